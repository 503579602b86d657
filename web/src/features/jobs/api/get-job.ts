/**
 * One job, by id. `JobRoute` asks for it as soon as the route shows, so this file is in the first-load bundle:
 * it imports SWR and the client only. A signed-in worker reads it with getJobById; anyone else (a shared link)
 * with getPublicJob, which answers the same job shape.
 */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export function getJob(id: string): Promise<ApiOutput<'getJobById'>> {
  return callApi('getJobById', { id });
}

export function getPublicJob(id: string): Promise<ApiOutput<'getJobById'>> {
  return callApi('getPublicJob', { id });
}

/** The cache key of a job as a signed-in worker reads it: revalidated when an action finds it closed. */
export const jobKey = (id: number | string) => ['getJobById', String(id)] as const;

/** `null` waits (an id that is not a number is never asked for). */
export function useJob(id: string | null, signedIn = true) {
  return useSWR<ApiOutput<'getJobById'>, ApiError>(
    id === null ? null : signedIn ? jobKey(id) : ['getPublicJob', id],
    ([name, jobId]: [string, string]) => (name === 'getJobById' ? getJob(jobId) : getPublicJob(jobId)),
  );
}
