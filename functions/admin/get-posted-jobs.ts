/** Every job, open or closed, newest first, with its applicants per status (0 for a status never reached). */
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getPostedJobs } from '#shared/api/admin';

export const handler = endpoint(getPostedJobs, async ({ limit, cursor }) => {
  const page = await jobs.listAll({ limit, cursor });
  return {
    data: page.items.map((job) => ({ ...job, APPLICANTS: jobs.applicantsOf(job) })),
    cursor: page.cursor,
  };
});
