/**
 * `resetStaffPassword` (./credentials.ts has the rules): a new temporary password, written before it is e-mailed.
 * If SES then fails, the old password is gone and the new one unknown, and the answer (503) says to send again;
 * nothing usable is left anywhere. Only this module of staff-accounts sends e-mail (its function alone gets SES).
 */
import { newTemporaryPassword } from '#features/staff-login/credential';
import { issueTemporaryPassword, type StaffAccount } from '#lib/db/staff';
import { Conflict, ServiceUnavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { sendEmployeeCredentials } from '#lib/messaging/email';
import { credentialMessages, otherAccount } from './credentials';

/** E-mails the account a new temporary password, which replaces whatever it had. */
export async function resetStaffPassword(admin: StaffAccount, id: number): Promise<void> {
  const account = await otherAccount(admin, id);
  if (account.ACTIVE !== 1) throw new Conflict(credentialMessages.inactive);
  const { password, passwordHash, expiresAt } = await newTemporaryPassword();
  await issueTemporaryPassword(account.ID, passwordHash, expiresAt, admin.ID);
  let messageId: string | undefined;
  try {
    messageId = await sendEmployeeCredentials({
      to: account.EMAIL,
      type: account.TYPE,
      temporaryPassword: password,
      expiresAt,
      reason: 'reset',
    });
  } catch (error: unknown) {
    // The error's name only: the request it failed on holds the password.
    logger.error('The new temporary password could not be e-mailed', {
      staffId: account.ID,
      errorName: error instanceof Error ? error.name : typeof error,
    });
    throw new ServiceUnavailable(credentialMessages.emailFailed);
  }
  logger.info('New temporary password e-mailed', { staffId: account.ID, by: admin.ID, messageId });
}
