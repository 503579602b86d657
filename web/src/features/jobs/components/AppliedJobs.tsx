import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { JobCard } from '#web/components/JobCard';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { formatDate } from '#web/lib/format';
import { useAppliedJobs } from '../api/get-applied-jobs';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  emptyText: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  statusLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  appliedOn: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

export const NO_APPLICATIONS = 'You have not applied for any jobs yet.';

/** Applied Jobs: each application with where it stands (New, Shortlisted, Selected, Rejected). */
export function AppliedJobs({ onExplore }: { onExplore: () => void }) {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useAppliedJobs();

  if (isLoading) return <Loading label="Loading your applications..." />;
  if (error) return <LoadProblem message={error.message} onRetry={() => void mutate()} />;
  if (!data || data.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{NO_APPLICATIONS}</p>
        <Button appearance="primary" onClick={onExplore}>
          Find jobs
        </Button>
      </div>
    );
  }
  return (
    <JobGrid>
      {data.map((application) => (
        <JobGridItem key={application.ID}>
          <JobCard
            job={application}
            extra={
              <div className={styles.status}>
                <span className={styles.statusLine}>
                  Status: <StatusBadge status={application.STATUS} />
                </span>
                <span className={styles.appliedOn}>Applied on {formatDate(application.APPLIED_AT)}</span>
              </div>
            }
          />
        </JobGridItem>
      ))}
    </JobGrid>
  );
}
