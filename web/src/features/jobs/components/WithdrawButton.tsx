import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { useT } from '#web/lib/i18n';
import { useSubmit } from '#web/lib/use-submit';
import { useWithdrawApplication } from '../api/withdraw-application';
import { withdrawProblem } from './save-problems';

interface WithdrawButtonProps {
  jobId: number;
  title: string;
  /** The id of the job's title, read after the button's name ("Withdraw", then the title). */
  describedBy: string;
  /** Called once the application is withdrawn and the list shows it so. */
  onWithdrawn: () => void;
}

/**
 * Withdraw, on an application still New: a confirmation first (the worker cannot apply again), then the call.
 * A refusal (HR reviewed it first) or a failure is said in the confirmation, which stays usable.
 */
export function WithdrawButton({ jobId, title, describedBy, onWithdrawn }: WithdrawButtonProps) {
  const t = useT();
  const { withdraw, refresh } = useWithdrawApplication();
  const [open, setOpen] = useState(false);
  const { busy, problem, submit, clearProblem } = useSubmit<string>({
    problemOf: (error) => withdrawProblem(t, error),
  });

  function close() {
    setOpen(false);
    // After a refusal the list may be stale (HR moved the application): it shows where it stands now.
    if (problem) refresh();
    clearProblem();
  }

  const confirm = () =>
    submit(undefined, async () => {
      await withdraw(jobId);
      setOpen(false);
      onWithdrawn();
    });

  return (
    <>
      <Button appearance="secondary" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {t('withdraw.button')}
      </Button>
      <ConfirmDialog
        open={open}
        alert
        fluid
        title={t('withdraw.title')}
        confirmLabel={t('withdraw.confirm')}
        cancelLabel={t('withdraw.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <p>{t('withdraw.text', { title })}</p>
        {problem ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
