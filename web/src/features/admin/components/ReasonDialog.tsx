/**
 * The confirmation of an admin's decision that may carry a reason its subject reads: an employer's verification,
 * refusal, suspension or reinstatement (employers/), a moderation decision on a job (moderation/). A decision
 * that needs none asks nothing more; a required reason, or an optional one that was given, is checked with the
 * server's own rule (`rule`) before it is sent.
 */
import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { ConfirmDialog } from '#web/components/ConfirmDialog';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  effect: { margin: 0 },
});

/** The server's rule for a reason: its schema (whose first issue is the message shown) and its length limit. */
export interface ReasonRule {
  schema: z.ZodMiniType;
  max: number;
}

export interface ReasonRequest {
  title: string;
  confirmLabel: string;
  effect: string;
  reason: 'required' | 'optional' | 'none';
  reasonLabel?: string;
  /** Said after the count of characters, under the reason. */
  reasonHint?: string;
}

interface ReasonDialogProps {
  request: ReasonRequest | null;
  rule: ReasonRule;
  busy: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

export function ReasonDialog({ request, rule, busy, onConfirm, onCancel }: ReasonDialogProps) {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // Each decision starts with an empty reason.
  useEffect(() => {
    if (request) {
      setReason('');
      setTried(false);
    }
  }, [request]);
  const asks = request?.reason ?? 'none';
  const given = reason.trim();
  const checked = rule.schema.safeParse(reason);
  const problem =
    asks === 'none' || (asks === 'optional' && given === '')
      ? undefined
      : checked.success
        ? undefined
        : checked.error.issues[0]?.message;

  function confirm() {
    setTried(true);
    if (problem) return;
    onConfirm(asks === 'none' || given === '' ? undefined : given);
  }

  return (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      busy={busy}
      contentClassName={styles.content}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p className={styles.effect}>{request?.effect}</p>
      {asks === 'none' ? null : (
        <Field
          label={request?.reasonLabel ?? 'Reason'}
          required={asks === 'required'}
          hint={[`${reason.length} of ${rule.max} characters.`, request?.reasonHint]
            .filter(Boolean)
            .join(' ')}
          validationMessage={tried ? problem : undefined}
        >
          <Textarea
            value={reason}
            onChange={(_event, data) => setReason(data.value)}
            rows={4}
            resize="vertical"
          />
        </Field>
      )}
    </ConfirmDialog>
  );
}
