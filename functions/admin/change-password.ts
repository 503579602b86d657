/**
 * Any back-office user replaces their password; the only call a session on a temporary password may make
 * (the session check refuses every other). Rules: functions/features/staff-login/login.ts.
 */
import { changePassword as replacePassword } from '#features/staff-login/login';
import { endpoint } from '#lib/http/endpoint';
import { changePassword } from '#shared/api/admin';

export const handler = endpoint(changePassword, async (input, { account, sourceIp }) => {
  await replacePassword(account, input, sourceIp);
  return { success: true };
});
