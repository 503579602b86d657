/**
 * Adding an HR or OPS employee: the server creates the log-in and e-mails its temporary password. A new
 * employee changes the dashboard's count, so the counts are revalidated.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type ApiInput, type ApiOutput, callApi } from '#web/lib/api';
import { DASHBOARD_KEY } from './get-dashboard-data';

export function useAddEmployee() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: ApiInput<'addEmployee'>): Promise<ApiOutput<'addEmployee'>> => {
      const answer = await callApi('addEmployee', input);
      if (answer.success) void mutate(DASHBOARD_KEY);
      return answer;
    },
    [mutate],
  );
}
