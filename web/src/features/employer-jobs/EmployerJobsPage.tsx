import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { placeName } from '#shared/domain/place-name';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { ButtonLink } from '#web/components/ButtonLink';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { paths } from '#web/lib/paths';
import { apiProblemOf } from '#web/lib/use-submit';
import { type EmployerJobRow, useEmployerJobChanges, useEmployerJobs } from './api/employer-jobs';
import { EmployerJobsLayout } from './EmployerJobsLayout';
import { placedMessage, STATE_BADGES, shownState } from './job-states';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  card: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  facts: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  reason: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'center' },
});

/** Everyone who applied and has not withdrawn: the count the applicants' screen lists. */
function applicantsOf(job: { APPLICANTS?: Record<string, number> | undefined }): number {
  return Object.values(job.APPLICANTS ?? {}).reduce((sum, count) => sum + count, 0);
}

/**
 * The applicants the organisation's people opened today, while its documents are not checked: it may open only
 * so many a day (decision 540). A verified organisation has no limit, and reads nothing.
 */
function ApplicantsToday({ use }: { use: { used: number; allowed?: number | undefined } | undefined }) {
  const styles = useStyles();
  if (use?.allowed === undefined) return null;
  return (
    <p className={styles.facts}>
      Applicants opened today: {use.used} of {use.allowed}. Until Earnlearn has checked your organisation's
      documents, you can open {use.allowed} applicants a day.
    </p>
  );
}

/**
 * /employer/jobs, "Your jobs": the organisation's jobs, newest first, each with its state (Draft, In review,
 * Live, Rejected or Changes asked with the admin's reason, Closed, Expired), Edit, Submit for review (a draft)
 * and Close (a live or expired job, confirmed first). What a submit or a close did is said above the list.
 */
export function EmployerJobsPage() {
  const styles = useStyles();
  const jobs = useEmployerJobs();
  const changes = useEmployerJobChanges();
  const [closing, setClosing] = useState<EmployerJobRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);

  async function run(job: EmployerJobRow, change: () => Promise<string>) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ intent: 'success', text: `${job.TITLE}: ${await change()}` });
    } catch (error: unknown) {
      setNotice({ intent: 'error', text: `${job.TITLE}: ${apiProblemOf(error).message}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <EmployerJobsLayout
      title="Your jobs"
      actions={<ButtonLink to={paths.employerPostJob}>Post a job</ButtonLink>}
    >
      {notice ? (
        <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ApplicantsToday use={jobs.pages?.[0]?.applicantsToday} />
      {jobs.isLoading ? <Spinner label="Loading your jobs" /> : null}
      {jobs.error && jobs.items.length === 0 ? (
        <MessageBar intent="error">
          <MessageBarBody>
            Your jobs could not be loaded. <Button onClick={() => void jobs.reload()}>Reload</Button>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {!jobs.isLoading && !jobs.error && jobs.items.length === 0 ? (
        <p className={styles.empty}>You have not posted a job yet.</p>
      ) : null}
      <ul className={styles.list} aria-label="Your jobs">
        {jobs.items.map((job) => {
          const state = shownState(job);
          const badge = STATE_BADGES[state];
          const titleId = `employer-job-${job.ID}`;
          const editable = job.STATE !== 'rejected' && job.STATE !== 'closed';
          return (
            <li key={job.ID} className={styles.card} aria-labelledby={titleId}>
              <div className={styles.head}>
                <h2 id={titleId} className={styles.title}>
                  {job.TITLE}
                </h2>
                <Badge appearance="tint" color={badge.color}>
                  {badge.label}
                </Badge>
              </div>
              <p className={styles.facts}>
                {placeName(job.LOCATION)} · {job.EARNINGS}
              </p>
              {job.MODERATION_REASON ? (
                <p className={styles.reason}>
                  <strong>{state === 'rejected' ? 'Why it was rejected' : 'What to change'}:</strong>{' '}
                  {job.MODERATION_REASON}
                </p>
              ) : null}
              <div className={styles.actions}>
                {state === 'live' || state === 'closed' || state === 'expired' ? (
                  <Link to={paths.employerApplicants(job.ID)} aria-describedby={titleId}>
                    Applicants ({applicantsOf(job)})
                  </Link>
                ) : null}
                {editable ? (
                  <Link to={paths.employerJob(job.ID)} aria-describedby={titleId}>
                    Edit
                  </Link>
                ) : null}
                {job.STATE === 'draft' ? (
                  <Button
                    appearance="primary"
                    aria-describedby={titleId}
                    disabled={busy}
                    onClick={() =>
                      void run(job, async () => placedMessage((await changes.submit(job.ID)).state))
                    }
                  >
                    Submit for review
                  </Button>
                ) : null}
                {job.STATE === 'live' || job.STATE === 'expired' ? (
                  <Button aria-describedby={titleId} disabled={busy} onClick={() => setClosing(job)}>
                    Close
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {jobs.hasMore ? (
        <Button className={styles.more} disabled={jobs.isLoadingMore} onClick={() => void jobs.loadMore()}>
          {jobs.isLoadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        title={`Close ${closing?.TITLE ?? ''}?`}
        confirmLabel="Close job"
        busy={busy}
        onConfirm={() => {
          const job = closing;
          setClosing(null);
          if (job)
            void run(job, async () => {
              await changes.close(job.ID);
              return 'Closed: workers can no longer find it or apply.';
            });
        }}
        onCancel={() => setClosing(null)}
      >
        Workers can no longer see it or apply. Its applications stay.
      </ConfirmDialog>
      {busy ? <BusyOverlay label="Saving" fullScreen /> : null}
    </EmployerJobsLayout>
  );
}
