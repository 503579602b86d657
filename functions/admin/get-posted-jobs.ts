/**
 * Every job, open or closed, newest first, with its applicants per status (0 for a status never reached). A job
 * past its apply-by day reads as closed here too, as the workers see it; its page still edits it (a later
 * apply-by opens it again).
 */
import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getPostedJobs } from '#shared/api/admin';

export const handler = endpoint(getPostedJobs, async ({ limit, cursor }) => {
  const page = await jobs.listAll({ limit, cursor });
  const now = new Date(clock.now());
  return {
    data: page.items.map((job) => ({ ...jobs.asReadOn(job, now), APPLICANTS: jobs.applicantsOf(job) })),
    cursor: page.cursor,
  };
});
