/**
 * Logout of the admin and internal areas, on the server: every session of the staff member's account ends
 * (its token version goes up), so the token cannot be used after Logout, from this tab or any copy of it.
 */
import * as staff from '#lib/db/staff';
import { endpoint } from '#lib/http/endpoint';
import { staffSignOut } from '#shared/api/admin';

export const handler = endpoint(staffSignOut, async (_input, { account }) => {
  await staff.endSessions(account.ID);
  return { success: true };
});
