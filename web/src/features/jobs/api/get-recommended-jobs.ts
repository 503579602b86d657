/**
 * The jobs picked for the worker (getRecommendedJobs, decisions 600-602), shown on My Office. Loaded when My
 * Office shows; after the profile is saved, the next time My Office shows reads them again (SWR revalidates a
 * cached answer on mount).
 */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export const RECOMMENDED_JOBS_KEY = 'getRecommendedJobs';

export function useRecommendedJobs() {
  return useSWR<ApiOutput<'getRecommendedJobs'>, ApiError>(RECOMMENDED_JOBS_KEY, () =>
    callApi('getRecommendedJobs', {}),
  );
}
