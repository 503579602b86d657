/** The admin's queue of reported jobs, oldest first report first: one Query a page, and each job's texts. */
import * as jobReports from '#lib/db/job-reports';
import { endpoint } from '#lib/http/endpoint';
import { getReportedJobs } from '#shared/api/admin';

export const handler = endpoint(getReportedJobs, async ({ limit, cursor }) => {
  const page = await jobReports.listReported({ limit, cursor });
  const data = await Promise.all(
    page.items.map(async (count) => ({
      id: count.ID,
      title: count.TITLE,
      companyName: count.COMPANY_NAME,
      firstReportedAt: count.FIRST_AT ?? '',
      reporters: count.REPORTERS,
      reasons: jobReports.reasonsOf(count),
      paused: count.PAUSED === true,
      texts: await jobReports.textsSince(count.ID, count.FIRST_AT ?? ''),
    })),
  );
  return { data, ...(page.cursor ? { cursor: page.cursor } : {}) };
});
