/**
 * "Recommended for you" (issue 38 item 5, decisions 600-602): the first page (RECOMMENDATION_PAGE jobs, newest
 * first) of the worker's district's list, of each preferred district's (at most 5) and of the work-from-home
 * list, read together (at most 7 Queries, no Scan, no filter), then scored in memory by what the worker entered
 * (shared/domain/job-recommendations.ts): the jobs they may not take are left out by the rules Explore and
 * applyJob use, and only open jobs are listed at all.
 */
import { clock } from '#lib/clock';
import * as listings from '#lib/db/job-listings';
import * as profileSections from '#lib/db/profile-sections';
import { endpoint } from '#lib/http/endpoint';
import { getRecommendedJobs } from '#shared/api/worker';
import { kmBetweenDistricts } from '#shared/domain/district-centroids';
import {
  candidateDistricts,
  hasPreferences,
  RECOMMENDATION_PAGE,
  type RecommendationWorker,
  recommendJobs,
} from '#shared/domain/job-recommendations';
import { EMPTY_SECTIONS } from '#shared/domain/profile-sections-empty';

export const handler = endpoint(getRecommendedJobs, async (_input, { account }) => {
  const sections = (await profileSections.get(account.ID)) ?? EMPTY_SECTIONS;
  const worker: RecommendationWorker = {
    DOB: account.DOB,
    EDUCATION_LEVEL: account.EDUCATION_LEVEL,
    LOCATION: account.LOCATION,
    sections,
  };
  const pages = await Promise.all([
    ...candidateDistricts(worker).map((city) =>
      listings.newestOf({ kind: 'CITY', city }, RECOMMENDATION_PAGE),
    ),
    listings.newestOf({ kind: 'WFH' }, RECOMMENDATION_PAGE),
  ]);
  const picked = recommendJobs(pages.flat(), worker, new Date(clock.now()), kmBetweenDistricts);
  return {
    // The output's schema keeps the card's fields (as searchJobs' does): the listing's keys and TEXT are dropped.
    data: picked.map(({ job, reasons }) => ({ ...job, REASONS: reasons })),
    profileReady: hasPreferences(worker),
  };
});
