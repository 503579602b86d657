/** Names, changes or removes (null) the worker's nominee (DPDP s.14): a name and a mobile or e-mail. */
import { setNominee as save } from '#features/grievances/nominee';
import * as nominees from '#lib/db/nominees';
import { endpoint } from '#lib/http/endpoint';
import { setNominee } from '#shared/api/rights';

export const handler = endpoint(setNominee, async ({ nominee }, { account }) => {
  if (nominee === null) {
    await nominees.remove(account.ID);
    return {};
  }
  return { nominee: await save(account.ID, nominee) };
});
