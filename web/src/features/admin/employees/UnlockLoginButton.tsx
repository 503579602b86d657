import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LockOpenRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { ApiError } from '#web/lib/api';
import { useSubmit } from '#web/lib/use-submit';
import { unlockStaffLogin } from '../api/unlock-staff-login';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalL,
  },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  done: { margin: 0, color: tokens.colorPaletteGreenForeground1 },
  failed: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

type Outcome = { ok: boolean; text: string } | undefined;

/**
 * The admin's 'Unlock log-in' on an employee's details: clears the employee's failed log-in counts
 * (the lock of an address that guessed too often, and the delay their e-mail gets), so the right password
 * works again at once. The outcome is said in a live region under the button; a failure leaves the button
 * ready to try again.
 */
export function UnlockLoginButton({ id, name }: { id: number; name: string }) {
  const styles = useStyles();
  const hintId = useId();
  const [outcome, setOutcome] = useState<Outcome>();
  const { busy, submit } = useSubmit<never>({
    problemOf: (error) => {
      const reason = error instanceof ApiError && error.message ? ` ${error.message}` : '';
      setOutcome({ ok: false, text: `The log-in was not unlocked.${reason}` });
      return undefined;
    },
  });

  const unlock = () =>
    submit(undefined, async () => {
      setOutcome(undefined);
      await unlockStaffLogin(id);
      setOutcome({ ok: true, text: `Log-in unlocked: ${name} can log in again now.` });
    });

  return (
    <div className={styles.root}>
      <Button
        icon={<LockOpenRegular />}
        aria-describedby={hintId}
        disabledFocusable={busy}
        onClick={() => void unlock()}
      >
        {busy ? 'Unlocking log-in…' : 'Unlock log-in'}
      </Button>
      <p id={hintId} className={styles.hint}>
        After too many wrong passwords, log-ins wait or are locked for a while. Unlocking lets {name} log in
        at once.
      </p>
      <p role="status" className={outcome?.ok === false ? styles.failed : styles.done}>
        {outcome?.text}
      </p>
    </div>
  );
}
