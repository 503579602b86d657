/** Reporting an employer to the Earnlearn team (`reportEmployer`): one report per worker and employer. */
import type { EmployerReportInput } from '#shared/domain/job-reports';
import { callApi } from '#web/lib/api';

export async function reportEmployer(report: EmployerReportInput): Promise<void> {
  await callApi('reportEmployer', report);
}
