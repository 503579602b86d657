/** "Raise a concern" (DPDP s.13): a ticket due in 90 days, on the admin's Grievances screen. */
import { raise } from '#features/grievances/tickets';
import { endpoint } from '#lib/http/endpoint';
import { raiseGrievance } from '#shared/api/rights';

export const handler = endpoint(raiseGrievance, async (input, { account }) => ({
  data: await raise(account.ID, input),
}));
