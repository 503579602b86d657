import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { JobCard } from '#web/components/JobCard';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { Loading, LoadProblem } from '#web/components/LoadState';
import { useT } from '#web/lib/i18n';
import { useJobs } from '../api/get-jobs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'center' },
});

/** Explore Jobs: open jobs, newest first, with 'Load more' while the server has more. */
export function ExploreJobs() {
  const styles = useStyles();
  const t = useT();
  const { jobs, error, isLoading, isLoadingMore, hasMore, loadMore, retry } = useJobs();

  if (isLoading) return <Loading label={t('jobs.loading')} />;
  if (error && jobs.length === 0) return <LoadProblem message={error.message} onRetry={retry} />;
  if (jobs.length === 0) return <p className={styles.empty}>{t('jobs.none')}</p>;
  return (
    <div className={styles.root}>
      <JobGrid>
        {jobs.map((job) => (
          <JobGridItem key={job.ID}>
            <JobCard job={job} />
          </JobGridItem>
        ))}
      </JobGrid>
      {error ? <LoadProblem message={error.message} onRetry={retry} /> : null}
      {hasMore ? (
        <Button className={styles.more} size="large" disabled={isLoadingMore} onClick={() => void loadMore()}>
          {isLoadingMore ? t('jobs.loadingMore') : t('jobs.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
