import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import { endpoint } from '#lib/http/endpoint';
import { getAllJobs } from '#shared/api/jobs/get-all-jobs';
import { takesApplications } from '#shared/domain/job-details';

export const handler = endpoint(getAllJobs, async ({ limit, cursor }) => {
  const page = await jobs.listOpen({ limit, cursor });
  const now = new Date(clock.now());
  // A job past its apply-by day has closed itself (jobs.asReadOn): it leaves the page, the cursor stays.
  return { data: page.items.filter((job) => takesApplications(job.APPLY_BY, now)), cursor: page.cursor };
});
