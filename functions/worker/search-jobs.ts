/**
 * Explore Jobs' search (features/job-search/run.ts, the one search the public list runs too), and the
 * worker's registered district for "near me".
 */
import { searchOpenJobs } from '#features/job-search/run';
import { endpoint } from '#lib/http/endpoint';
import { searchJobs } from '#shared/api/worker';

export const handler = endpoint(searchJobs, async ({ limit, cursor, ...search }, { account }) => ({
  ...(await searchOpenJobs(search, { limit, cursor }, new Date())),
  homeCity: account.LOCATION,
}));
