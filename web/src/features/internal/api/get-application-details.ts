/**
 * One application in full (the applicant panel): the worker, their documents by short-lived links, their other
 * applications, the moves and the staff's notes. Each load is a staff access on the worker's record, so it is
 * asked once per visit (not again on focus); adding a note puts the answer's notes into this cache.
 */
import useSWR, { type SWRResponse } from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export type ApplicationDetails = ApiOutput<'getApplicationDetails'>['data'];

export const DETAILS_KEY = 'getApplicationDetails';

export async function getApplicationDetails(jobId: number, userId: number): Promise<ApplicationDetails> {
  const answer = await callApi('getApplicationDetails', { id: String(jobId), userId: String(userId) });
  return answer.data;
}

/** Null ids ask nothing (the route's ids are not numbers). */
export function useApplicationDetails(
  jobId: number | null,
  userId: number | null,
): SWRResponse<ApplicationDetails, ApiError> {
  return useSWR<ApplicationDetails, ApiError>(
    jobId === null || userId === null ? null : [DETAILS_KEY, jobId, userId],
    () => getApplicationDetails(jobId ?? 0, userId ?? 0),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
