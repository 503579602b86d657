import { revokeStaffPassword as revoke } from '#features/staff-accounts/credentials';
import { endpoint } from '#lib/http/endpoint';
import { revokeStaffPassword } from '#shared/api/admin';

/** The account's password stops working until a new one is sent; rules: features/staff-accounts/credentials.ts. */
export const handler = endpoint(revokeStaffPassword, async ({ id }, { account }) => {
  await revoke(account, id);
  return { success: true };
});
