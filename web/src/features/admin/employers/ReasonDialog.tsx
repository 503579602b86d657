/**
 * The confirmation of an admin's decision on an employer: verifying asks nothing more; refusing and suspending
 * ask for the reason the employer will read (reinstating takes one if given), checked with the server's rule.
 */
import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ADMIN_REASON_MAX, adminReasonSchema } from '#shared/domain/employer-checks';
import { ConfirmDialog } from '#web/components/ConfirmDialog';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  effect: { margin: 0 },
});

export interface ReasonRequest {
  title: string;
  confirmLabel: string;
  effect: string;
  reason: 'required' | 'optional' | 'none';
  reasonLabel?: string;
}

interface ReasonDialogProps {
  request: ReasonRequest | null;
  busy: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

export function ReasonDialog({ request, busy, onConfirm, onCancel }: ReasonDialogProps) {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (request) {
      setReason('');
      setTried(false);
    }
  }, [request]);
  const asks = request?.reason ?? 'none';
  const given = reason.trim();
  const checked = adminReasonSchema.safeParse(reason);
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
          hint={`${reason.length} of ${ADMIN_REASON_MAX} characters.`}
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
