/**
 * Registration step 2: sends a one-time code by SMS to the number (functions/features/otp/send.ts has the checks
 * and their order). Decisions:
 * - Personal details come first, as in the spec's flow: a worker who has not saved them gets a 403 saying so.
 * - A number verified by another account is refused with a 409 before anything is sent, but only after the
 *   send limits, and the refusal counts as a send: a look-up of whether a number has an account costs an SMS.
 * - A number this account has already verified gets a code like any other: the dialog always goes on to the
 *   code step after a success, so a success without an SMS would leave the user waiting for nothing, and a
 *   second verification of one's own number is harmless.
 * - Asking again for a new number replaces the pending code; the per-number limits apply to each number.
 */

import { sendCode } from '#features/otp/send';
import { endpoint } from '#lib/http/endpoint';
import { registerMobileNumber } from '#shared/api/worker';

export const handler = endpoint(registerMobileNumber, async ({ number }, { account, sourceIp }) => {
  await sendCode(account, number, 'first', { sourceIp });
  return { success: true };
});
