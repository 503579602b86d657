import * as applications from '#lib/db/applications';
import { endpoint } from '#lib/http/endpoint';
import { withdrawApplication } from '#shared/api/saved-and-withdrawn';

/**
 * The worker takes back an application while it is New: one conditional transaction with the job's
 * counts (db/applications.ts `withdraw`); 409 once HR or OPS reviewed it, 404 when there is none.
 */
export const handler = endpoint(withdrawApplication, async ({ id }, { account: worker }) => {
  await applications.withdraw(worker.ID, id);
  return { success: true };
});
