/** The way back without the phone: a single-use recovery code instead of the app's code. */
import { verifyRecoveryCode } from '#features/staff-login/second-factor-codes';
import { endpoint } from '#lib/http/endpoint';
import { verifyStaffRecoveryCode } from '#shared/api/admin';

export const handler = endpoint(verifyStaffRecoveryCode, async ({ code }, { account }) => {
  return { success: true, ...(await verifyRecoveryCode(account, code)) };
});
