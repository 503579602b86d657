import { searchOpenJobs } from '#features/job-search/run';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { searchPublicJobs } from '#shared/api/public-jobs';

/** The public `/jobs` list: Explore Jobs' search (features/job-search/run.ts) for anyone, counted per address. */
export const handler = endpoint(
  searchPublicJobs,
  async ({ limit, cursor, ...search }) => searchOpenJobs(search, { limit, cursor }, new Date()),
  perAddressLimit(searchPublicJobs.name),
);
