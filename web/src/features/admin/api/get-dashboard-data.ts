/** The dashboard's counts of users, employees and jobs. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

/** The cache key of the counts; adding an employee and posting a job revalidate it. */
export const DASHBOARD_KEY = 'getDashboardData';

export function useDashboardData() {
  return useSWR<ApiOutput<'getDashboardData'>, ApiError>(DASHBOARD_KEY, () =>
    callApi('getDashboardData', {}),
  );
}
