/**
 * The account behind a session, loaded once per call by the session check and handed to the handler. It is
 * read fresh on every call (one consistent GetItem): a deactivation, a sign-out and a password change (both
 * raise the account's token version) bite on the caller's next request, and a handler never decides on an
 * older copy (docs/decisions.md has the measurements against a 30 s cache).
 */
import type { EndpointContract } from '#shared/api/contract';
import type { CallerKind } from '#shared/domain/codes';
import { ORGANISATION_SUSPENDED_CODE, ORGANISATION_SUSPENDED_MESSAGE } from '#shared/domain/employer-team';
import { HELD_CODES, HELD_MESSAGES, privacyStateOf } from '#shared/domain/privacy';
import { SECOND_FACTOR_PENDING_CODE, SECOND_FACTOR_PENDING_MESSAGE } from '#shared/domain/second-factor';
import { type Account, isActive, tokenVersionOf } from '../db/accounts';
import * as employers from '../db/employers';
import * as organisations from '../db/organisations';
import * as staff from '../db/staff';
import * as users from '../db/users';
import { Forbidden, Unauthorized } from '../errors';
import type { SessionClaims } from './session';

/**
 * An employer's person as the session check found them: the account, and the organisation it belongs to as it
 * is now (none yet, or left).
 */
export type EmployerCaller = employers.EmployerAccount & {
  organisation: organisations.Organisation | undefined;
};

/** The account a handler gets, by its contract's caller kind. */
export type CallerAccount<K extends CallerKind> = K extends 'worker'
  ? users.WorkerAccount
  : K extends 'admin' | 'staff' | 'backOffice'
    ? staff.StaffAccount
    : K extends 'employer'
      ? EmployerCaller
      : K extends 'hiring'
        ? staff.StaffAccount | EmployerCaller
        : undefined;

type AnyAccount = users.WorkerAccount | staff.StaffAccount | employers.EmployerAccount;

/** Refuses an account an admin has deactivated (403); sign-in endpoints check it too. */
export function assertActive(account: Account): void {
  if (!isActive(account)) throw new Forbidden('Your account has been deactivated. Please contact support.');
}

async function find(claims: SessionClaims): Promise<AnyAccount | undefined> {
  if (claims.role === 'worker') return users.get(claims.accountId);
  if (claims.role === 'employer') return employers.get(claims.accountId);
  const account = await staff.get(claims.accountId);
  // A staff token names a role: an account of another TYPE is not the one it was issued for.
  return account?.TYPE === claims.role ? account : undefined;
}

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * The caller's account: 401 when it no longer exists (or is not the token's any more) or when the token is of
 * an earlier token version (the session was signed out, the password changed or the account was deactivated
 * since), 403 while deactivated.
 */
export async function loadAccount(
  claims: SessionClaims,
): Promise<users.WorkerAccount | staff.StaffAccount | EmployerCaller> {
  const account = await find(claims);
  if (!account) throw new Unauthorized('Your account no longer exists. Please sign in again.');
  // Deactivated first: a deactivation also ends the sessions (accounts.ts, activeUpdate), and while it lasts
  // the owner is told why (403) rather than asked to sign in again; once reactivated, the old token is a 401.
  assertActive(account);
  if (claims.tokenVersion !== tokenVersionOf(account)) throw new Unauthorized(SESSION_ENDED);
  if (claims.role === 'employer') return withOrganisation(account as employers.EmployerAccount);
  return account as users.WorkerAccount | staff.StaffAccount;
}

/**
 * The employer's organisation, read fresh with the account on every call (the membership is on the account, so a
 * removed member has none from the next call on); a suspended organisation's people may call nothing (403).
 */
async function withOrganisation(account: employers.EmployerAccount): Promise<EmployerCaller> {
  const organisation = account.ORG_ID ? await organisations.get(account.ORG_ID) : undefined;
  if (organisation?.status === 'suspended')
    throw new Forbidden(ORGANISATION_SUSPENDED_MESSAGE, ORGANISATION_SUSPENDED_CODE);
  return { ...account, organisation };
}

/**
 * A worker account that is held (no consent to the notice in force, or a minor's parent has not consented)
 * may call only the endpoints whose contract says `whileHeld` (the consent flow's, signing out): every other
 * one is a 403 whose `code` tells the app which step to show.
 */
export function assertNotHeld(
  account: users.WorkerAccount,
  contract: Pick<EndpointContract, 'whileHeld'>,
): void {
  if (contract.whileHeld) return;
  const state = privacyStateOf(account);
  if (state !== 'given') throw new Forbidden(HELD_MESSAGES[state], HELD_CODES[state]);
}

export const CHOOSE_PASSWORD_FIRST = 'Please choose a new password first.';

/**
 * What a session on a temporary password may call: the change itself, and signing out instead; and, when the
 * account has an authenticator, giving its code first (the second factor comes before the password change).
 */
const BEFORE_PASSWORD_CHOSEN: ReadonlySet<string> = new Set([
  'changePassword',
  'staffSignOut',
  'verifyStaffCode',
  'verifyStaffRecoveryCode',
]);

/**
 * A back-office account still on a temporary password (a new employee's, a new admin's) may do one thing with
 * its session: replace the password (or sign out). Every other endpoint refuses it with 403.
 */
export function assertPasswordChosen(
  account: users.WorkerAccount | staff.StaffAccount | EmployerCaller,
  contract: Pick<EndpointContract, 'name'>,
): void {
  if (
    'mustChangePassword' in account &&
    account.mustChangePassword &&
    !BEFORE_PASSWORD_CHOSEN.has(contract.name)
  )
    throw new Forbidden(CHOOSE_PASSWORD_FIRST);
}

/**
 * What a session waiting for its second factor may call (features/staff-login/second-factor.ts): give an
 * authenticator or recovery code, set up an authenticator when the account has none, or sign out.
 */
const WHILE_SECOND_FACTOR_PENDING: ReadonlySet<string> = new Set([
  'verifyStaffCode',
  'verifyStaffRecoveryCode',
  'startStaffEnrolment',
  'confirmStaffEnrolment',
  'staffSignOut',
]);

/** A session past the password but not yet past the second factor may call nothing else (403 with a code). */
export function assertSecondFactorGiven(
  claims: Pick<SessionClaims, 'secondFactor'>,
  contract: Pick<EndpointContract, 'name'>,
): void {
  if (claims.secondFactor === 'pending' && !WHILE_SECOND_FACTOR_PENDING.has(contract.name))
    throw new Forbidden(SECOND_FACTOR_PENDING_MESSAGE, SECOND_FACTOR_PENDING_CODE);
}
