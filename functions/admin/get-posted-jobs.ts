/**
 * Every job, open or closed (and drafts and jobs in review), newest first, with its state and applicants per status (0 for a status never reached). A job
 * past its apply-by day reads as closed here too, as the workers see it; its page still edits it (a later
 * apply-by opens it again).
 */
import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getPostedJobs } from '#shared/api/admin';
import { stateOf } from '#shared/domain/job-lifecycle';

export const handler = endpoint(getPostedJobs, async ({ limit, cursor }) => {
  const page = await jobs.listAll({ limit, cursor });
  const now = new Date(clock.now());
  return {
    data: page.items.map((job) => ({
      ...jobs.asReadOn(job, now),
      APPLICANTS: jobs.applicantsOf(job),
      STATE: stateOf(job, now),
    })),
    cursor: page.cursor,
  };
});
