/**
 * The change of the verified mobile number: a code to the new number, then the code. The profile
 * is loaded again once the number changed, so the page shows the new one.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type ApiOutput, callApi } from '#web/lib/api';
import { PROFILE_KEY } from './get-profile';

export function requestNumberChange(number: string): Promise<unknown> {
  return callApi('requestNumberChange', { number });
}

export function useConfirmNumberChange() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (otp: string): Promise<ApiOutput<'confirmNumberChange'>> => {
      const answer = await callApi('confirmNumberChange', { otp });
      if (answer.success) await mutate(PROFILE_KEY).catch(() => undefined);
      return answer;
    },
    [mutate],
  );
}
