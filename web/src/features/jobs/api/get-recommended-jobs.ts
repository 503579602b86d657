/**
 * The jobs picked for the worker (getRecommendedJobs, decisions 600-602), shown on My Office. Loaded with the
 * dashboard's My Office; saving the profile does not refresh it until the next visit (SWR revalidates on focus).
 */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export const RECOMMENDED_JOBS_KEY = 'getRecommendedJobs';

export function useRecommendedJobs() {
  return useSWR<ApiOutput<'getRecommendedJobs'>, ApiError>(RECOMMENDED_JOBS_KEY, () =>
    callApi('getRecommendedJobs', {}),
  );
}
