/**
 * Explore Jobs' search (features/job-search/run.ts, the one search the public list runs too), and the
 * worker's registered district for "near me". With `near`, the districts' lists nearest first (decision 620),
 * each job with its distance.
 */
import { planNear } from '#features/job-search/plan';
import { searchOpenJobs } from '#features/job-search/run';
import * as listings from '#lib/db/job-listings';
import { endpoint } from '#lib/http/endpoint';
import { searchJobs } from '#shared/api/worker';
import { districtOfNear, NEAR_RADIUS_KM } from '#shared/domain/district-centroids';
import { takesApplications } from '#shared/domain/job-details';
import type { JobSearch } from '#shared/domain/job-search';
import { type Near, parseNear } from '#shared/domain/near';

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
      // A job past its apply-by day has closed itself (jobs.asReadOn): it leaves the page, the cursor stays.
      data: found.data.filter((job) => takesApplications(job.APPLY_BY, now)),
      homeCity: account.LOCATION,
    };
  }
  return { ...(await searchOpenJobs(search, { limit, cursor }, now)), homeCity: account.LOCATION };
});
