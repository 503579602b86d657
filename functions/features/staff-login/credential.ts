/**
 * The state of a back-office account's credential (shared/domain/staff-credentials.ts), and the rule that a
 * temporary password opens the account for 72 hours only: a right but expired temporary password is
 * refused at log-in (403 with the code `temporaryPasswordExpired`), and so is changing it.
 *
 * Temporary passwords issued before expiry was recorded count from the account's creation (the time in its list
 * key), so none stays usable for ever and no migration is needed.
 */
import { hashPassword } from '#features/sign-in/passwords';
import type * as staff from '#lib/db/staff';
import { Forbidden } from '#lib/errors';
import {
  type CredentialState,
  TEMPORARY_PASSWORD_EXPIRED,
  TEMPORARY_PASSWORD_EXPIRED_CODE,
  TEMPORARY_PASSWORD_LIFETIME_MS,
} from '#shared/domain/staff-credentials';
import { temporaryPassword } from './temporary-password';

/** When the account was created: its list key starts with the time (`<createdAt>#<id>`), else its joining date. */
function createdAt(account: staff.StaffAccount): string {
  const listKey = (account as { gsi1sk?: unknown }).gsi1sk;
  return typeof listKey === 'string'
    ? listKey.slice(0, listKey.indexOf('#'))
    : `${account.JOININT_DATE}T00:00:00Z`;
}

/** When the account's temporary password stops working (ISO time), or undefined when it has none. */
export function temporaryPasswordExpiry(account: staff.StaffAccount): string | undefined {
  if (!account.mustChangePassword || account.passwordRevokedAt) return undefined;
  return (
    account.temporaryPasswordExpiresAt ??
    new Date(Date.parse(createdAt(account)) + TEMPORARY_PASSWORD_LIFETIME_MS).toISOString()
  );
}

export function credentialOf(
  account: staff.StaffAccount,
  now = Date.now(),
): { state: CredentialState; expiresAt: string | null } {
  if (account.passwordRevokedAt) return { state: 'REVOKED', expiresAt: null };
  const expiresAt = temporaryPasswordExpiry(account);
  if (expiresAt === undefined) return { state: 'PASSWORD', expiresAt: null };
  return { state: Date.parse(expiresAt) > now ? 'TEMPORARY' : 'EXPIRED', expiresAt };
}

/** Refuses (403) an account whose temporary password has expired; called once its password was found right. */
export function assertTemporaryPasswordUsable(account: staff.StaffAccount, now = Date.now()): void {
  if (credentialOf(account, now).state === 'EXPIRED')
    throw new Forbidden(TEMPORARY_PASSWORD_EXPIRED, TEMPORARY_PASSWORD_EXPIRED_CODE);
}

/** A fresh temporary password, its hash, and when it will expire. */
export async function newTemporaryPassword(now = Date.now()) {
  const password = temporaryPassword();
  return {
    password,
    passwordHash: await hashPassword(password),
    expiresAt: new Date(now + TEMPORARY_PASSWORD_LIFETIME_MS).toISOString(),
  };
}
