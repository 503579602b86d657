/** Every posted job, open or closed, newest first, a page at a time: 'Load more' follows the cursor. */
import type { ApiOutput } from '#web/lib/api';
import { cursorListKey, useCursorList } from '#web/lib/cursor-list';

export type PostedJob = ApiOutput<'getPostedJobs'>['data'][number];

/** The cache key of the list: posting a job revalidates it (its first page, where the new job is). */
export const POSTED_JOBS_KEY = cursorListKey('getPostedJobs');

export function usePostedJobs() {
  return useCursorList('getPostedJobs');
}
