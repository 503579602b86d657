/**
 * The worker's answer to an interview: confirm the time shown, or ask for another with a short note.
 * Applied Jobs is revalidated after it, and after a 409 too (HR proposed another time meanwhile: the list shows it).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { WorkerAnswer } from '#shared/domain/interviews';
import { ApiError, callApi } from '#web/lib/api';
import { APPLIED_JOBS_KEY } from './get-applied-jobs';

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
        if (error instanceof ApiError && error.status === 409) void mutate(APPLIED_JOBS_KEY);
        throw error;
      }
      await mutate(APPLIED_JOBS_KEY);
    },
    [mutate],
  );
}
