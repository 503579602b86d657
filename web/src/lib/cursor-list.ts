/**
 * A list the server pages by cursor, shown with 'Load more': the pages loaded so far, in one SWR infinite cache
 * entry per endpoint and query (filters). Used by the admin's posted jobs, the internal dashboard and Explore
 * Jobs (with its filters as the query).
 */
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { ContractName } from '#shared/api/index';
import { type ApiError, type ApiInput, type ApiOutput, callApi } from './api';

/**
 * The endpoints whose answer is a page: `data`, and the next page's `cursor` (absent on the last page).
 */
type PagedName = {
  [N in ContractName]: ApiOutput<N> extends { data: readonly unknown[]; cursor?: string | undefined }
    ? ApiInput<N> extends { cursor?: string | undefined }
      ? // An empty input (Record<string, never>) takes no cursor: the answer is a whole list.
        string extends keyof ApiInput<N>
        ? never
        : N
      : never
    : never;
}[ContractName];

type PageKey = readonly [string, string, string] | null;

/** The query sent with every page besides the cursor (a list's filters), as query-string values. */
export type ListQuery = Readonly<Record<string, string>>;

/** Each page's cache key: the endpoint, its query, and the cursor that loads it ('' for the first page). */
function pageKeyOf(name: PagedName, query: ListQuery = {}) {
  const search = new URLSearchParams(Object.entries(query).sort()).toString();
  return (index: number, previous: { cursor?: string | undefined } | null): PageKey => {
    if (previous && !previous.cursor) return null;
    return [name, search, index === 0 ? '' : (previous?.cursor ?? '')];
  };
}

/** The cache key of the whole list: a change elsewhere revalidates it with `mutate(cursorListKey(name))`. */
export function cursorListKey(name: PagedName, query?: ListQuery): string {
  return unstable_serialize(pageKeyOf(name, query));
}

export function useCursorList<N extends PagedName>(name: N, query?: ListQuery) {
  type Page = ApiOutput<N>;
  const pages = useSWRInfinite<Page, ApiError>(
    pageKeyOf(name, query),
    ([, search, cursor]: readonly [string, string, string]) =>
      callApi(name, {
        ...Object.fromEntries(new URLSearchParams(search)),
        ...(cursor ? { cursor } : {}),
      } as ApiInput<N>),
    // 'Load more' fetches the next page only; a change reloads them all (`reload`).
    { revalidateFirstPage: false },
  );
  const last = pages.data?.at(-1);
  return {
    pages: pages.data,
    // Every page's rows, in order (the type follows the endpoint: N is a union while the hook is generic).
    items: (pages.data ?? []).flatMap((page) => page.data as readonly unknown[]) as Page['data'],
    error: pages.error,
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.data !== undefined && pages.size > pages.data.length,
    hasMore: Boolean(last?.cursor),
    loadMore: () => pages.setSize((size) => size + 1),
    reload: () => pages.mutate(),
  };
}
