/**
 * The worker's answer to an interview: confirm the time shown, or ask for another with a short note.
 * Applied Jobs is revalidated after it, and after a 409 too (HR proposed another time meanwhile: the list shows it;
 * HR moved the application on: the status the refusal names shows at once).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AppliedJob } from '#shared/api/job-shapes';
import type { WorkerAnswer } from '#shared/domain/interviews';
import { ApiError, callApi } from '#web/lib/api';
import { movedOnStatus } from '../components/save-problems';
import { APPLIED_JOBS_KEY, withStatus } from './get-applied-jobs';

export function useAnswerInterview() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, startsAt: string, answer: WorkerAnswer, note?: string) => {
      try {
        await callApi('answerInterview', {
          id,
          startsAt,
          answer,
          ...(note?.trim() ? { note: note.trim() } : {}),
        });
      } catch (error: unknown) {
        // Moved on (rejected, selected): shown at once; another time proposed: the list brings it.
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
