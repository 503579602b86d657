/**
 * Explore Jobs' search: one Query of the list the filters pick (features/job-search/plan.ts), a bounded page,
 * and the worker's registered district for "near me". A first page that finds nothing also answers the nearest
 * relaxation that finds jobs, with a bounded count (one more Query per relaxation tried, at most three).
 */
import { planSearch } from '#features/job-search/plan';
import * as listings from '#lib/db/job-listings';
import { endpoint } from '#lib/http/endpoint';
import { searchJobs } from '#shared/api/worker';
import type { JobSearch } from '#shared/domain/job-search';
import { relaxationsOf, relaxedSearch } from '#shared/domain/job-search-relax';

async function relaxationOf(search: JobSearch, limit: number, now: Date) {
  for (const kind of relaxationsOf(search)) {
    const found = await listings.countUpTo(planSearch(relaxedSearch(search, kind), { limit }, now));
    if (found.count > 0) return { kind, ...found };
  }
  return undefined;
}

export const handler = endpoint(searchJobs, async ({ limit, cursor, ...search }, { account }) => {
  const now = new Date();
  const page = await listings.search(planSearch(search, { limit, cursor }, now));
  const relaxation =
    page.items.length === 0 && cursor === undefined ? await relaxationOf(search, limit, now) : undefined;
  return {
    data: page.items,
    cursor: page.cursor,
    homeCity: account.LOCATION,
    ...(relaxation ? { relaxation } : {}),
  };
});
