/** The worker's consent, as the profile's Privacy section shows it. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

/** The cache key of the consent; a change of an optional purpose replaces it (update-consent.ts). */
export const PRIVACY_KEY = 'getPrivacy';

export function getPrivacy(): Promise<ApiOutput<'getPrivacy'>> {
  return callApi('getPrivacy', {});
}

export function usePrivacy() {
  return useSWR<ApiOutput<'getPrivacy'>, ApiError>(PRIVACY_KEY, getPrivacy);
}
