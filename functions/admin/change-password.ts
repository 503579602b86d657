/**
 * Any back-office user replaces their password; the only call a session on a temporary password may make
 * besides signing out (the session check refuses every other). Every other session of the account ends; the
 * answer's token carries this one on. Rules: functions/features/staff-login/login.ts. A common password, a
 * pattern or one with the e-mail's name is a 400 naming newPassword (./password-policy.ts): only this
 * function's bundle carries that list.
 */
import { changePassword as replacePassword } from '#features/staff-login/login';
import { weakPasswordReason } from '#features/staff-login/password-policy';
import { BadRequest } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { changePassword } from '#shared/api/admin';

export const handler = endpoint(changePassword, async (input, { account, sourceIp, session }) => {
  const weak = weakPasswordReason(input.newPassword, { email: account.EMAIL });
  if (weak) throw BadRequest.field('newPassword', weak);
  return { success: true, ...(await replacePassword(account, input, sourceIp, session?.secondFactor)) };
});
