/**
 * The HR and OPS dashboard: every job, open or closed, newest first, a page at a time, each with its state
 * (an employer's draft, job in review or rejected job named as such) and its applicants per status; TOTAL is the jobs count the admin dashboard keeps (changed in the same transaction
 * as each posting, so it is exact without counting the list).
 */
import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import * as stats from '#lib/db/stats';
import { endpoint } from '#lib/http/endpoint';
import { getInternalDashboardData } from '#shared/api/internal';
import { stateOf } from '#shared/domain/job-lifecycle';

export const handler = endpoint(getInternalDashboardData, async ({ limit, cursor }) => {
  const [page, counts] = await Promise.all([jobs.listAll({ limit, cursor }), stats.getCounts()]);
  const now = new Date(clock.now());
  return {
    data: page.items.map((job) => ({
      ...job,
      STATE: stateOf(job, now),
      APPLICANTS: jobs.applicantsOf(job),
    })),
    cursor: page.cursor,
    TOTAL: counts.jobs,
  };
});
