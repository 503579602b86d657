/**
 * Withdrawing an application while it is New. On success the applications list is revalidated before
 * the caller goes on (it now shows Withdrawn). A refusal because HR or OPS moved it first names its status now
 * (decision 586): the list shows that status at once and is asked again, and the caller says why on the card.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AppliedJob } from '#shared/api/job-shapes';
import { ApiError, callApi } from '#web/lib/api';
import { movedOnStatus } from '../components/save-problems';
import { APPLIED_JOBS_KEY, withStatus } from './get-applied-jobs';

export function useWithdrawApplication() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      try {
        await callApi('withdrawApplication', { id });
      } catch (error: unknown) {
        const status = movedOnStatus(error);
        if (status) void mutate<AppliedJob[]>(APPLIED_JOBS_KEY, (list) => withStatus(list, id, status));
        else if (error instanceof ApiError && error.status === 409) void mutate(APPLIED_JOBS_KEY);
        throw error;
      }
      await mutate(APPLIED_JOBS_KEY);
    },
    [mutate],
  );
}
