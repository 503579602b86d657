/** Removes the worker's nominee (issue 21, DPDP s.14); with none named there is nothing to do. */
import * as nominees from '#lib/db/nominees';
import { endpoint } from '#lib/http/endpoint';
import { removeNominee } from '#shared/api/rights';

export const handler = endpoint(removeNominee, async (_input, { account }) => {
  await nominees.remove(account.ID);
  return { success: true };
});
