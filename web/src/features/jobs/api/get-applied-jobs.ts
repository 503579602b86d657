/**
 * All of the worker's applications, newest first: their statuses are counted, and a job page must know
 * whether it was applied for.
 */
import useSWR from 'swr';
import type { AppliedJob } from '#shared/api/job-shapes';
import { MAX_PAGE_SIZE } from '#shared/domain/constants';
import { type ApiError, callApi } from '#web/lib/api';
import { readAppliedJobIds, storeAppliedJobId } from '#web/lib/worker-storage';

/** The cache key of the list; applying revalidates it (apply-job.ts). */
export const APPLIED_JOBS_KEY = 'getAppliedJobs:all';
/** A worker with more applications than this sees the newest ones. */
const MAX_APPLIED_PAGES = 10;

/** Every application, following the cursor page by page; each id is also kept in this browser. */
export async function getAppliedJobs(): Promise<AppliedJob[]> {
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
  return useSWR<AppliedJob[], ApiError>(APPLIED_JOBS_KEY, getAppliedJobs);
}

/** Applied according to the server, or to this browser's record of a just-made application. */
export function isApplied(id: number, applied: readonly AppliedJob[] | undefined): boolean {
  return (applied ?? []).some((job) => job.ID === id) || readAppliedJobIds().includes(id);
}
