import { getAppliedJobs } from '../../shared/api/jobs';
import * as applications from '../lib/db/applications';
import { endpoint } from '../lib/http/endpoint';

export const handler = endpoint(getAppliedJobs, async ({ limit, cursor }, { caller }) => {
  const page = await applications.listForWorker(caller.accountId, { limit, cursor });
  return { data: page.items, cursor: page.cursor };
});
