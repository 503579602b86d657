import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { ButtonLink } from '#web/components/ButtonLink';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { PagedJobGrid } from '#web/components/PagedJobGrid';
import { paths } from '#web/lib/paths';
import { AdminPage } from '../AdminPage';
import { type PostedJob, usePostedJobs } from '../api/get-posted-jobs';
import { updateJobStatus } from '../api/update-job-status';
import { useStatusSaving } from '../components/StatusToggle';
import { PostedJobCard } from './PostedJobCard';

const useStyles = makeStyles({
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'center' },
});

/**
 * /admin/posted-jobs: every job, newest first, with its applicants per status; Close (confirmed first, naming the
 * job) or Reopen under a 'Saving' overlay, then the list reloads and a toast says what happened. A
 * failed save says so in a toast and leaves the job as it was; a failed load stops its indicator, the list keeps
 * what it had, and Reload tries again.
 */
export function PostedJobsPage() {
  const styles = useStyles();
  const jobs = usePostedJobs();
  const toast = useToast();
  const { saving, save } = useStatusSaving();
  const [closing, setClosing] = useState<PostedJob | null>(null);

  async function toggleStatus(job: PostedJob) {
    const closes = job.STATUS === 'OPEN';
    const name = jobName(job);
    // The dialog closes at once: the 'Saving' overlay shows while the change is saved.
    setClosing(null);
    const failure = await save(async () => {
      await updateJobStatus(job.ID, closes ? 'CLOSED' : 'OPEN');
      await jobs.reload().catch(() => undefined);
    });
    if (failure === undefined) toast(`${name} ${closes ? 'closed' : 'reopened'}`, 'success');
    else toast(`${name} was not ${closes ? 'closed' : 'reopened'}. Please try again.`, 'error');
  }

  return (
    <AdminPage title="Posted Jobs" actions={<ButtonLink to={paths.adminPostNewJob}>Post New Job</ButtonLink>}>
      <PagedJobGrid
        list={jobs}
        keyOf={(job) => job.ID}
        card={(job) => (
          <PostedJobCard
            job={job}
            disabled={saving}
            onToggleStatus={(job) => (job.STATUS === 'OPEN' ? setClosing(job) : void toggleStatus(job))}
          />
        )}
        loading={{ indicator: 'bar', label: 'Loading the posted jobs' }}
        empty={<p className={styles.empty}>No jobs have been posted yet.</p>}
        problem={(_error, reload) => (
          <Button className={styles.more} onClick={reload}>
            Reload
          </Button>
        )}
        more={{ label: 'Load more', busyLabel: 'Loading…' }}
      />
      <ConfirmDialog
        open={closing !== null}
        title={`Close ${closing ? jobName(closing) : ''}?`}
        confirmLabel="Close job"
        busy={saving}
        onConfirm={() => closing && void toggleStatus(closing)}
        onCancel={() => setClosing(null)}
      >
        Workers can no longer see it or apply. Its applications stay, and HR can still review them. You can
        reopen it later.
      </ConfirmDialog>
      {saving ? <BusyOverlay label="Saving" fullScreen /> : null}
    </AdminPage>
  );
}

/** A job as the confirmation and the toasts name it: its title at its company. */
function jobName(job: PostedJob): string {
  return `${job.TITLE} at ${job.COMPANY_NAME}`;
}
