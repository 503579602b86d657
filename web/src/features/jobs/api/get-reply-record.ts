/**
 * How soon the job's employer usually answers: read after the job, beside it, so the page never waits for it.
 * Public, like the job's page.
 */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export function useReplyRecord(jobId: number) {
  return useSWR<ApiOutput<'getReplyRecord'>, ApiError>(['getReplyRecord', jobId], () =>
    callApi('getReplyRecord', { id: String(jobId) }),
  );
}
