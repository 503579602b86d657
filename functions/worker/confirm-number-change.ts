/**
 * Change of the verified mobile number, step 2: the code sent to the new number. Answers as
 * validateOTP does (a wrong code is `success: false`, a code that can no longer work a 400 saying why, a
 * number taken meanwhile a 409), and a wrong code also gets `triesLeft`. Success swaps the numbers at once.
 */
import { confirmChange } from '#features/otp/change-number';
import { endpoint } from '#lib/http/endpoint';
import { confirmNumberChange } from '#shared/api/worker';

export const handler = endpoint(confirmNumberChange, async ({ otp }, { account }) => {
  const check = await confirmChange(account, otp);
  return check.success
    ? { success: true, number: check.number }
    : { success: false, triesLeft: check.triesLeft };
});
