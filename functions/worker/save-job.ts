import * as jobs from '#lib/db/jobs';
import * as savedJobs from '#lib/db/saved-jobs';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { saveJob } from '#shared/api/saved-and-withdrawn';

/** Saves an open job for later: 404 for an unknown or unpublished job, 409 for a closed one, 400 beyond the cap. */
export const handler = endpoint(saveJob, async ({ id }, { account: worker }) => {
  const job = await jobs.getPublished(id);
  if (!job) throw new NotFound(`There is no job with id ${id}.`);
  await savedJobs.save(worker, job);
  return { success: true };
});
