/**
 * A new back-office login with a temporary password (./temporary-password.ts): stored only as its scrypt
 * hash, with `mustChangePassword` set, so that its first session can do nothing but replace it, and good for
 * 72 hours (./credential.ts). The caller hands the password on once: `npm run admin:create` prints it.
 */
import * as staff from '#lib/db/staff';
import { newTemporaryPassword } from './credential';

/** Creates the login (Conflict 'User already exists' when the e-mail has one) and answers its password. */
export async function createWithTemporaryPassword(input: {
  email: string;
  role: staff.StaffRole;
  name: string;
}): Promise<{ account: staff.StaffAccount; password: string; expiresAt: string }> {
  const { password, passwordHash, expiresAt } = await newTemporaryPassword();
  const account = await staff.create({
    ...input,
    passwordHash,
    mustChangePassword: true,
    temporaryPasswordExpiresAt: expiresAt,
  });
  return { account, password, expiresAt };
}

/**
 * A new temporary password for the existing admin login of `email` (`admin:create --reset`, when no admin can
 * log in to send one): the old password stops working and every session ends. Undefined when the e-mail has no
 * admin login.
 */
export async function resetAdminWithTemporaryPassword(
  email: string,
): Promise<{ account: staff.StaffAccount; password: string; expiresAt: string } | undefined> {
  const account = await staff.findByEmail(email);
  if (account?.TYPE !== 'admin') return undefined;
  const { password, passwordHash, expiresAt } = await newTemporaryPassword();
  await staff.issueTemporaryPassword(account.ID, passwordHash, expiresAt, undefined);
  if (account.ACTIVE !== 1) await staff.setActive(account.ID, 1);
  return { account, password, expiresAt };
}
