import * as staff from '#lib/db/staff';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { updateEmployeeStatus } from '#shared/api/admin';

/** The session check reads the account on every call, so a deactivation bites on the employee's next call. */
export const handler = endpoint(updateEmployeeStatus, async ({ id, status }) => {
  if (!(await staff.setEmployeeActive(id, status))) throw new NotFound(`There is no employee with id ${id}.`);
  return { success: true };
});
