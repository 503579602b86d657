import { getAllJobs } from '../../shared/api/jobs';
import * as jobs from '../lib/db/jobs';
import { endpoint } from '../lib/http/endpoint';

export const handler = endpoint(getAllJobs, async ({ limit, cursor }) => {
  const page = await jobs.listOpen({ limit, cursor });
  return { data: page.items, cursor: page.cursor };
});
