/** The worker's nominee (issue 21, DPDP s.14), for the Privacy section. */
import { getNominee as read } from '#features/grievances/nominee';
import { endpoint } from '#lib/http/endpoint';
import { getNominee } from '#shared/api/rights';

export const handler = endpoint(getNominee, async (_input, { account }) => {
  const nominee = await read(account.ID);
  return nominee ? { nominee } : {};
});
