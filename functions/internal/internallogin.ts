/**
 * The HR and OPS e-mail and password log-in, answering the role in `type`: `{ success: false }` for wrong
 * credentials (an admin account included, which logs in on the admin page), 429 while locked out, 403 for a
 * deactivated account. Rules: functions/features/staff-login/login.ts.
 */
import { logIn, session } from '#features/staff-login/login';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { internallogin } from '#shared/api/internal';

export const handler = endpoint(
  internallogin,
  async ({ email, password }, { sourceIp }) => {
    const account = await logIn('internal', { email, password, sourceIp });
    return account ? { ...(await session(account)), type: account.TYPE } : { success: false };
  },
  perAddressLimit(internallogin.name),
);
