/**
 * Any back-office user replaces their password; the only call a session on a temporary password may make
 * besides signing out (the session check refuses every other). Every other session of the account ends; the
 * answer's token carries this one on. Rules: functions/features/staff-login/login.ts.
 */
import { changePassword as replacePassword } from '#features/staff-login/login';
import { endpoint } from '#lib/http/endpoint';
import { changePassword } from '#shared/api/admin';

export const handler = endpoint(changePassword, async (input, { account, sourceIp, session }) => {
  return { success: true, ...(await replacePassword(account, input, sourceIp, session?.secondFactor)) };
});
