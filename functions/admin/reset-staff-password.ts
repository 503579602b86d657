import { resetStaffPassword as reset } from '#features/staff-accounts/reset-password';
import { endpoint } from '#lib/http/endpoint';
import { resetStaffPassword } from '#shared/api/admin';

/** A new temporary password by e-mail (resend or reset); rules: functions/features/staff-accounts/. */
export const handler = endpoint(resetStaffPassword, async ({ id }, { account }) => {
  await reset(account, id);
  return { success: true };
});
