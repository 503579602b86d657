/**
 * One search of the open jobs, as Explore Jobs, the public `/jobs` list (worker/search-public-jobs.ts) and its
 * server-rendered page (features/job-pages/list-page.ts) all run it: one Query of the list the filters pick
 * (plan.ts), a bounded page, and on a first page that finds nothing the nearest relaxation that finds jobs,
 * with a bounded count (one more Query per relaxation tried, at most three).
 */
import * as listings from '#lib/db/job-listings';
import { takesApplications } from '#shared/domain/job-details';
import type { JobSearch } from '#shared/domain/job-search';
import { type RelaxationKind, relaxationsOf, relaxedSearch } from '#shared/domain/job-search-relax';
import { planSearch } from './plan';

export interface SearchAnswer {
  data: listings.ListedJob[];
  cursor: string | undefined;
  relaxation?: { kind: RelaxationKind; count: number; more: boolean };
}

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

export async function searchOpenJobs(
  search: JobSearch,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<SearchAnswer> {
  const found = await listings.search(planSearch(search, page, now));
  const relaxation =
    found.items.length === 0 && page.cursor === undefined
      ? await relaxationOf(search, page.limit, now)
      : undefined;
  return {
    // A job past its apply-by day has closed itself (jobs.asReadOn): it leaves the page, the cursor stays.
    data: found.items.filter((job) => takesApplications(job.APPLY_BY, now)),
    cursor: found.cursor,
    ...(relaxation ? { relaxation } : {}),
  };
}
