import * as savedJobs from '#lib/db/saved-jobs';
import { endpoint } from '#lib/http/endpoint';
import { getSavedJobs } from '#shared/api/saved-and-withdrawn';

/** The worker's saved jobs as they are now, closed ones included. */
export const handler = endpoint(getSavedJobs, async (_input, { account: worker }) => ({
  data: await savedJobs.listForWorker(worker.ID),
}));
