/**
 * The admin's e-mail and password log-in: `{ success: false }` for wrong credentials (an unknown e-mail, a
 * wrong password, or an HR / OPS account, which log in on the internal page), 429 while locked out, 403 for a
 * deactivated account. Rules: functions/features/staff-login/login.ts.
 */
import { logIn, session } from '#features/staff-login/login';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { adminLogin } from '#shared/api/admin';

export const handler = endpoint(
  adminLogin,
  async ({ email, password }, { sourceIp }) => {
    const account = await logIn('admin', { email, password, sourceIp });
    return account ? session(account) : { success: false };
  },
  perAddressLimit(adminLogin.name),
);
