/**
 * One job, by id. `JobRoute` asks for it as soon as the route shows, so this file is in the first-load bundle:
 * it imports SWR and the client only.
 */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export function getJob(id: string): Promise<ApiOutput<'getJobById'>> {
  return callApi('getJobById', { id });
}

/** `null` waits (an id that is not a number is never asked for). */
export function useJob(id: string | null) {
  return useSWR<ApiOutput<'getJobById'>, ApiError>(
    id === null ? null : ['getJobById', id],
    ([, jobId]: [string, string]) => getJob(jobId),
  );
}
