/**
 * Explore Jobs' list: `searchJobs` with the page's filters, a page at a time ('Load more' follows the cursor).
 * The filters come from the URL (shared/domain/job-search.ts reads them), so the same link lists the same jobs.
 */
import type { JobSearch } from '#shared/domain/job-search';
import { useCursorList } from '#web/lib/cursor-list';

/** Jobs a page: two rows of cards on a wide screen, and a short scroll on a phone. */
export const JOBS_PAGE_SIZE = '12';

/**
 * The query of a search: its filters as query-string values, near me (shared/domain/near.ts: a district or a
 * rounded point, decision 620) and the page size.
 */
export function searchQuery(search: JobSearch, near?: string): Record<string, string> {
  const query: Record<string, string> = { limit: JOBS_PAGE_SIZE };
  for (const [name, value] of Object.entries(search)) if (value) query[name] = value;
  if (near) query.near = near;
  return query;
}

export function useJobSearch(search: JobSearch, near?: string) {
  const list = useCursorList('searchJobs', searchQuery(search, near));
  const first = list.pages?.[0];
  // A first page that found nothing carries the nearest wider search that finds jobs, and its count.
  return {
    ...list,
    homeCity: first?.homeCity ?? '',
    relaxation: first?.relaxation,
    // Near me: the district it stands for and how far it reaches.
    near: first?.near,
  };
}
