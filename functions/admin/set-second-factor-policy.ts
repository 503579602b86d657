/** The admin requires a second factor of every staff member, or of admins only. */
import { setPolicy } from '#features/staff-login/second-factor';
import { endpoint } from '#lib/http/endpoint';
import { setSecondFactorPolicy } from '#shared/api/admin';

export const handler = endpoint(setSecondFactorPolicy, async ({ requiredForAll }, { account }) => {
  await setPolicy(account, requiredForAll);
  return { success: true };
});
