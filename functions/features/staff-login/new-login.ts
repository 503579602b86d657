/**
 * A new back-office login with a temporary password (./temporary-password.ts): stored only as its scrypt
 * hash, with `mustChangePassword` set, so that its first session can do nothing but replace it. The caller
 * hands the password on once: `npm run admin:create` prints it.
 */
import { hashPassword } from '#features/sign-in/passwords';
import * as staff from '#lib/db/staff';
import { temporaryPassword } from './temporary-password';

/** Creates the login (Conflict 'User already exists' when the e-mail has one) and answers its password. */
export async function createWithTemporaryPassword(input: {
  email: string;
  role: staff.StaffRole;
  name: string;
}): Promise<{ account: staff.StaffAccount; password: string }> {
  const password = temporaryPassword();
  const account = await staff.create({
    ...input,
    passwordHash: await hashPassword(password),
    mustChangePassword: true,
  });
  return { account, password };
}
