/**
 * The app's first code makes the pending secret the caller's; every other session ends, and the answer
 * carries the recovery codes, this once.
 */
import { confirmEnrolment } from '#features/staff-login/second-factor-enrolment';
import { endpoint } from '#lib/http/endpoint';
import { confirmStaffEnrolment } from '#shared/api/admin';

export const handler = endpoint(confirmStaffEnrolment, async ({ code }, { account, session }) => {
  return { success: true, ...(await confirmEnrolment(account, session, code)) };
});
