/** Whether the caller has an authenticator app set up, must have one, and the admin's setting. */
import { status } from '#features/staff-login/second-factor';
import { endpoint } from '#lib/http/endpoint';
import { getStaffSecondFactor } from '#shared/api/admin';

export const handler = endpoint(getStaffSecondFactor, async (_input, { account }) => status(account));
