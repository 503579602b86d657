/**
 * Applying for a job. The application list changes, so it is revalidated before the caller goes on (to the
 * dashboard, which shows it), and the id is kept in this browser at once. A 409 (already applied) means the
 * list here was stale: it is revalidated then too, and the error still goes to the caller to show; a job closed
 * meanwhile (code jobClosed) is asked again, so its page shows it closed. The answers to the job's screening
 * questions and the cover note go with it (components/ApplyStep.tsx).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ScreeningAnswer } from '#shared/domain/screening-rules';
import { ApiError, callApi } from '#web/lib/api';
import { storeAppliedJobId } from '#web/lib/worker-storage';
import { isJobClosed } from '../components/save-problems';
import { APPLIED_JOBS_KEY } from './get-applied-jobs';
import { jobKey } from './get-job';

/** What the worker sends with the apply beyond the job: the answers to its questions, a cover note. */
export interface ApplyExtras {
  answers?: ScreeningAnswer[];
  coverNote?: string;
}

export function useApplyJob() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, extras: ApplyExtras = {}) => {
      try {
        await callApi('applyJob', { id, ...extras });
      } catch (error: unknown) {
        if (error instanceof ApiError && error.status === 409) void mutate(APPLIED_JOBS_KEY);
        if (isJobClosed(error)) void mutate(jobKey(id));
        throw error;
      }
      storeAppliedJobId(id);
      await mutate(APPLIED_JOBS_KEY);
    },
    [mutate],
  );
}
