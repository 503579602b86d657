import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { JobSummary } from '#shared/api/jobs';
import { formatDate } from '#web/lib/format';
import { paths } from '#web/lib/paths';
import { ButtonLink } from './ButtonLink';
import { CompanyLogo } from './CompanyLogo';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  titles: { minWidth: 0 },
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
  foot: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: 'auto',
  },
});

interface JobCardProps {
  job: JobSummary;
  /** Extra facts (e.g. the application's status), shown above the link. */
  extra?: ReactNode;
  /** What stands in place of the View Job link (a preview of a job not posted yet has no page). */
  action?: ReactNode;
}

/** A job in a list: logo, title, company, location, earnings, work hours, date, and a View Job link. */
export function JobCard({ job, extra, action }: JobCardProps) {
  const styles = useStyles();
  const titleId = `job-${job.ID}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <CompanyLogo src={job.LOGO_LINK} company={job.COMPANY_NAME} size={56} />
        <div className={styles.titles}>
          <h3 id={titleId} className={styles.title}>
            {job.TITLE}
          </h3>
          <p className={styles.company}>{job.COMPANY_NAME}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>Location</dt>
        <dd className={styles.value}>{job.LOCATION}</dd>
        <dt className={styles.term}>Earnings</dt>
        <dd className={styles.value}>{job.EARNINGS}</dd>
        <dt className={styles.term}>Work Hours</dt>
        <dd className={styles.value}>{job.WORK_HOURS}</dd>
        <dt className={styles.term}>Posted</dt>
        <dd className={styles.value}>
          <time dateTime={job.POSTED_AT}>{formatDate(job.POSTED_AT)}</time>
        </dd>
      </dl>
      <div className={styles.foot}>
        {extra ?? <span />}
        {action ?? (
          <ButtonLink to={paths.job(job.ID)} appearance="secondary" describedBy={titleId}>
            View Job
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
