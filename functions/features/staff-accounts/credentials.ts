/**
 * What an admin does to another back-office account's log-in, from the employee's page or the
 * Admins page:
 * - `resetStaffPassword`: a new temporary password, e-mailed, good for 72 hours; the old password (temporary or
 *   chosen) stops working and every session ends. The same for a resend and for a forgotten password.
 * - `revokeStaffPassword`: the password stops working and every session ends; nothing opens the account until
 *   a new temporary password is sent.
 * - `endStaffSessions`: every session ends (token version + 1); the password stays.
 * Never on the admin's own account (they have Change password and Logout), never on a deactivated one for a
 * new password (activate it first). Changing a password runs in one transaction with a check that the admin
 * is still an active admin on their own password (staff.ts), which keeps one admin able to log in.
 *
 * The new password's e-mail is ./reset-password.ts, apart, so that only its function needs SES.
 */
import { UNMATCHABLE_HASH } from '#features/sign-in/passwords';
import * as staff from '#lib/db/staff';
import { BadRequest, NotFound } from '#lib/errors';
import { logger } from '#lib/logger';

export const credentialMessages = {
  notFound: (id: number) => `There is no staff account with id ${id}.`,
  yourself: 'This is your own account: use Change password or Logout for it, or ask another admin.',
  inactive: 'This account is deactivated. Activate it before sending a new password.',
  emailFailed:
    'The e-mail with the new password could not be sent. The old password no longer works: please send a new one again in a minute.',
} as const;

/** The staff account `id` that `admin` may act on: 404 when there is none, 400 for the admin's own. */
export async function otherAccount(admin: staff.StaffAccount, id: number): Promise<staff.StaffAccount> {
  if (id === admin.ID) throw BadRequest.field('id', credentialMessages.yourself);
  const account = await staff.get(id);
  if (!account) throw new NotFound(credentialMessages.notFound(id));
  return account;
}

export async function revokeStaffPassword(admin: staff.StaffAccount, id: number): Promise<void> {
  const account = await otherAccount(admin, id);
  await staff.revokePassword(account.ID, UNMATCHABLE_HASH, admin.ID);
  logger.info('Staff password revoked', { staffId: account.ID, by: admin.ID });
}

export async function endStaffSessions(admin: staff.StaffAccount, id: number): Promise<void> {
  const account = await otherAccount(admin, id);
  await staff.endSessions(account.ID);
  logger.info('Staff sessions ended', { staffId: account.ID, by: admin.ID });
}
