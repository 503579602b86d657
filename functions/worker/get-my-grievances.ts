/** The worker's own concerns with every reply (issue 21, DPDP s.13): only the caller's partition is read. */
import { listOwn } from '#features/grievances/tickets';
import { endpoint } from '#lib/http/endpoint';
import { getMyGrievances } from '#shared/api/rights';

export const handler = endpoint(getMyGrievances, async (_input, { account }) => ({
  data: await listOwn(account.ID),
}));
