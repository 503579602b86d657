import { useState } from 'react';
import { ACTIVE, type Flag } from '#shared/domain/constants';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { ApiError } from '#web/lib/api';
import { useStatusSaving } from './StatusToggle';
import { displayName } from './values';

interface Account {
  ID: number;
  NAME: string;
  EMAIL: string;
}

/** Whose account: what deactivating it stops, in the confirmation. */
export type AccountKind = 'student' | 'employee';

const STOPS: Record<AccountKind, string> = {
  student: 'can no longer sign in, apply for jobs or use their profile',
  employee: 'can no longer log in to the internal area, and every session ends',
};

/**
 * Activating or deactivating an account (a student's, an employee's), confirmed first in a dialog naming the
 * person, then a toast saying what happened. A failed save changes nothing on screen (the toggle shows the
 * status as it was, the lists reload only on success) and says so in an error toast.
 */
export function useStatusChange(kind: AccountKind, update: (id: number, status: Flag) => Promise<unknown>) {
  const toast = useToast();
  const { saving, save } = useStatusSaving();
  const [pending, setPending] = useState<{ account: Account; status: Flag } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { account, status } = pending;
    const name = displayName(account);
    const done = status === ACTIVE ? 'activated' : 'deactivated';
    // The dialog closes at once: the 'Saving' overlay shows while the change is saved.
    setPending(null);
    const failure = await save(() => update(account.ID, status));
    if (failure === undefined) toast(`${name} ${done}`, 'success');
    else
      toast(
        `${name} was not ${done}.${failure instanceof ApiError && failure.message ? ` ${failure.message}` : ' Please try again.'}`,
        'error',
      );
  };

  const name = pending ? displayName(pending.account) : '';
  const activating = pending?.status === ACTIVE;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={`${activating ? 'Activate' : 'Deactivate'} ${name}?`}
      confirmLabel={activating ? 'Activate' : 'Deactivate'}
      busy={saving}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    >
      {activating
        ? `${name} can use their account again.`
        : `${name} ${STOPS[kind]}. You can activate the account again later.`}
    </ConfirmDialog>
  );

  return {
    /** Asks to set `account`'s status; nothing is sent until the dialog is confirmed. */
    request: (account: Account, status: Flag) => setPending({ account, status }),
    saving,
    dialog,
  };
}
