import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { paths } from '#web/lib/paths';
import type { Internship } from '../api/get-internships';

const useStyles = makeStyles({
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    textAlign: 'center',
  },
  link: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '44px',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover, textDecorationLine: 'underline' },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  count: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  label: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
});

/**
 * A job's applicants per status on its dashboard card (seen at a glance, not only inside the See
 * Applications menu), each a link to that tab of the job's applications ('3 New'), described by the job's title.
 */
export function ApplicantCounts({ internship, titleId }: { internship: Internship; titleId: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.counts} aria-label="Applications">
      {APPLICATION_STATUSES.map((status) => (
        <li key={status.code}>
          <Link
            className={styles.link}
            to={paths.internalApplications(internship.ID, status.page)}
            aria-describedby={titleId}
          >
            <span className={styles.count}>{internship.APPLICANTS[status.code]}</span>{' '}
            <span className={styles.label}>{status.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
