/**
 * Answers the public pages: `GET /jobs/{id}` with the job's page (page-html.ts): 200 for an open or closed job,
 * 404 with the not-found page for an id that is no job or a job not published (draft, in review, rejected), in
 * the visitor's language (language.ts) with the similar jobs; `GET /jobs` with the list (list-page.ts), and
 * `/jobs/in/{city}` redirected to its canonical `/jobs?city=...`. The same code runs in the Lambda function behind
 * CloudFront's `/jobs` and `/jobs/*` behaviours (functions/pages/job-page.ts) and in the local twin
 * (infra/local/twin.ts).
 */
import { searchOpenJobs } from '#features/job-search/run';
import { clock } from '#lib/clock';
import * as listings from '#lib/db/job-listings';
import * as jobs from '#lib/db/jobs';
import { BadRequest } from '#lib/errors';
import type { JobSummary } from '#shared/api/job-shapes';
import type { SiteLanguage } from '#shared/domain/codes';
import { cityOfSlug } from '#shared/domain/district-slugs';
import { takesApplications } from '#shared/domain/job-details';
import { readJobSearch } from '#shared/domain/job-search';
import type { PageJob } from './json-ld';
import { inLanguage, pageLanguage } from './language';
import { buildListPageHtml, LIST_PAGE_SIZE, listPath } from './list-page';
import { buildJobPageHtml } from './page-html';
import { cityAliasOf, isListPath, LIST_PATH } from './paths';

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
/** A redirect to a page's canonical address: it never changes. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';
/** The similar jobs a job page links to (one Query of its city's list of its type, or of its type's). */
export const SIMILAR_JOBS = 6;

export interface JobPageAnswer {
  statusCode: 200 | 404;
  html: string;
  cacheControl: string;
}

/** What a page answers: its status, headers and body. */
export interface PageAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** A request's address and the headers the pages read. */
export interface PageRequest {
  path: string;
  query: URLSearchParams;
  acceptLanguage?: string | undefined;
}

/** The open jobs most like `job`: the newest of its city's list of its type (else of its type's), not itself. */
export async function similarJobs(job: PageJob): Promise<JobSummary[]> {
  if (job.STATUS === 'CLOSED' && !job.TYPE) return [];
  const list =
    job.CITY && job.TYPE
      ? ({ kind: 'CITY_TYPE', city: job.CITY, type: job.TYPE } as const)
      : job.TYPE
        ? ({ kind: 'TYPE', type: job.TYPE } as const)
        : ({ kind: 'ALL' } as const);
  const now = new Date(clock.now());
  const found = await listings.newestOf(list, SIMILAR_JOBS + 1);
  return found
    .filter((other) => other.ID !== job.ID && takesApplications(other.APPLY_BY, now))
    .slice(0, SIMILAR_JOBS);
}

export async function renderJobPage(
  id: string | undefined,
  template: string,
  siteUrl: string,
  language: SiteLanguage = 'en',
): Promise<JobPageAnswer> {
  const job = id !== undefined && JOB_ID.test(id) ? await jobs.getPublished(Number(id)) : undefined;
  if (!job) {
    return {
      statusCode: 404,
      html: buildJobPageHtml(template, { job: undefined }, siteUrl, { language }),
      cacheControl: MISSING_PAGE_CACHE_CONTROL,
    };
  }
  const shown = jobs.asReadOn(job, new Date(clock.now())) as PageJob;
  return {
    statusCode: 200,
    html: buildJobPageHtml(template, { job: shown }, siteUrl, {
      language,
      similar: await similarJobs(shown),
    }),
    cacheControl: JOB_PAGE_CACHE_CONTROL,
  };
}

const html = (statusCode: number, body: string, cacheControl: string, varies: boolean): PageAnswer => ({
  statusCode,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    // Without `lang` in the URL the page is in the browser's language (CloudFront keys on the header too).
    ...(varies ? { vary: 'Accept-Language' } : {}),
  },
  body,
});

const redirect = (location: string): PageAnswer => ({
  statusCode: 301,
  headers: { location, 'cache-control': REDIRECT_CACHE_CONTROL },
  body: '',
});

/**
 * The list, `/jobs?...`: the URL's filters read as Explore reads them, one page of the one search. A URL not
 * written as the list writes it (a district id for a slug, an unknown or bad filter, another order) is
 * redirected to the address that is (the `lang` it had kept), so each list has one address.
 */
export async function renderListPage(request: PageRequest, template: string, siteUrl: string) {
  const search = readJobSearch(request.query);
  const cursorText = request.query.get('cursor') ?? undefined;
  const asked = request.query.get('lang');
  const language = pageLanguage(request.query, request.acceptLanguage);
  const explicit = asked === language;
  const canonical = listPath(search, cursorText);
  const written = new URLSearchParams(request.query);
  written.delete('lang');
  const writtenPath = written.size > 0 ? `${LIST_PATH}?${written.toString()}` : LIST_PATH;
  if (writtenPath !== canonical || (asked !== null && !explicit)) {
    return redirect(inLanguage(canonical, explicit ? language : undefined));
  }
  let answer: Awaited<ReturnType<typeof searchOpenJobs>>;
  try {
    answer = await searchOpenJobs(
      search,
      { limit: LIST_PAGE_SIZE, cursor: cursorText },
      new Date(clock.now()),
    );
  } catch (error: unknown) {
    // A cursor not of this list (edited, or of another search): its first page.
    if (error instanceof BadRequest)
      return redirect(inLanguage(listPath(search), explicit ? language : undefined));
    throw error;
  }
  const body = buildListPageHtml(
    template,
    { search, cursor: cursorText, language, jobs: answer.data, next: answer.cursor },
    siteUrl,
  );
  return html(200, body, JOB_PAGE_CACHE_CONTROL, !explicit);
}

/** Every `/jobs` page: the list, a city's alias, or one job. */
export async function renderPublicPage(
  request: PageRequest,
  template: string,
  siteUrl: string,
  id?: string | undefined,
): Promise<PageAnswer> {
  const alias = cityAliasOf(request.path);
  if (alias !== undefined) {
    const city = cityOfSlug(alias);
    const query = new URLSearchParams(city ? { city } : {});
    const asked = request.query.get('lang');
    const target = listPath(readJobSearch(query));
    return redirect(
      inLanguage(target, asked === 'en' || asked === 'hi' || asked === 'te' ? asked : undefined),
    );
  }
  if (isListPath(request.path)) return renderListPage(request, template, siteUrl);
  const asked = request.query.get('lang');
  const language = pageLanguage(request.query, request.acceptLanguage);
  const page = await renderJobPage(id, template, siteUrl, language);
  return html(page.statusCode, page.html, page.cacheControl, asked !== language);
}
