/**
 * Explore Jobs' search: one Query of the list the filters pick (features/job-search/plan.ts), a bounded page,
 * and the worker's registered district for "near me". A first page that finds nothing also answers the nearest
 * relaxation that finds jobs, with a bounded count (one more Query per relaxation tried, at most three). With
 * `near`, the districts' lists nearest first (decision 620), each job with its distance.
 */
import { planNear, planSearch } from '#features/job-search/plan';
import * as listings from '#lib/db/job-listings';
import { endpoint } from '#lib/http/endpoint';
import { searchJobs } from '#shared/api/worker';
import { districtOfNear, NEAR_RADIUS_KM } from '#shared/domain/district-centroids';
import { takesApplications } from '#shared/domain/job-details';
import type { JobSearch } from '#shared/domain/job-search';
import { relaxationsOf, relaxedSearch } from '#shared/domain/job-search-relax';
import { type Near, parseNear } from '#shared/domain/near';

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

/** Near me: the page, each job with its distance in whole km (0 in the district asked for; at least 1 from a point). */
async function searchNear(
  search: JobSearch,
  near: Near,
  page: { limit: number; cursor?: string },
  now: Date,
) {
  const plan = planNear(search, near, now);
  const found = await listings.searchInOrder(plan.queries, page);
  const data = found.items.map(({ listIndex, ...job }) => {
    const place = plan.places[listIndex];
    if (place === undefined) return job;
    const km = Math.round(place.km);
    return { ...job, DISTANCE_KM: near.kind === 'point' ? Math.max(1, km) : km };
  });
  return { data, cursor: found.cursor, near: { city: districtOfNear(near), radiusKm: NEAR_RADIUS_KM } };
}

export const handler = endpoint(searchJobs, async ({ limit, cursor, near, ...search }, { account }) => {
  const now = new Date();
  const where = near === undefined ? undefined : parseNear(near);
  if (where) {
    const found = await searchNear(search, where, { limit, ...(cursor ? { cursor } : {}) }, now);
    return {
      ...found,
      data: found.data.filter((job) => takesApplications(job.APPLY_BY, now)),
      homeCity: account.LOCATION,
    };
  }
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
