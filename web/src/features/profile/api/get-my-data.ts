/** The worker's copy of their data (getMyData, DPDP s.11): downloaded as a file, and shown on /profile/my-data. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export const MY_DATA_KEY = 'getMyData';

export function getMyData(): Promise<ApiOutput<'getMyData'>> {
  return callApi('getMyData', {});
}

export function useMyData() {
  return useSWR<ApiOutput<'getMyData'>, ApiError>(MY_DATA_KEY, getMyData, { revalidateOnFocus: false });
}
