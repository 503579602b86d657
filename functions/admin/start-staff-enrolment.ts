/** A new authenticator secret for the caller, as a QR code and as text; pending until confirmed. */
import { startEnrolment } from '#features/staff-login/second-factor-enrolment';
import { endpoint } from '#lib/http/endpoint';
import { startStaffEnrolment } from '#shared/api/admin';

export const handler = endpoint(startStaffEnrolment, async (_input, { account, session }) => {
  return startEnrolment(account, session);
});
