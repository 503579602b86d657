/**
 * Explore Jobs' search: one Query of the list the filters pick (features/job-search/plan.ts), a bounded page,
 * and the worker's registered district for "near me". A first page that finds nothing also answers the nearest
 * relaxation that finds jobs, with a bounded count (one more Query per relaxation tried, at most three).
 */
import { planSearch } from '#features/job-search/plan';
import * as listings from '#lib/db/job-listings';
import { endpoint } from '#lib/http/endpoint';
import { searchJobs } from '#shared/api/worker';
import { takesApplications } from '#shared/domain/job-details';
import type { JobSearch } from '#shared/domain/job-search';
import { relaxationsOf, relaxedSearch } from '#shared/domain/job-search-relax';

/**
 * The relaxations' counts are read together, not one after another: a search that finds nothing, the slowest
 * case, then waits for one bounded Query more instead of up to three, for the same reads when none finds jobs
 * (and at most two more than needed when the first would have). The nearest relaxation that finds jobs wins.
 */
async function relaxationOf(search: JobSearch, limit: number, now: Date) {
  const kinds = relaxationsOf(search);
  const counts = await Promise.all(
    kinds.map((kind) => listings.countUpTo(planSearch(relaxedSearch(search, kind), { limit }, now))),
  );
  for (const [index, kind] of kinds.entries()) {
    const found = counts[index];
    if (found && found.count > 0) return { kind, ...found };
  }
  return undefined;
}

export const handler = endpoint(searchJobs, async ({ limit, cursor, ...search }, { account }) => {
  const now = new Date();
  const page = await listings.search(planSearch(search, { limit, cursor }, now));
  const relaxation =
    page.items.length === 0 && cursor === undefined ? await relaxationOf(search, limit, now) : undefined;
  return {
    // A job past its apply-by day has closed itself (jobs.asReadOn): it leaves the page, the cursor stays.
    data: page.items.filter((job) => takesApplications(job.APPLY_BY, now)),
    cursor: page.cursor,
    homeCity: account.LOCATION,
    ...(relaxation ? { relaxation } : {}),
  };
});
