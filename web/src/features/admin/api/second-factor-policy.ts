/**
 * The admin's setting for the staff's second factor: read with the admin's own second factor
 * (getStaffSecondFactor), changed with setSecondFactorPolicy, which then reads it again.
 */
import useSWR from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

export function useSecondFactorPolicy() {
  const status = useSWR<ApiOutput<'getStaffSecondFactor'>, ApiError>('getStaffSecondFactor', () =>
    callApi('getStaffSecondFactor', {}),
  );
  const change = async (requiredForAll: boolean) => {
    await callApi('setSecondFactorPolicy', { requiredForAll });
    await status.mutate();
  };
  return { ...status, change };
}
