/**
 * Registration step 3: checks the code (functions/features/otp/verify.ts). Decision on the answers:
 * - right code -> `{ success: true }`, the code is used up and the number is VERIFIED for this account;
 * - wrong code while the code is alive -> `{ success: false, triesLeft }` (200; the dialog shows 'OTP
 *   Validation Failed' and, how many tries remain). Every guess spends a try before it is
 *   compared, so after 5 the code is dead, however many guesses arrive at once;
 * - no code pending, code already used, dead after 5 wrong tries, or older than 10 minutes -> 400 with a
 *   message naming the reason and asking for a new code, since no code typed in could succeed any more;
 * - the number was verified by another account meanwhile -> 409.
 */

import { checkCodeTelling } from '#features/otp/verify';
import { endpoint } from '#lib/http/endpoint';
import { validateOTP } from '#shared/api/worker';

export const handler = endpoint(validateOTP, async ({ otp }, { account }) => {
  const check = await checkCodeTelling(account.ID, otp);
  return check.success ? { success: true } : { success: false, triesLeft: check.triesLeft };
});
