/**
 * Closing a job to new applications, or reopening it. The posted jobs page then reloads every page it shows
 * (`usePostedJobs().reload`): a global revalidation of a paged list would refetch only its first page.
 */
import type { JobStatus } from '#shared/domain/job-rules';
import { type ApiOutput, callApi } from '#web/lib/api';

export function updateJobStatus(id: number, status: JobStatus): Promise<ApiOutput<'updateJobStatus'>> {
  return callApi('updateJobStatus', { id, status });
}
