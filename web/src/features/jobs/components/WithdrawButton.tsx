import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '#web/lib/i18n';
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
 * Withdraw (issue 24), on an application still New: a confirmation first (the worker cannot apply again), then
 * the call. A refusal (HR reviewed it first) or a failure is said in the confirmation, which stays usable.
 */
export function WithdrawButton({ jobId, title, describedBy, onWithdrawn }: WithdrawButtonProps) {
  const t = useT();
  const { withdraw, refresh } = useWithdrawApplication();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  function close() {
    setOpen(false);
    // After a refusal the list may be stale (HR moved the application): it shows where it stands now.
    if (problem) refresh();
    setProblem(undefined);
  }

  async function confirm() {
    setProblem(undefined);
    setBusy(true);
    try {
      await withdraw(jobId);
      setOpen(false);
      onWithdrawn();
    } catch (error: unknown) {
      setProblem(withdrawProblem(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button appearance="secondary" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {t('withdraw.button')}
      </Button>
      <Dialog
        open={open}
        modalType="alert"
        onOpenChange={(_event, data) => {
          if (!busy && !data.open) close();
        }}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('withdraw.title')}</DialogTitle>
            <DialogContent>
              <p>{t('withdraw.text', { title })}</p>
              {problem ? (
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions fluid>
              <Button appearance="secondary" disabled={busy} onClick={close}>
                {t('withdraw.cancel')}
              </Button>
              <Button
                appearance="primary"
                disabledFocusable={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                onClick={() => void confirm()}
              >
                {t('withdraw.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
