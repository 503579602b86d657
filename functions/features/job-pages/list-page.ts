/**
 * The public list of open jobs, `/jobs` (decision 615), as crawlers and a visitor without JavaScript read it:
 * Explore Jobs' filters in the query (shared/domain/job-search.ts: the same names and values), a page of jobs
 * from the one search (features/job-search/run.ts), a link to the next page, and links to the category pages
 * (by type, work from home, by city). A category page is the list with only a city, a type and/or work from
 * home: its canonical address writes them in one order, the city as its slug (`/jobs?city=hyderabad&lang=hi`);
 * any other search is still listed but `noindex`. Pure: no I/O (render.ts runs the search).
 */
import type { JobSummary } from '#shared/api/job-shapes';
import type { SiteLanguage } from '#shared/domain/codes';
import { citySlug } from '#shared/domain/district-slugs';
import { districtName } from '#shared/domain/districts';
import { JOB_SEARCH_NAMES, type JobSearch, TYPE_PARAMS } from '#shared/domain/job-search';
import { placeName } from '#shared/domain/place-name';
import { PUBLIC_PAGE_TEXTS, type PublicPageTexts } from '#shared/domain/public-page-texts';
import { escapeHtml } from './json-ld';
import { inLanguage, languageLinks } from './language';
import { jobCardHtml, pageFromTemplate, SITE_NAME } from './page-html';
import { LIST_PATH } from './paths';

/** Jobs a server-rendered page lists. */
export const LIST_PAGE_SIZE = 20;

/** The cities the list links to by name (every district's page is in the sitemap). */
export const FEATURED_CITIES = [
  'hyderabad-telangana',
  'bangalore urban',
  'chennai',
  'mumbai city',
  'new delhi',
  'kolkata',
  'pune',
  'lucknow',
  'jaipur',
  'ahmedabad',
  'visakhapatnam',
  'patna',
] as const;

/** The list's address for `search` (and a page's cursor): its filters in one order, the city as its slug. */
export function listPath(search: JobSearch, cursor?: string): string {
  const query = new URLSearchParams();
  for (const name of JOB_SEARCH_NAMES) {
    const value = search[name];
    if (value) query.set(name, name === 'city' ? citySlug(value) : value);
  }
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${LIST_PATH}?${text}` : LIST_PATH;
}

/** A category page: at most a city, a type and work from home, on its first page. */
export function isCategory(search: JobSearch, cursor?: string): boolean {
  if (cursor) return false;
  return JOB_SEARCH_NAMES.every((name) => ['city', 'type', 'wfh'].includes(name) || !search[name]);
}

/** The category pages (per language in the sitemap): every job, each type, work from home, each city. */
export function categorySearches(cities: readonly string[]): JobSearch[] {
  return [
    {},
    ...Object.values(TYPE_PARAMS).map((type) => ({ type })),
    { wfh: '1' as const },
    ...cities.map((city) => ({ city })),
  ];
}

/** The page's heading: what is listed, where. */
export function listHeading(search: JobSearch, texts: PublicPageTexts): string {
  const kind =
    search.type === 'internship'
      ? texts['footer.internships']
      : search.type === 'job'
        ? texts['footer.jobOpenings']
        : search.type === 'gig'
          ? texts.gigs
          : search.wfh
            ? texts.workFromHomeJobs
            : texts.allJobs;
  const what = search.wfh && search.type ? `${kind} · ${texts['job.workFromHome']}` : kind;
  const city = search.city ? placeName(districtName(search.city)) : '';
  return city ? texts.inCity(what, city) : what;
}

export interface ListPageContent {
  search: JobSearch;
  cursor?: string | undefined;
  language: SiteLanguage;
  jobs: readonly JobSummary[];
  next?: string | undefined;
}

function categoryLinks(language: SiteLanguage, texts: PublicPageTexts): string {
  const link = (search: JobSearch) =>
    `<li><a href="${escapeHtml(inLanguage(listPath(search), language))}">${escapeHtml(listHeading(search, texts))}</a></li>`;
  return [
    `<nav aria-labelledby="browse"><h2 id="browse">${escapeHtml(texts.browseBy)}</h2><ul>`,
    ...categorySearches([]).map(link),
    `</ul><h3>${escapeHtml(texts.cities)}</h3><ul>`,
    ...FEATURED_CITIES.map((city) => link({ city })),
    '</ul></nav>',
  ].join('');
}

/** The list's page from the SPA's `template`, with its canonical, alternates and the jobs in `#root`. */
export function buildListPageHtml(template: string, content: ListPageContent, siteUrl: string): string {
  const { search, cursor, language, jobs, next } = content;
  const texts = PUBLIC_PAGE_TEXTS[language];
  const heading = listHeading(search, texts);
  const path = listPath(search, cursor);
  const title = `${heading} | ${SITE_NAME}`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(`${heading}. ${texts.listIntro}`)}" />`,
    languageLinks(path, language, siteUrl),
    isCategory(search, cursor) ? '' : '<meta name="robots" content="noindex, follow" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:url" content="${escapeHtml(new URL(inLanguage(path, language), siteUrl).href)}" />`,
    next ? `<link rel="next" href="${escapeHtml(inLanguage(listPath(search, next), language))}" />` : '',
  ]
    .filter((tag) => tag.length > 0)
    .join('\n    ');
  const body = [
    '<main class="job-page" aria-labelledby="list-title">',
    `<h1 id="list-title">${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(texts.listIntro)}</p>`,
    jobs.length > 0
      ? `<ul class="job-list">${jobs.map((job) => jobCardHtml(job, language, texts)).join('')}</ul>`
      : `<p>${escapeHtml(texts['jobs.none'])}</p>`,
    next
      ? `<p><a rel="next" href="${escapeHtml(inLanguage(listPath(search, next), language))}">${escapeHtml(texts.nextPage)}</a></p>`
      : '',
    categoryLinks(language, texts),
    '</main>',
  ].join('');
  return pageFromTemplate(template, head, body, language);
}
