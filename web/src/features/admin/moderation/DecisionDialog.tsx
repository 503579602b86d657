/**
 * The confirmation of a moderation decision: approving asks nothing more; rejecting and asking for changes ask
 * for the reason the poster will read, checked with the server's own rule before it is sent.
 */
import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import {
  MODERATION_REASON_MAX,
  type ModerationDecision,
  moderationDecisionShape,
  needsReason,
} from '#shared/domain/moderation/decisions';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import type { ModerationRow } from '../api/moderation-queue';
import { DECISION_EFFECTS, DECISION_LABELS } from './moderation-values';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  effect: { margin: 0 },
});

const reasonSchema = z.strictObject(moderationDecisionShape);

/** What is wrong with the reason, by the server's own rule (empty, too long, markup); none for an approval. */
function reasonProblem(decision: ModerationDecision, reason: string): string | undefined {
  if (!needsReason(decision)) return undefined;
  const checked = reasonSchema.safeParse({ decision, reason });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

export interface PendingDecision {
  row: ModerationRow;
  decision: ModerationDecision;
}

interface DecisionDialogProps {
  pending: PendingDecision | null;
  busy: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

export function DecisionDialog({ pending, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // Each decision starts with an empty reason.
  useEffect(() => {
    if (pending) {
      setReason('');
      setTried(false);
    }
  }, [pending]);
  const decision = pending?.decision ?? 'approve';
  const asksReason = needsReason(decision);
  const problem = reasonProblem(decision, reason);

  function confirm() {
    setTried(true);
    if (problem) return;
    onConfirm(asksReason ? reason.trim() : undefined);
  }

  return (
    <ConfirmDialog
      open={pending !== null}
      title={`${DECISION_LABELS[decision]}: ${pending?.row.title ?? ''}?`}
      confirmLabel={DECISION_LABELS[decision]}
      busy={busy}
      contentClassName={styles.content}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p className={styles.effect}>{DECISION_EFFECTS[decision]}</p>
      {asksReason ? (
        <Field
          label="Reason for the poster"
          required
          hint={`${reason.length} of ${MODERATION_REASON_MAX} characters. Say what rule it breaks and what to change.`}
          validationMessage={tried ? problem : undefined}
        >
          <Textarea
            value={reason}
            onChange={(_event, data) => setReason(data.value)}
            rows={4}
            resize="vertical"
          />
        </Field>
      ) : null}
    </ConfirmDialog>
  );
}
