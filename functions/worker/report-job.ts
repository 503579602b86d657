/** A worker reports a job: once per job, a few a day; enough distinct reporters pause it (lib/db/job-reports.ts). */
import { clock } from '#lib/clock';
import * as jobReports from '#lib/db/job-reports';
import { endpoint } from '#lib/http/endpoint';
import { reportJob } from '#shared/api/job-reports';

export const handler = endpoint(reportJob, async (input, { account: worker }) => {
  // Whether the report paused the job is the admin's to see, not the reporter's.
  await jobReports.report(worker.ID, input, new Date(clock.now()));
  return { success: true };
});
