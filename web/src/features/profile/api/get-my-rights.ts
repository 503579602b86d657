/** The worker's nominee and concerns, as the Privacy section's rights part shows them. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

/** The cache key; naming a nominee or raising a concern replaces the cached answer (set-nominee.ts, raise-grievance.ts). */
export const MY_RIGHTS_KEY = 'getMyRights';

export type MyRights = ApiOutput<'getMyRights'>;

export function getMyRights(): Promise<MyRights> {
  return callApi('getMyRights', {});
}

export function useMyRights() {
  return useSWR<MyRights, ApiError>(MY_RIGHTS_KEY, getMyRights);
}
