/**
 * Answers `GET /jobs/{id}` with the job's page (page-html.ts): 200 for an open or closed job, 404 with the
 * not-found page for an id that is no job or a job not published (draft, in review, rejected). The same code runs in the Lambda function behind CloudFront's
 * `/jobs/*` behaviour (functions/pages/job-page.ts) and in the local twin (infra/local/twin.ts).
 */
import { clock } from '#lib/clock';
import * as jobs from '#lib/db/jobs';
import type { PageJob } from './json-ld';
import { buildJobPageHtml } from './page-html';

/** A job id as the SPA's route takes it: digits, no leading zero. */
const JOB_ID = /^[1-9][0-9]{0,15}$/;

/**
 * How long CloudFront and browsers may keep a page: a minute at the edge (a closed job's page says so within a
 * minute), revalidated by browsers, so crawlers and a burst of link previews cost one render a minute per job
 * and edge location (docs/decisions.md, decision 223).
 */
export const JOB_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
/** A page that is no job: kept briefly too, so a flood of made-up ids cannot each reach the function. */
export const MISSING_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

export interface JobPageAnswer {
  statusCode: 200 | 404;
  html: string;
  cacheControl: string;
}

export async function renderJobPage(
  id: string | undefined,
  template: string,
  siteUrl: string,
): Promise<JobPageAnswer> {
  const job = id !== undefined && JOB_ID.test(id) ? await jobs.getPublished(Number(id)) : undefined;
  if (!job) {
    return {
      statusCode: 404,
      html: buildJobPageHtml(template, { job: undefined }, siteUrl),
      cacheControl: MISSING_PAGE_CACHE_CONTROL,
    };
  }
  return {
    statusCode: 200,
    html: buildJobPageHtml(template, { job: jobs.asReadOn(job, new Date(clock.now())) as PageJob }, siteUrl),
    cacheControl: JOB_PAGE_CACHE_CONTROL,
  };
}
