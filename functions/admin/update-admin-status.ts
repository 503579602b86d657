import { setAdminStatus } from '#features/staff-accounts/admins';
import { endpoint } from '#lib/http/endpoint';
import { updateAdminStatus } from '#shared/api/admin';

/** Another admin's status; never the caller's own, and one admin always remains (features/staff-accounts/admins.ts). */
export const handler = endpoint(updateAdminStatus, async ({ id, status }, { account }) => {
  await setAdminStatus(account, id, status);
  return { success: true };
});
