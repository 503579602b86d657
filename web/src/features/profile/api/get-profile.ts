/** The worker's profile, as /profile shows it. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

/** The cache key of the profile; saving revalidates it (update-profile.ts). */
export const PROFILE_KEY = 'getProfile';

export function getProfile(): Promise<ApiOutput<'getProfile'>> {
  return callApi('getProfile', {});
}

export function useProfile() {
  return useSWR<ApiOutput<'getProfile'>, ApiError>(PROFILE_KEY, getProfile);
}
