/**
 * A new code for the number being verified: it must be the number of the pending code (400 otherwise, for
 * example after the code was used), the resend limits apply (429 with Retry-After), and the new code
 * replaces the old one, which stops working at once. An expired or dead code may be replaced: that is what
 * resending is for.
 */

import { sendCode } from '#features/otp/send';
import { endpoint } from '#lib/http/endpoint';
import { resendOTP } from '#shared/api/worker';

export const handler = endpoint(resendOTP, async ({ number }, { account, sourceIp }) => {
  await sendCode(account, number, 'resend', { sourceIp });
  return { success: true };
});
