/** Posting a job: it opens at once, so the posted jobs list and the dashboard's job count are revalidated. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { JobPosting } from '#shared/domain/job-rules';
import { type ApiOutput, callApi } from '#web/lib/api';
import { DASHBOARD_KEY } from './get-dashboard-data';
import { POSTED_JOBS_KEY } from './get-posted-jobs';

export function usePostJob() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (job: JobPosting & { acknowledgedRuleHits?: string[] }): Promise<ApiOutput<'postJob'>> => {
      const answer = await callApi('postJob', job);
      if (answer.success) await Promise.all([mutate(POSTED_JOBS_KEY), mutate(DASHBOARD_KEY)]);
      return answer;
    },
    [mutate],
  );
}
