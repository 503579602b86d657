import * as savedJobs from '#lib/db/saved-jobs';
import { endpoint } from '#lib/http/endpoint';
import { unsaveJob } from '#shared/api/saved-and-withdrawn';

/** Takes a job out of the worker's saved jobs; a job not saved is left as it is. */
export const handler = endpoint(unsaveJob, async ({ id }, { account: worker }) => {
  await savedJobs.unsave(worker.ID, id);
  return { success: true };
});
