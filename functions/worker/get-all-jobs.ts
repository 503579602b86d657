import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getAllJobs } from '#shared/api/jobs/get-all-jobs';

export const handler = endpoint(getAllJobs, async ({ limit, cursor }) => {
  const page = await jobs.listOpen({ limit, cursor });
  return { data: page.items, cursor: page.cursor };
});
