/**
 * Which list a search reads and what it checks on the page read (`#lib/db/job-listings` has the lists). Pure,
 * so every combination of filters is tested on its own: a text search reads the list of its longest word (the
 * likeliest to be rare) and checks the other words, city and WFH on the page; otherwise city and WFH pick
 * the list, and the rest are checked on the page or are the list's range.
 */
import type { ListingQuery } from '#lib/db/job-listings';
import { type JobSearch, scheduleOfParam, searchWords, typeOfParam } from '#shared/domain/job-search';

const DAY_MS = 86_400_000;

export function planSearch(
  search: JobSearch,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): ListingQuery {
  const words = searchWords(search.q ?? '');
  const city = search.city;
  const workFromHome = search.wfh === '1';
  const common = {
    order: search.sort ?? 'newest',
    postedFrom:
      search.posted === undefined
        ? undefined
        : new Date(now.getTime() - Number(search.posted) * DAY_MS).toISOString(),
    minEarnings: search.pay === undefined ? undefined : Number(search.pay),
    type: search.type === undefined ? undefined : typeOfParam(search.type),
    schedule: search.hours === undefined ? undefined : scheduleOfParam(search.hours),
    ...page,
  } satisfies Partial<ListingQuery>;
  if (words.length > 0) {
    const [word, ...others] = [...words].sort((a, b) => b.length - a.length || a.localeCompare(b)) as [
      string,
      ...string[],
    ];
    return { ...common, list: { kind: 'WORD', word }, words: others, city, workFromHome };
  }
  if (city !== undefined) {
    return { ...common, list: workFromHome ? { kind: 'CITY_WFH', city } : { kind: 'CITY', city } };
  }
  return { ...common, list: workFromHome ? { kind: 'WFH' } : { kind: 'ALL' } };
}
