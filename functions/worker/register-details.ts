/**
 * Registration step 1: the signed-in worker's personal details, validated by the same schemas as the form
 * (spec section 5 messages), the college only at a level with one (decision 565). Saving again overwrites them; it marks the account REGISTERED, which the
 * mobile-number step requires.
 */

import { assertDobConsented } from '#features/consent/give';
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { registerDetails } from '#shared/api/worker';
import { collegeToKeep } from '#shared/domain/rules';

export const handler = endpoint(registerDetails, async (details, { account }) => {
  assertDobConsented(account, details.dob);
  await users.saveRegistrationDetails(account.ID, {
    ...details,
    collegeName: collegeToKeep(details.education, details.collegeName),
  });
  return { success: true };
});
