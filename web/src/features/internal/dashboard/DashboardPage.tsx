import { Button, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { LoadProblem } from '#web/components/LoadState';
import { useInternships } from '../api/get-internships';
import { InternalPage } from '../InternalPage';
import { InternshipCard } from './InternshipCard';

const useStyles = makeStyles({
  loading: { minHeight: '4px' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'center' },
});

/**
 * /internal/dashboard (spec section 2): 'All Internships (count)' and a card for each, newest first, a page at
 * a time with 'Load more'. A failed load says so, with Try again.
 */
export function DashboardPage() {
  const styles = useStyles();
  const { internships, total, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useInternships();
  const title = total === undefined ? 'All Internships' : `All Internships (${total})`;
  return (
    <InternalPage title={title}>
      <div className={styles.loading}>
        {isLoading ? <ProgressBar thickness="large" aria-label="Loading the internships" /> : null}
      </div>
      {error && !isLoading ? <LoadProblem message={error.message} onRetry={() => void reload()} /> : null}
      {!isLoading && !error && internships.length === 0 ? (
        <p className={styles.empty}>No internships have been posted yet.</p>
      ) : null}
      {internships.length > 0 ? (
        <JobGrid>
          {internships.map((internship) => (
            <JobGridItem key={internship.ID}>
              <InternshipCard internship={internship} />
            </JobGridItem>
          ))}
        </JobGrid>
      ) : null}
      {hasMore ? (
        <Button className={styles.more} disabled={isLoadingMore} onClick={() => void loadMore()}>
          {isLoadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </InternalPage>
  );
}
