/**
 * The worker's profile, for My Office's completeness meter: the same cache entry as the profile page's
 * (the key is the endpoint's name), so either page's load serves the other.
 */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export function useProfileForMeter() {
  return useSWR<ApiOutput<'getProfile'>, ApiError>('getProfile', () => callApi('getProfile', {}));
}
