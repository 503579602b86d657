import * as applications from '#lib/db/applications';
import { endpoint } from '#lib/http/endpoint';
import { getAppliedJobs } from '#shared/api/jobs/get-applied-jobs';

export const handler = endpoint(getAppliedJobs, async ({ limit, cursor }, { account }) => {
  const page = await applications.listForWorker(account.ID, { limit, cursor });
  return { data: page.items, cursor: page.cursor };
});
