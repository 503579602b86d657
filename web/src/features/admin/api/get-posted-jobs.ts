/** Every posted job, open or closed, newest first, a page at a time: 'Load more' follows the cursor. */
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

type PostedJobsPage = ApiOutput<'getPostedJobs'>;
export type PostedJob = PostedJobsPage['data'][number];

function pageKey(index: number, previous: PostedJobsPage | null): [string, string] | null {
  if (previous && !previous.cursor) return null;
  return ['getPostedJobs', index === 0 ? '' : (previous?.cursor ?? '')];
}

/** The cache key of the list: posting a job revalidates it (its first page, where the new job is). */
export const POSTED_JOBS_KEY = unstable_serialize(pageKey);

export function getPostedJobs(cursor?: string): Promise<PostedJobsPage> {
  return callApi('getPostedJobs', cursor ? { cursor } : {});
}

export function usePostedJobs() {
  const pages = useSWRInfinite<PostedJobsPage, ApiError>(
    pageKey,
    ([, cursor]: [string, string]) => getPostedJobs(cursor || undefined),
    // 'Load more' fetches the next page only; a change reloads them all (`reload`).
    { revalidateFirstPage: false },
  );
  const last = pages.data?.at(-1);
  return {
    jobs: pages.data?.flatMap((page) => page.data) ?? [],
    error: pages.error,
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.data !== undefined && pages.size > pages.data.length,
    hasMore: Boolean(last?.cursor),
    loadMore: () => pages.setSize((size) => size + 1),
    reload: () => pages.mutate(),
  };
}
