import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getJobById } from '#shared/api/jobs/get-job-by-id';

/** An unknown id answers an empty `data`, which the job page turns into its 404 screen. */
export const handler = endpoint(getJobById, async ({ id }) => ({ data: (await jobs.get(id)) ?? {} }));
