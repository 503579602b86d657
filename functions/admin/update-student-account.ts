/**
 * Activates (1) or deactivates (0) a student's account; an unknown id is a 404. The session check reads the
 * account on every call, so a deactivated student's next call is refused (403).
 */
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { updateStudentAccount } from '#shared/api/admin';

export const handler = endpoint(updateStudentAccount, async ({ id, status }) => {
  await users.setActive(id, status);
  return { success: true };
});
