/**
 * A job's state and its moderation decisions on the admin's job page: who decided what, when, with which reason
 * and rules version. Nothing for a job that never went through review and is live or closed.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { AdminJob, AdminJobAnswer } from '../api/get-admin-job';
import { DECISION_LABELS, STATE_LABELS } from './moderation-values';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  reason: { whiteSpace: 'pre-line' },
});

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function ModerationHistory({
  job,
  decisions,
}: {
  job: AdminJob;
  decisions: AdminJobAnswer['moderation'];
}) {
  const styles = useStyles();
  if (decisions.length === 0 && (job.STATE === 'live' || job.STATE === 'closed' || job.STATE === 'expired')) {
    return null;
  }
  return (
    <section aria-labelledby="job-moderation-title">
      <h2 id="job-moderation-title">Moderation</h2>
      <p>
        State: {STATE_LABELS[job.STATE]}
        {job.MODERATION_REASON ? `. Reason given to the poster: ${job.MODERATION_REASON}` : ''}
      </p>
      {decisions.length > 0 ? (
        <ol className={styles.list} aria-label="Moderation decisions">
          {decisions.map((entry) => (
            <li key={entry.AT}>
              {DECISION_LABELS[entry.DECISION]} by {entry.BY.EMAIL}, {when.format(new Date(entry.AT))}{' '}
              (version {entry.VERSION}, rules {entry.RULES_VERSION})
              {entry.REASON ? <span className={styles.reason}>: {entry.REASON}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
