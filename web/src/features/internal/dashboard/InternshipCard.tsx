import {
  Badge,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { useNavigate } from 'react-router-dom';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { CompanyLogo } from '#web/components/CompanyLogo';
import { paths } from '#web/lib/paths';
import type { Internship } from '../api/get-internships';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  titles: { minWidth: 0, flexGrow: 1 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  company: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  position: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  foot: { display: 'flex', justifyContent: 'flex-end', marginTop: 'auto' },
});

/**
 * One internship on the internal dashboard (spec section 2): logo, company and title (with the position, and
 * Closed for a job that takes no more applications), and the See Applications menu, whose New, Shortlisted,
 * Selected and Rejected (with how many each holds) open that tab of the job's applications.
 */
export function InternshipCard({ internship }: { internship: Internship }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const titleId = `internship-${internship.ID}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <CompanyLogo src={internship.LOGO_LINK} company={internship.COMPANY_NAME} size={48} />
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.title}>
            {internship.TITLE}
          </h2>
          <p className={styles.company}>{internship.COMPANY_NAME}</p>
          <p className={styles.position}>{internship.POSITION}</p>
        </div>
        {internship.STATUS === 'CLOSED' ? (
          <Badge appearance="tint" shape="rounded" color="subtle">
            Closed
          </Badge>
        ) : null}
      </div>
      <div className={styles.foot}>
        <Menu positioning="below-end">
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<ChevronDownRegular />} iconPosition="after" aria-describedby={titleId}>
              See Applications
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {APPLICATION_STATUSES.map((status) => (
                <MenuItem
                  key={status.page}
                  secondaryContent={String(internship.APPLICANTS[status.code])}
                  onClick={() => navigate(paths.internalApplications(internship.ID, status.page))}
                >
                  {status.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </article>
  );
}
