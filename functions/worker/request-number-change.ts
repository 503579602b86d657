/**
 * Change of the verified mobile number, step 1: a one-time code to the new number
 * (functions/features/otp/change-number.ts has the rules). The old number stays the account's until step 2.
 */
import { requestChange } from '#features/otp/request-change';
import { endpoint } from '#lib/http/endpoint';
import { requestNumberChange } from '#shared/api/worker';

export const handler = endpoint(requestNumberChange, async ({ number }, { account, sourceIp }) => {
  await requestChange(account, number, { sourceIp });
  return { success: true };
});
