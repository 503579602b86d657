/** The employee's own second factor: whether an authenticator app is set up, and codes left. */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export function useOwnSecondFactor() {
  return useSWR<ApiOutput<'getStaffSecondFactor'>, ApiError>('getStaffSecondFactor', () =>
    callApi('getStaffSecondFactor', {}),
  );
}
