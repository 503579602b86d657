import {
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { CREDENTIAL_LABELS, type CredentialState, istDateTime } from '#shared/domain/staff-credentials';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { ApiError } from '#web/lib/api';
import { useSubmit } from '#web/lib/use-submit';
import { type StaffAction, useStaffAction } from '../api/staff-accounts';
import { displayName } from './values';

const useStyles = makeStyles({
  panel: { marginTop: tokens.spacingVerticalL },
  credential: { margin: 0 },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalM,
  },
});

export interface StaffAccountSummary {
  ID: number;
  NAME: string;
  EMAIL: string;
  ACTIVE: 0 | 1;
  CREDENTIAL?: CredentialState | undefined;
  CREDENTIAL_EXPIRES_AT?: string | null | undefined;
}

/** What the account's log-in is, in words: `Temporary password sent (expires 30 November 2026 at 2:05 pm IST)`. */
export function credentialText(
  account: Pick<StaffAccountSummary, 'CREDENTIAL' | 'CREDENTIAL_EXPIRES_AT'>,
): string {
  if (!account.CREDENTIAL) return 'Unknown';
  const label = CREDENTIAL_LABELS[account.CREDENTIAL];
  if (account.CREDENTIAL === 'TEMPORARY' && account.CREDENTIAL_EXPIRES_AT)
    return `${label} (expires ${istDateTime(account.CREDENTIAL_EXPIRES_AT)})`;
  if (account.CREDENTIAL === 'EXPIRED' && account.CREDENTIAL_EXPIRES_AT)
    return `${label} (${istDateTime(account.CREDENTIAL_EXPIRES_AT)})`;
  return label;
}

interface ActionText {
  label: string;
  title: (name: string) => string;
  explanation: (name: string, email: string) => string;
  confirm: string;
  done: (name: string) => string;
}

const ACTIONS: Record<StaffAction, ActionText> = {
  reset: {
    label: 'Send new password',
    title: (name) => `Send ${name} a new temporary password?`,
    explanation: (name, email) =>
      `A new temporary password goes to ${email}, good for 72 hours. Whatever password ${name} has now stops working at once, and every session ends.`,
    confirm: 'Send',
    done: (name) => `New temporary password sent to ${name}`,
  },
  revoke: {
    label: 'Revoke password',
    title: (name) => `Revoke ${name}'s password?`,
    explanation: (name) =>
      `${name}'s password stops working at once and every session ends. ${name} cannot log in until you send a new temporary password.`,
    confirm: 'Revoke',
    done: (name) => `${name}'s password revoked`,
  },
  endSessions: {
    label: 'End sessions',
    title: (name) => `End every session of ${name}?`,
    explanation: (name) =>
      `${name} is signed out everywhere at once and must log in again. The password stays as it is.`,
    confirm: 'End sessions',
    done: (name) => `${name}'s sessions ended`,
  },
  unlock: {
    label: 'Unlock log-in',
    title: (name) => `Unlock ${name}'s log-in?`,
    explanation: (name) =>
      `After too many wrong passwords, log-ins wait or are locked for a while. Unlocking lets ${name} log in with the right password at once, from anywhere. The password stays as it is.`,
    confirm: 'Unlock',
    done: (name) => `${name}'s log-in unlocked`,
  },
  deactivate: {
    label: 'Deactivate',
    title: (name) => `Deactivate ${name}?`,
    explanation: (name) =>
      `${name} can no longer log in, and every session ends at once. Another admin can activate the account again.`,
    confirm: 'Deactivate',
    done: (name) => `${name} deactivated`,
  },
  activate: {
    label: 'Activate',
    title: (name) => `Activate ${name}?`,
    explanation: (name) => `${name} can log in again with their password.`,
    confirm: 'Activate',
    done: (name) => `${name} activated`,
  },
};

/** The actions offered for an account, by its kind, status and credential. */
export function actionsFor(account: StaffAccountSummary, kind: 'employee' | 'admin'): StaffAction[] {
  const active = account.ACTIVE === 1;
  const actions: StaffAction[] = [];
  if (active) actions.push('reset');
  if (account.CREDENTIAL !== 'REVOKED') actions.push('revoke');
  actions.push('endSessions');
  // An employee's page has its own Unlock log-in button (UnlockLoginButton); an admin's row has it here.
  if (kind === 'admin') actions.push('unlock', active ? 'deactivate' : 'activate');
  return actions;
}

interface StaffAccountActionsProps {
  account: StaffAccountSummary;
  kind: 'employee' | 'admin';
  /** Buttons on a details page; a compact menu in a table row. */
  layout?: 'buttons' | 'menu';
}

/**
 * The admin's actions on another staff account: send a new temporary password (a resend, or a reset
 * of a forgotten one), revoke the password, end every session, and for an admin deactivate or activate. Each is
 * confirmed in a dialog first; the result is a toast (the server's reason when refused).
 */
export function StaffAccountActions({ account, kind, layout = 'buttons' }: StaffAccountActionsProps) {
  const styles = useStyles();
  const toast = useToast();
  const run = useStaffAction();
  const [pending, setPending] = useState<StaffAction | null>(null);
  // The answer, a success or a refusal, is a toast, shown as the dialog closes.
  const { busy, submit } = useSubmit<never>({
    problemOf: (error) => {
      setPending(null);
      toast(error instanceof ApiError && error.message ? error.message : 'Error occured', 'error');
      return undefined;
    },
  });
  const name = displayName(account);
  const actions = actionsFor(account, kind);

  const confirm = (action: StaffAction) =>
    submit(undefined, async () => {
      await run(action, account.ID);
      setPending(null);
      toast(ACTIONS[action].done(name), 'success');
    });

  const text = pending ? ACTIONS[pending] : undefined;
  return (
    <>
      {layout === 'buttons' ? (
        <div className={styles.panel}>
          <p className={styles.credential}>Log-in: {credentialText(account)}</p>
          <div className={styles.buttons}>
            {actions.map((action) => (
              <Button key={action} disabled={busy} onClick={() => setPending(action)}>
                {ACTIONS[action].label}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton appearance="subtle" disabled={busy} aria-label={`Actions for ${name}`}>
              Actions
            </MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {actions.map((action) => (
                <MenuItem key={action} onClick={() => setPending(action)}>
                  {ACTIONS[action].label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={text?.title(name)}
        confirmLabel={text?.confirm}
        busy={busy}
        onConfirm={() => pending && void confirm(pending)}
        onCancel={() => setPending(null)}
      >
        {text?.explanation(name, account.EMAIL)}
      </ConfirmDialog>
    </>
  );
}
