import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getJobById } from '#shared/api/jobs/get-job-by-id';

/**
 * An unknown id, and a job not published (a draft, in review, rejected), answer an empty `data`, which the job
 * page turns into its 404 screen.
 */
export const handler = endpoint(getJobById, async ({ id }) => {
  const job = await jobs.getPublished(id);
  return { data: job ? jobs.asReadOn(job, new Date(clock.now())) : {} };
});
