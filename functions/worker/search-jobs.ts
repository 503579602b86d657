/**
 * Explore Jobs' search: one Query of the list the filters pick (features/job-search/plan.ts), a bounded page,
 * and the worker's registered district for "near me".
 */
import { planSearch } from '#features/job-search/plan';
import * as listings from '#lib/db/job-listings';
import { endpoint } from '#lib/http/endpoint';
import { searchJobs } from '#shared/api/worker';

export const handler = endpoint(searchJobs, async ({ limit, cursor, ...search }, { account }) => {
  const page = await listings.search(planSearch(search, { limit, cursor }, new Date()));
  return { data: page.items, cursor: page.cursor, homeCity: account.LOCATION };
});
