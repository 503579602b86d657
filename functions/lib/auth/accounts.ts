/**
 * The account behind a session, loaded once per call by the session check and handed to the handler. It is
 * read fresh on every call (one consistent GetItem): a deactivation bites on the caller's next request, and a
 * handler never decides on an older copy (docs/decisions.md has the measurements against a 30 s cache).
 */
import type { EndpointContract } from '#shared/api/contract';
import type { CallerKind } from '#shared/domain/codes';
import { type Account, isActive } from '../db/accounts';
import * as staff from '../db/staff';
import * as users from '../db/users';
import { Forbidden, Unauthorized } from '../errors';
import type { SessionClaims } from './session';

/** The account a handler gets, by its contract's caller kind. */
export type CallerAccount<K extends CallerKind> = K extends 'worker'
  ? users.WorkerAccount
  : K extends 'admin' | 'staff' | 'backOffice'
    ? staff.StaffAccount
    : undefined;

/** Refuses an account an admin has deactivated (403); sign-in endpoints check it too. */
export function assertActive(account: Account): void {
  if (!isActive(account)) throw new Forbidden('Your account has been deactivated. Please contact support.');
}

async function find(claims: SessionClaims): Promise<users.WorkerAccount | staff.StaffAccount | undefined> {
  if (claims.role === 'worker') return users.get(claims.accountId);
  const account = await staff.get(claims.accountId);
  // A staff token names a role: an account of another TYPE is not the one it was issued for.
  return account?.TYPE === claims.role ? account : undefined;
}

/** The caller's account: 401 when it no longer exists (or is not the token's any more), 403 when deactivated. */
export async function loadAccount(claims: SessionClaims): Promise<users.WorkerAccount | staff.StaffAccount> {
  const account = await find(claims);
  if (!account) throw new Unauthorized('Your account no longer exists. Please sign in again.');
  assertActive(account);
  return account;
}

export const CHOOSE_PASSWORD_FIRST = 'Please choose a new password first.';

/**
 * A back-office account still on a temporary password (a new employee's, a new admin's) may do one thing with
 * its session: replace the password. Every other endpoint refuses it with 403.
 */
export function assertPasswordChosen(
  account: users.WorkerAccount | staff.StaffAccount,
  contract: Pick<EndpointContract, 'name'>,
): void {
  if ('mustChangePassword' in account && account.mustChangePassword && contract.name !== 'changePassword')
    throw new Forbidden(CHOOSE_PASSWORD_FIRST);
}
