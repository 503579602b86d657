/** Reporting a job to the Earnlearn team (`reportJob`): one report per worker and job. */
import type { JobReportInput } from '#shared/domain/job-reports';
import { callApi } from '#web/lib/api';

export async function reportJob(report: JobReportInput): Promise<void> {
  await callApi('reportJob', report);
}
