import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { CompanyLogo } from '#web/components/CompanyLogo';
import { formatDate } from '#web/lib/format';
import type { PostedJob } from '../api/get-posted-jobs';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: '100%',
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
  company: { margin: 0, color: tokens.colorNeutralForeground2 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  applicants: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    textAlign: 'center',
  },
  applicant: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  applicantCount: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  applicantLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  foot: { display: 'flex', justifyContent: 'flex-end', marginTop: 'auto' },
});

interface PostedJobCardProps {
  job: PostedJob;
  onToggleStatus: (job: PostedJob) => void;
  disabled: boolean;
}

/**
 * A posted job: logo, title, company, location, posted date, Open or Closed, its applicants per status, and
 * Close (an open job) or Reopen (a closed one).
 */
export function PostedJobCard({ job, onToggleStatus, disabled }: PostedJobCardProps) {
  const styles = useStyles();
  const titleId = `posted-job-${job.ID}-title`;
  const open = job.STATUS === 'OPEN';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <CompanyLogo src={job.LOGO_LINK} company={job.COMPANY_NAME} size={48} />
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.title}>
            {job.TITLE}
          </h2>
          <p className={styles.company}>{job.COMPANY_NAME}</p>
        </div>
        <Badge appearance="tint" shape="rounded" size="large" color={open ? 'success' : 'subtle'}>
          {open ? 'Open' : 'Closed'}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>Location</dt>
        <dd className={styles.value}>{job.LOCATION}</dd>
        <dt className={styles.term}>Posted</dt>
        <dd className={styles.value}>
          <time dateTime={job.POSTED_AT}>{formatDate(job.POSTED_AT)}</time>
        </dd>
      </dl>
      <ul className={styles.applicants} aria-label="Applicants">
        {APPLICATION_STATUSES.map((status) => (
          <li key={status.code} className={styles.applicant}>
            <span className={styles.applicantCount}>{job.APPLICANTS[status.code]}</span>
            <span className={styles.applicantLabel}>{status.label}</span>
          </li>
        ))}
      </ul>
      <div className={styles.foot}>
        <Button
          appearance={open ? 'secondary' : 'primary'}
          aria-describedby={titleId}
          disabled={disabled}
          onClick={() => onToggleStatus(job)}
        >
          {open ? 'Close' : 'Reopen'}
        </Button>
      </div>
    </article>
  );
}
