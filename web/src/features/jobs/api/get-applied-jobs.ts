/**
 * All of the worker's applications, newest first: their statuses are counted, and a job page must know
 * whether it was applied for. Live where its statuses are shown (lib/live.ts): while the page is open and visible,
 * asked again every 10 s, so a move by HR (its status, its interview) shows without a reload.
 */
import useSWR from 'swr';
import type { AppliedJob } from '#shared/api/job-shapes';
import type { AnyApplicationStatus } from '#shared/domain/codes';
import { MAX_PAGE_SIZE } from '#shared/domain/constants';
import { type ApiError, callApi } from '#web/lib/api';
import { liveFollowOptions, liveOptions } from '#web/lib/live';
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

/**
 * `live` where the statuses are what the screen shows (Applied Jobs, My Office's counts): asked again every
 * 10 s while the page is visible (lib/live.ts). Elsewhere (the job page's Applied, the dashboard's tabs) the
 * list is not polled, but asked again when the tab is shown, and shows what a live screen of the page brought.
 */
export function useAppliedJobs({ live = false }: { live?: boolean } = {}) {
  return useSWR<AppliedJob[], ApiError>(
    APPLIED_JOBS_KEY,
    getAppliedJobs,
    live ? liveOptions : liveFollowOptions,
  );
}

/** The list with one application at the status a refusal named (shown at once, before the list is asked again). */
export function withStatus(
  list: AppliedJob[] | undefined,
  id: number,
  status: AnyApplicationStatus,
): AppliedJob[] | undefined {
  return list?.map((job) => (job.ID === id ? { ...job, STATUS: status } : job));
}

/** Applied according to the server, or to this browser's record of a just-made application. */
export function isApplied(id: number, applied: readonly AppliedJob[] | undefined): boolean {
  return (applied ?? []).some((job) => job.ID === id) || readAppliedJobIds().includes(id);
}
