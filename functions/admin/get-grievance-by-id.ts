/** One grievance for the admin: the worker's text and language and every reply; 404 when unknown. */
import { getForAdmin } from '#features/grievances/tickets';
import { endpoint } from '#lib/http/endpoint';
import { getGrievanceById } from '#shared/api/admin';

export const handler = endpoint(getGrievanceById, async ({ id }) => ({ data: await getForAdmin(id) }));
