import { addEmployee as add } from '#features/employees/add';
import { endpoint } from '#lib/http/endpoint';
import { addEmployee } from '#shared/api/admin';

export const handler = endpoint(addEmployee, async ({ email, type, name }) => ({
  success: await add(email, type, name),
}));
