import { findEmployees } from '#features/employees/list';
import { endpoint } from '#lib/http/endpoint';
import { getEmployeesData } from '#shared/api/admin';

export const handler = endpoint(getEmployeesData, async (query) => {
  const page = await findEmployees(query);
  return { data: page.items, cursor: page.cursor };
});
