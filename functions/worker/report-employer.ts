/** A worker reports an employer from its page: once per employer, within the day's reports (lib/db/job-reports.ts). */
import { clock } from '#lib/clock';
import * as jobReports from '#lib/db/job-reports';
import { endpoint } from '#lib/http/endpoint';
import { reportEmployer } from '#shared/api/public-employer';

export const handler = endpoint(reportEmployer, async (input, { account: worker }) => {
  await jobReports.reportEmployer(worker.ID, input, new Date(clock.now()));
  return { success: true };
});
