/** The admin closes a grievance (issue 21): it leaves the open lists; the worker keeps seeing it. */
import { close } from '#features/grievances/tickets';
import { endpoint } from '#lib/http/endpoint';
import { closeGrievance } from '#shared/api/admin';

export const handler = endpoint(closeGrievance, async ({ id }) => ({ data: await close(id) }));
