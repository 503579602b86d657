/** The admin's queue of jobs workers reported: a page of them, and the review of one (dismiss or close). */
import useSWR, { useSWRConfig } from 'swr';
import type { JobReportDecision } from '#shared/domain/job-reports';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import type { PageRequest } from '#web/lib/pager';

export type ReportedJobsPage = ApiOutput<'getReportedJobs'>;
export type ReportedJobRow = ReportedJobsPage['data'][number];

const REPORTED_JOBS_KEY = 'getReportedJobs';

export function useReportedJobs(request: PageRequest) {
  return useSWR<ReportedJobsPage, ApiError>([REPORTED_JOBS_KEY, request.limit, request.cursor ?? ''], () =>
    callApi('getReportedJobs', {
      limit: request.limit,
      ...(request.cursor ? { cursor: request.cursor } : {}),
    }),
  );
}

/** Reviews a job's reports; the queue is read again, so the job leaves it. */
export function useDecideReportedJob() {
  const { mutate } = useSWRConfig();
  return async (id: number, decision: JobReportDecision) => {
    await callApi('decideReportedJob', { id, decision });
    await mutate((key) => Array.isArray(key) && key[0] === REPORTED_JOBS_KEY);
  };
}
