/** Every internship, open or closed, newest first, a page at a time ('Load more'), and how many in all. */
import useSWRInfinite from 'swr/infinite';
import { type ApiError, type ApiOutput, callApi } from '#web/lib/api';

type InternshipsPage = ApiOutput<'getInternalDashboardData'>;
export type Internship = InternshipsPage['data'][number];

function pageKey(index: number, previous: InternshipsPage | null): [string, string] | null {
  if (previous && !previous.cursor) return null;
  return ['getInternalDashboardData', index === 0 ? '' : (previous?.cursor ?? '')];
}

export function getInternships(cursor?: string): Promise<InternshipsPage> {
  return callApi('getInternalDashboardData', cursor ? { cursor } : {});
}

export function useInternships() {
  const pages = useSWRInfinite<InternshipsPage, ApiError>(
    pageKey,
    ([, cursor]: [string, string]) => getInternships(cursor || undefined),
    // 'Load more' fetches the next page only.
    { revalidateFirstPage: false },
  );
  const last = pages.data?.at(-1);
  return {
    internships: pages.data?.flatMap((page) => page.data) ?? [],
    total: pages.data?.[0]?.TOTAL,
    error: pages.error,
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.data !== undefined && pages.size > pages.data.length,
    hasMore: Boolean(last?.cursor),
    loadMore: () => pages.setSize((size) => size + 1),
    reload: () => pages.mutate(),
  };
}
