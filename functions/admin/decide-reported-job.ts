/** The admin reviews a reported job: dismiss (a paused job is live again) or close it, with an audit record. */
import { clock } from '#lib/clock';
import * as jobReports from '#lib/db/job-reports';
import { endpoint } from '#lib/http/endpoint';
import { decideReportedJob } from '#shared/api/admin';

export const handler = endpoint(decideReportedJob, async ({ id, decision }, { account }) => {
  await jobReports.review(id, decision, account.ID, new Date(clock.now()));
  return { success: true };
});
