/** Names or changes the worker's nominee (issue 21, DPDP s.14): a name and a mobile number or e-mail. */
import { setNominee as save } from '#features/grievances/nominee';
import { endpoint } from '#lib/http/endpoint';
import { setNominee } from '#shared/api/rights';

export const handler = endpoint(setNominee, async (input, { account }) => ({
  nominee: await save(account.ID, input),
}));
