/** Editing a posted job: the job page, the posted jobs list and the workers' view change with it. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { JobPosting } from '#shared/domain/job-rules';
import { type ApiOutput, callApi } from '#web/lib/api';
import { ADMIN_JOB_KEY } from './get-admin-job';
import { POSTED_JOBS_KEY } from './get-posted-jobs';

export function useEditJob() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      id: number,
      version: number,
      job: JobPosting & { acknowledgedRuleHits?: string[] },
    ): Promise<ApiOutput<'editJob'>> => {
      const answer = await callApi('editJob', { ...job, id, version });
      if (answer.success) await Promise.all([mutate(POSTED_JOBS_KEY), mutate([ADMIN_JOB_KEY, id])]);
      return answer;
    },
    [mutate],
  );
}
