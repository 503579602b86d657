import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUSES } from '#shared/domain/codes';
import { placeName } from '#shared/domain/place-name';
import { JobCardFrame, JobFacts } from '#web/components/JobCardFrame';
import { paths } from '#web/lib/paths';
import type { PostedJob } from '../api/get-posted-jobs';
import { STATE_LABELS } from '../moderation/moderation-values';

const useStyles = makeStyles({
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
});

interface PostedJobCardProps {
  job: PostedJob;
  onToggleStatus: (job: PostedJob) => void;
  disabled: boolean;
}

/**
 * A posted job: logo, title, company, location, posted date, Open or Closed, its applicants per status, and
 * Edit (its page: the form, its history, a duplicate), and Close (an open job) or Reopen (a closed one). A job
 * not yet published (a draft, in review, rejected) names its state instead: only its approval opens it.
 */
export function PostedJobCard({ job, onToggleStatus, disabled }: PostedJobCardProps) {
  const styles = useStyles();
  const titleId = `posted-job-${job.ID}-title`;
  const open = job.STATUS === 'OPEN';
  const unpublished = job.STATE === 'draft' || job.STATE === 'inReview' || job.STATE === 'rejected';
  return (
    <JobCardFrame
      job={job}
      titleId={titleId}
      status={job.STATUS}
      markOpen
      actions={
        <>
          <Link to={paths.adminJob(job.ID)} aria-describedby={titleId}>
            Edit
          </Link>
          {unpublished ? null : (
            <Button
              appearance={open ? 'secondary' : 'primary'}
              aria-describedby={titleId}
              disabled={disabled}
              onClick={() => onToggleStatus(job)}
            >
              {open ? 'Close' : 'Reopen'}
            </Button>
          )}
        </>
      }
    >
      <JobFacts
        facts={[
          ['Location', placeName(job.LOCATION)],
          ...(unpublished ? ([['State', STATE_LABELS[job.STATE]]] as [string, string][]) : []),
        ]}
        posted={job.POSTED_AT}
      />
      <ul className={styles.applicants} aria-label="Applicants">
        {APPLICATION_STATUSES.map((status) => (
          <li key={status.code} className={styles.applicant}>
            <span className={styles.applicantCount}>{job.APPLICANTS[status.code]}</span>
            <span className={styles.applicantLabel}>{status.label}</span>
          </li>
        ))}
      </ul>
    </JobCardFrame>
  );
}
