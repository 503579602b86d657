/**
 * `/admin/moderation` (not in the spec): the jobs in review, the oldest submission first, each with the rule hits
 * that held it explained and its texts to read; the moderator approves it (live), rejects it or asks for
 * changes, with a reason the poster reads. A decision someone else made first is a 409: the queue is read again.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import {
  MODERATION_REASON_MAX,
  type ModerationDecision,
  moderationDecisionShape,
  needsReason,
} from '#shared/domain/moderation/decisions';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { Paginator } from '#web/components/back-office/Paginator';
import { TableCard } from '#web/components/back-office/TableCard';
import { PageTitle } from '#web/components/PageTitle';
import { ApiError } from '#web/lib/api';
import { usePager } from '#web/lib/pager';
import { useTypography } from '#web/lib/typography';
import { type ModerationRow, useDecideModeration, useModerationQueue } from '../api/moderation-queue';
import { ReasonDialog, type ReasonRequest, type ReasonRule } from '../components/ReasonDialog';
import { ModerationJobCard } from './ModerationJobCard';
import { DECISION_DONE, DECISION_EFFECTS, DECISION_LABELS } from './moderation-values';

const useStyles = makeStyles({
  intro: { marginTop: 0, color: tokens.colorNeutralForeground2 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  empty: { color: tokens.colorNeutralForeground2 },
  bar: { minHeight: '4px' },
});

interface PendingDecision {
  row: ModerationRow;
  decision: ModerationDecision;
}

/** The reason the poster reads, checked by the decision's own rule (empty, too long, markup). */
const reasonRule: ReasonRule = { schema: moderationDecisionShape.reason, max: MODERATION_REASON_MAX };

function requestOf(pending: PendingDecision | null): ReasonRequest | null {
  if (!pending) return null;
  const { row, decision } = pending;
  return {
    title: `${DECISION_LABELS[decision]}: ${row.title}?`,
    confirmLabel: DECISION_LABELS[decision],
    effect: DECISION_EFFECTS[decision],
    reason: needsReason(decision) ? 'required' : 'none',
    reasonLabel: 'Reason for the poster',
    reasonHint: 'Say what rule it breaks and what to change.',
  };
}

export function ModerationPage() {
  const styles = useStyles();
  const type = useTypography();
  const pager = usePager();
  const page = useModerationQueue(pager.request);
  const decide = useDecideModeration();
  const toast = useToast();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const request = useMemo(() => requestOf(pending), [pending]);
  const [busy, setBusy] = useState(false);
  // A decision that failed (someone decided first, the network): shown above the list, which stays as it is.
  const [problem, setProblem] = useState<string | null>(null);
  const rows = pager.seeking ? [] : (page.data?.data ?? []);
  const loading = page.isLoading || pager.seeking;

  async function confirm(reason: string | undefined) {
    if (!pending) return;
    setBusy(true);
    setProblem(null);
    try {
      await decide(pending.row, pending.decision, reason);
      toast(`${DECISION_DONE[pending.decision]}: ${pending.row.title}`, 'success');
    } catch (error: unknown) {
      const message = error instanceof ApiError && error.message ? error.message : 'Please try again.';
      setProblem(`${pending.row.title}: ${message}`);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <>
      <PageTitle title="Moderation" />
      <h1 className={type.sectionTitle}>Moderation</h1>
      <TableCard headingId="moderation-title" title="Jobs waiting for review">
        <p className={styles.intro}>
          The oldest submission first. Read each job and the rules it matched, then approve it, reject it or
          ask the poster for changes. The procedure is in docs/operations.md, "Working the moderation queue".
        </p>
        <div className={styles.bar}>
          {loading ? <ProgressBar aria-label="Loading jobs waiting for review" thickness="medium" /> : null}
        </div>
        {page.error ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{page.error.message || 'The queue could not be loaded.'}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void page.mutate()}>Try again</Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {problem ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        {!loading && !page.error && rows.length === 0 ? (
          <p className={styles.empty}>No jobs are waiting for review.</p>
        ) : null}
        <div className={styles.list}>
          {rows.map((row) => (
            <ModerationJobCard
              key={row.id}
              row={row}
              onDecide={(decision) => setPending({ row, decision })}
            />
          ))}
        </div>
        <Paginator label="jobs waiting for review" pager={pager} page={page} />
      </TableCard>
      <ReasonDialog
        request={request}
        rule={reasonRule}
        busy={busy}
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
