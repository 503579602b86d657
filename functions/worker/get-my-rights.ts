/** The worker's nominee and concerns with every reply (DPDP s.13, s.14): only the caller's partition. */
import { getNominee } from '#features/grievances/nominee';
import { listOwn } from '#features/grievances/tickets';
import { endpoint } from '#lib/http/endpoint';
import { getMyRights } from '#shared/api/rights';

export const handler = endpoint(getMyRights, async (_input, { account }) => {
  const [nominee, grievances] = await Promise.all([getNominee(account.ID), listOwn(account.ID)]);
  return { ...(nominee ? { nominee } : {}), grievances };
});
