/**
 * Withdrawing an application while it is New. On success the applications list is revalidated before
 * the caller goes on (it now shows Withdrawn). After a refusal (HR reviewed it first) the caller refreshes the
 * list once its confirmation, which says why, is closed: refreshing at once would take the application's
 * Withdraw button, and the confirmation with it, away before the worker read the reason.
 */
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { callApi } from '#web/lib/api';
import { APPLIED_JOBS_KEY } from './get-applied-jobs';

export function useWithdrawApplication() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => void mutate(APPLIED_JOBS_KEY), [mutate]);
  const withdraw = useCallback(
    async (id: number) => {
      await callApi('withdrawApplication', { id });
      await mutate(APPLIED_JOBS_KEY);
    },
    [mutate],
  );
  return useMemo(() => ({ withdraw, refresh }), [withdraw, refresh]);
}
