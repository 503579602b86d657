/** The admin's Grievances list: one view of the open tickets, latest due date first, one Query a page. */
import { now } from '#features/grievances/tickets';
import { adminRow } from '#features/grievances/views';
import * as grievances from '#lib/db/grievances';
import { endpoint } from '#lib/http/endpoint';
import { getGrievances } from '#shared/api/admin';

export const handler = endpoint(getGrievances, async ({ view, limit, cursor }) => {
  const at = now();
  const page = await grievances.listOpen(view ?? 'open', at, { limit, cursor });
  return {
    data: page.items.map((ticket) => adminRow(ticket, at)),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
});
