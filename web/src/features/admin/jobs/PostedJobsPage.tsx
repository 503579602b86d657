import { Button, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { ButtonLink } from '#web/components/ButtonLink';
import { JobGrid, JobGridItem } from '#web/components/JobGrid';
import { paths } from '#web/lib/paths';
import { AdminPage } from '../AdminPage';
import { type PostedJob, usePostedJobs } from '../api/get-posted-jobs';
import { updateJobStatus } from '../api/update-job-status';
import { PostedJobCard } from './PostedJobCard';

const useStyles = makeStyles({
  loading: { minHeight: '4px' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'center' },
});

/**
 * /admin/posted-jobs: every job, newest first, with its applicants per status; Close or Reopen under a 'Saving'
 * overlay, then the list reloads. Failed loads and saves stop their indicator and say nothing (spec section 8);
 * the list keeps what it had, and Reload tries again.
 */
export function PostedJobsPage() {
  const styles = useStyles();
  const { jobs, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = usePostedJobs();
  const [saving, setSaving] = useState(false);

  async function toggleStatus(job: PostedJob) {
    setSaving(true);
    try {
      await updateJobStatus(job.ID, job.STATUS === 'OPEN' ? 'CLOSED' : 'OPEN');
      await reload();
    } catch {
      // Spec section 8: a failed save only stops the overlay.
    } finally {
      setSaving(false);
    }
  }

  return (
    <AdminPage title="Posted Jobs" actions={<ButtonLink to={paths.adminPostNewJob}>Post New Job</ButtonLink>}>
      <div className={styles.loading}>
        {isLoading ? <ProgressBar thickness="large" aria-label="Loading the posted jobs" /> : null}
      </div>
      {!isLoading && !error && jobs.length === 0 ? (
        <p className={styles.empty}>No jobs have been posted yet.</p>
      ) : null}
      {jobs.length > 0 ? (
        <JobGrid>
          {jobs.map((job) => (
            <JobGridItem key={job.ID}>
              <PostedJobCard job={job} disabled={saving} onToggleStatus={toggleStatus} />
            </JobGridItem>
          ))}
        </JobGrid>
      ) : null}
      {hasMore ? (
        <Button className={styles.more} disabled={isLoadingMore} onClick={() => void loadMore()}>
          {isLoadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      {error && !isLoading ? (
        <Button className={styles.more} onClick={() => void reload()}>
          Reload
        </Button>
      ) : null}
      {saving ? <BusyOverlay label="Saving" fullScreen /> : null}
    </AdminPage>
  );
}
