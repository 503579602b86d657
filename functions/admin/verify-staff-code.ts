/**
 * The second step of a staff log-in: the authenticator app's code turns the pending session into a full one.
 * Rules: functions/features/staff-login/second-factor.ts and totp.ts.
 */
import { verifyCode } from '#features/staff-login/second-factor-codes';
import { endpoint } from '#lib/http/endpoint';
import { verifyStaffCode } from '#shared/api/admin';

export const handler = endpoint(verifyStaffCode, async ({ code }, { account }) => {
  return { success: true, token: await verifyCode(account, code) };
});
