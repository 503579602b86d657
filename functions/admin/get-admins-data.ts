import { listAdmins } from '#features/staff-accounts/admins';
import { endpoint } from '#lib/http/endpoint';
import { getAdminsData } from '#shared/api/admin';

/** The Admins page's list; rules: functions/features/staff-accounts/admins.ts. */
export const handler = endpoint(getAdminsData, async (query, { account }) => listAdmins(account, query));
