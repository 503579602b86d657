import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import type { AnyApplicationStatus } from '#shared/domain/codes';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { useT } from '#web/lib/i18n';
import { useSubmit } from '#web/lib/use-submit';
import { useWithdrawApplication } from '../api/withdraw-application';
import { movedOnStatus, withdrawProblem } from './save-problems';

interface WithdrawButtonProps {
  jobId: number;
  title: string;
  /** The id of the job's title, read after the button's name ("Withdraw", then the title). */
  describedBy: string;
  /** Called once the application is withdrawn and the list shows it so. */
  onWithdrawn: () => void;
  /** Refused because HR or OPS moved it first: the list shows `status` now, and the card says why. */
  onMovedOn: (status: AnyApplicationStatus) => void;
  /** The confirmation opens or closes: the card keeps this button while it is open, whatever the list says. */
  onConfirming: (open: boolean) => void;
}

/**
 * Withdraw, on an application still New: a confirmation first (the worker cannot apply again), then the call.
 * A refusal because the application moved on closes the confirmation (the card says why); any other failure is
 * said in the confirmation, which stays usable.
 */
export function WithdrawButton({
  jobId,
  title,
  describedBy,
  onWithdrawn,
  onMovedOn,
  onConfirming,
}: WithdrawButtonProps) {
  const t = useT();
  const withdraw = useWithdrawApplication();
  const [open, setOpen] = useState(false);
  const { busy, problem, submit, clearProblem } = useSubmit<string>({
    problemOf: (error) => withdrawProblem(t, error),
  });

  function show(next: boolean) {
    setOpen(next);
    onConfirming(next);
    if (!next) clearProblem();
  }

  const confirm = () =>
    submit(undefined, async () => {
      try {
        await withdraw(jobId);
      } catch (error: unknown) {
        const status = movedOnStatus(error);
        if (!status) throw error;
        show(false);
        onMovedOn(status);
        return;
      }
      show(false);
      onWithdrawn();
    });

  return (
    <>
      <Button appearance="secondary" aria-describedby={describedBy} onClick={() => show(true)}>
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
        onCancel={() => show(false)}
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
