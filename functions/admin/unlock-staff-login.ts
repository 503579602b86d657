/**
 * The admin lifts a staff account's log-in lock-outs and delay (functions/features/staff-login/lockout.ts):
 * every failed log-in count of its e-mail goes, so the right password works again from any address at once.
 * Address budgets are not an account's and stay. 404 for an unknown id.
 */
import * as attempts from '#lib/db/login-attempts';
import * as staff from '#lib/db/staff';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { unlockStaffLogin } from '#shared/api/admin';

export const handler = endpoint(unlockStaffLogin, async ({ id }) => {
  const account = await staff.get(id);
  if (!account) throw new NotFound(`There is no staff account with id ${id}.`);
  await attempts.clearCounts(account.EMAIL);
  return { success: true };
});
