/**
 * The jobs feature's data: open jobs a page at a time ('Load more' follows the cursor), all of the worker's
 * applications (their statuses are counted and a job page must know whether it was applied for), one job.
 */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { AppliedJob } from '#shared/api/jobs';
import { MAX_PAGE_SIZE } from '#shared/domain/constants';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';
import { readAppliedJobIds, storeAppliedJobId } from '#web/lib/session';

type JobsPage = ApiOutput<'getAllJobs'>;

export function useJobs() {
  const pages = useSWRInfinite<JobsPage, ApiError>(
    (index: number, previous: JobsPage | null) => {
      if (previous && !previous.cursor) return null;
      return ['getAllJobs', index === 0 ? '' : (previous?.cursor ?? '')];
    },
    ([, cursor]: [string, string]) => callApi('getAllJobs', cursor ? { cursor } : {}),
  );
  const jobs = pages.data?.flatMap((page) => page.data) ?? [];
  const last = pages.data?.at(-1);
  return {
    jobs,
    error: pages.error,
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.data !== undefined && pages.size > pages.data.length,
    hasMore: Boolean(last?.cursor),
    loadMore: () => pages.setSize((size) => size + 1),
    retry: () => pages.mutate(),
  };
}

export const APPLIED_JOBS_KEY = 'appliedJobs:all';
/** A worker with more applications than this sees the newest ones. */
const MAX_APPLIED_PAGES = 10;

/** Every application of the worker, newest first, following the cursor page by page. */
async function fetchAppliedJobs(): Promise<AppliedJob[]> {
  const all: AppliedJob[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_APPLIED_PAGES; page++) {
    const answer = await callApi('getAppliedJobs', { limit: String(MAX_PAGE_SIZE), cursor });
    all.push(...answer.data);
    cursor = answer.cursor;
    if (!cursor) break;
  }
  for (const job of all) storeAppliedJobId(job.ID);
  return all;
}

export function useAppliedJobs() {
  return useSWR<AppliedJob[], ApiError>(APPLIED_JOBS_KEY, fetchAppliedJobs);
}

/** Applied according to the server, or to this browser's record of a just-made application. */
export function isApplied(id: number, applied: readonly AppliedJob[] | undefined): boolean {
  return (applied ?? []).some((job) => job.ID === id) || readAppliedJobIds().includes(id);
}
