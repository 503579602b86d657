import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { ButtonLink } from '#web/components/ButtonLink';
import { PagedJobGrid } from '#web/components/PagedJobGrid';
import { paths } from '#web/lib/paths';
import { AdminPage } from '../AdminPage';
import { type PostedJob, usePostedJobs } from '../api/get-posted-jobs';
import { updateJobStatus } from '../api/update-job-status';
import { PostedJobCard } from './PostedJobCard';

const useStyles = makeStyles({
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
  const jobs = usePostedJobs();
  const [saving, setSaving] = useState(false);

  async function toggleStatus(job: PostedJob) {
    setSaving(true);
    try {
      await updateJobStatus(job.ID, job.STATUS === 'OPEN' ? 'CLOSED' : 'OPEN');
      await jobs.reload();
    } catch {
      // Spec section 8: a failed save only stops the overlay.
    } finally {
      setSaving(false);
    }
  }

  return (
    <AdminPage title="Posted Jobs" actions={<ButtonLink to={paths.adminPostNewJob}>Post New Job</ButtonLink>}>
      <PagedJobGrid
        list={jobs}
        keyOf={(job) => job.ID}
        card={(job) => <PostedJobCard job={job} disabled={saving} onToggleStatus={toggleStatus} />}
        loading={{ indicator: 'bar', label: 'Loading the posted jobs' }}
        empty={<p className={styles.empty}>No jobs have been posted yet.</p>}
        problem={(_error, reload) => (
          <Button className={styles.more} onClick={reload}>
            Reload
          </Button>
        )}
        more={{ label: 'Load more', busyLabel: 'Loading…' }}
      />
      {saving ? <BusyOverlay label="Saving" fullScreen /> : null}
    </AdminPage>
  );
}
