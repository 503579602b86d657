/**
 * Saving a job for later, or taking it out of Saved: `saveJob` or `unsaveJob`, then the saved list is
 * revalidated before the caller goes on, so every save control shows the new state.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi } from '#web/lib/api';
import { isJobClosed } from '../components/save-problems';
import { jobKey } from './get-job';
import { SAVED_JOBS_KEY } from './get-saved-jobs';

export function useSaveJob() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, save: boolean) => {
      try {
        await callApi(save ? 'saveJob' : 'unsaveJob', { id });
      } catch (error: unknown) {
        // Closed meanwhile: its page shows it closed once asked again.
        if (isJobClosed(error)) void mutate(jobKey(id));
        throw error;
      } finally {
        await mutate(SAVED_JOBS_KEY);
      }
    },
    [mutate],
  );
}
