import { endStaffSessions as endSessions } from '#features/staff-accounts/credentials';
import { endpoint } from '#lib/http/endpoint';
import { endStaffSessions } from '#shared/api/admin';

/** Every session of another staff account ends; rules: functions/features/staff-accounts/credentials.ts. */
export const handler = endpoint(endStaffSessions, async ({ id }, { account }) => {
  await endSessions(account, id);
  return { success: true };
});
