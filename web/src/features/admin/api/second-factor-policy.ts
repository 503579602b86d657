/**
 * The admin's setting for the staff's second factor (issue 19): read with the admin's own second factor
 * (getStaffSecondFactor), changed with setSecondFactorPolicy, which then revalidates the read.
 */
import useSWR, { mutate } from 'swr';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

const SECOND_FACTOR_KEY = 'getStaffSecondFactor';

export function useSecondFactorStatus() {
  return useSWR<ApiOutput<'getStaffSecondFactor'>, ApiError>(SECOND_FACTOR_KEY, () =>
    callApi('getStaffSecondFactor', {}),
  );
}

export async function setSecondFactorPolicy(requiredForAll: boolean): Promise<void> {
  await callApi('setSecondFactorPolicy', { requiredForAll });
  await mutate(SECOND_FACTOR_KEY);
}
