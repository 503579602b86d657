/** Open jobs, newest first, a page at a time: 'Load more' follows the cursor. */
import useSWRInfinite from 'swr/infinite';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

type JobsPage = ApiOutput<'getAllJobs'>;

export function getJobs(cursor?: string): Promise<JobsPage> {
  return callApi('getAllJobs', cursor ? { cursor } : {});
}

export function useJobs() {
  const pages = useSWRInfinite<JobsPage, ApiError>(
    (index: number, previous: JobsPage | null) => {
      if (previous && !previous.cursor) return null;
      return ['getAllJobs', index === 0 ? '' : (previous?.cursor ?? '')];
    },
    ([, cursor]: [string, string]) => getJobs(cursor || undefined),
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
