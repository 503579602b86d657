import { credentialFields } from '#features/staff-accounts/admins';
import * as staff from '#lib/db/staff';
import { endpoint } from '#lib/http/endpoint';
import { getEmployeeDataById } from '#shared/api/admin';

/**
 * A one-row list, as the spec's screen reads `data[0]`; empty for an unknown id and for an admin's. The row also
 * says the employee's credential, for the actions on the page.
 */
export const handler = endpoint(getEmployeeDataById, async ({ id }) => {
  const employee = await staff.findEmployee(id);
  return { data: employee ? [{ ...employee, ...credentialFields(employee) }] : [] };
});
