/**
 * The HTML of a job page, `/jobs/{id}`, as crawlers and link previews read it: they run no
 * JavaScript. Built from the SPA's own index.html, so its scripts load and the SPA takes the page over, with the
 * job's title, description, Open Graph tags and JSON-LD `JobPosting` in the head and the job's visible text in
 * `#root`. Pure: no I/O (render.ts reads the job and the template). Every job text is escaped: jobs are typed
 * by staff, and a page anyone can open must not run what they typed.
 */
import type { Job, JobSummary } from '#shared/api/job-shapes';
import type { SiteLanguage } from '#shared/domain/codes';
import { jobInLanguage } from '#shared/domain/job-texts';
import { placeName } from '#shared/domain/place-name';
import { PUBLIC_PAGE_TEXTS, type PublicPageTexts } from '#shared/domain/public-page-texts';
import {
  absoluteUrl,
  escapeHtml,
  jobPostingJsonLd,
  type PageJob,
  scriptSafeJson,
  splitAtFullStops,
} from './json-ld';
import { inLanguage, languageLinks } from './language';

/** What the page is about: an open or closed job, or no job at all (a 404 with the SPA's not-found). */
export type JobPageContent = { job: PageJob } | { job: undefined };

/** The longest meta description; search engines cut at about 155 characters. */
export const DESCRIPTION_MAX_LENGTH = 155;
export const SITE_NAME = 'Earnlearn';
export const CLOSED_TEXT = 'This job is closed and no longer takes applications.';
export const NOT_FOUND_TITLE = "Oops, This page isn't available";
export const NOT_FOUND_TEXT = 'The link you followed may be broken, or the page may have been removed.';

/** The id of `/jobs/{id}` (a trailing slash allowed), or undefined when the path is no job page's. */
export function jobIdOf(path: string): string | undefined {
  return /^\/jobs\/([^/]+)\/?$/.exec(path)?.[1];
}

/** A minimal page for when no built index.html is at hand (a function deployed before the first web build). */
export const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Earnlearn</title></head>' +
  '<body><div id="root"></div></body></html>';

/** `text` on one line, cut at a word before `max` characters with an ellipsis. */
export function shorten(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** The title of the page and of its link preview. */
export function pageTitle(job: Job): string {
  const closed = job.STATUS === 'CLOSED' ? ' (closed)' : '';
  return `${job.TITLE} at ${job.COMPANY_NAME}${closed} | ${SITE_NAME}`;
}

/** One line for the meta description and the preview: where, what it pays, then the description. */
export function pageDescription(job: Job): string {
  const facts = [
    placeName(job.LOCATION),
    job.WORK_FROM_HOME === 1 ? 'work from home available' : '',
    job.EARNINGS,
  ].filter((fact) => fact.trim().length > 0);
  const lead = job.STATUS === 'CLOSED' ? `${CLOSED_TEXT} ` : '';
  return shorten(`${lead}${facts.join(' · ')}. ${job.DESCRIPTION}`);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The head tags of a job's page, `job` in `language` (its canonical and its language versions' addresses). */
export function headTags(job: PageJob, siteUrl: string, language: SiteLanguage = 'en'): string {
  const url = new URL(`/jobs/${job.ID}`, siteUrl).href;
  const title = pageTitle(job);
  const description = pageDescription(job);
  const image = absoluteUrl(job.LOGO_LINK, siteUrl);
  const posting = jobPostingJsonLd(job, siteUrl);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    languageLinks(`/jobs/${job.ID}`, language, siteUrl),
    // A closed job stays readable for whoever has the link, but leaves search results.
    job.STATUS === 'CLOSED' ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    image ? meta('property', 'og:image', image) : '',
    image ? meta('property', 'og:image:alt', `${job.COMPANY_NAME} logo`) : '',
    meta('name', 'twitter:card', 'summary'),
    posting ? `<script type="application/ld+json">${scriptSafeJson(posting)}</script>` : '',
  ]
    .filter((tag) => tag.length > 0)
    .join('\n    ');
}

/** A job's card in a list of jobs (the public list, a job page's similar jobs): a link to its page. */
export function jobCardHtml(listed: JobSummary, language: SiteLanguage, texts: PublicPageTexts): string {
  const { job } = jobInLanguage(listed, language);
  const facts = [
    placeName(job.LOCATION),
    job.WORK_FROM_HOME === 1 ? texts['job.workFromHome'] : '',
    job.EARNINGS,
    job.WORK_HOURS,
  ].filter((fact) => fact.trim().length > 0);
  return `<li><a href="${escapeHtml(inLanguage(`/jobs/${job.ID}`, language))}"><strong>${escapeHtml(job.TITLE)}</strong></a><br />${escapeHtml(job.COMPANY_NAME)}<br /><small>${escapeHtml(facts.join(' · '))}</small></li>`;
}

/** The job's visible text, as the SPA's job page shows it, before the SPA takes over. */
export function bodyHtml(
  job: PageJob,
  siteUrl: string,
  language: SiteLanguage = 'en',
  similar: readonly JobSummary[] = [],
): string {
  const texts = PUBLIC_PAGE_TEXTS[language];
  const logo = absoluteUrl(job.LOGO_LINK, siteUrl);
  const list = (title: string, text: string) =>
    `<h2>${escapeHtml(title)}</h2><ul>${splitAtFullStops(text)
      .map((item) => `<li>${escapeHtml(item)}</li>`)
      .join('')}</ul>`;
  const fact = (term: string, value: string) =>
    `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  const closed = job.STATUS === 'CLOSED';
  return [
    '<main class="job-page" aria-labelledby="job-title">',
    '<article>',
    logo
      ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(`${job.COMPANY_NAME} logo`)}" width="80" height="80" />`
      : '',
    `<h1 id="job-title">${escapeHtml(job.TITLE)}</h1>`,
    `<p>${escapeHtml(job.COMPANY_NAME)}</p>`,
    closed ? `<p role="status"><strong>${escapeHtml(texts['job.closedNotice'])}</strong></p>` : '',
    '<dl>',
    fact(texts['job.location'], placeName(job.LOCATION)),
    fact(
      texts['job.workFromHome'],
      job.WORK_FROM_HOME === 1 ? texts['job.available'] : texts['job.notAvailable'],
    ),
    fact(texts['job.workHours'], job.WORK_HOURS),
    fact(texts['job.earnings'], job.EARNINGS),
    '</dl>',
    `<h2>${escapeHtml(texts['job.description'])}</h2><p>${escapeHtml(job.DESCRIPTION)}</p>`,
    list(texts['job.roles'], job.ROLES_AND_RESPONSIBILITIES),
    list(texts['job.whatYouGet'], job.WHAT_YOU_GET),
    list(texts['job.whoCanApply'], job.WHO_CAN_APPLY),
    '</article>',
    similar.length > 0
      ? `<section aria-labelledby="similar-jobs"><h2 id="similar-jobs">${escapeHtml(texts.similarJobs)}</h2><ul>${similar
          .map((other) => jobCardHtml(other, language, texts))
          .join('')}</ul></section>`
      : '',
    '</main>',
  ]
    .filter((part) => part.length > 0)
    .join('');
}

function notFoundBody(texts: PublicPageTexts): string {
  return `<main class="job-page"><h1>${escapeHtml(texts.notFoundTitle)}</h1><p>${escapeHtml(texts.notFoundText)}</p><p><a href="/">${escapeHtml(texts.backHome)}</a></p></main>`;
}

/** The head tags the template's own head may hold for the home page, replaced by the job's. */
const REPLACED_HEAD_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>\s*/gi,
];

/**
 * `html` with the children of its `<div id="root">` replaced by `content` (whatever a prerendered template
 * had there: the div's end is found by counting the divs inside it).
 */
export function withRootContent(html: string, content: string): string {
  const open = /<div\s+id="root"[^>]*>/i.exec(html);
  if (!open) throw new Error('The SPA template has no <div id="root">');
  const start = open.index + open[0].length;
  const tag = /<(\/?)div\b[^>]*>/gi;
  tag.lastIndex = start;
  let depth = 1;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[1] ? -1 : /\/>$/.test(match[0]) ? 0 : 1;
    if (depth === 0) return `${html.slice(0, start)}${content}${html.slice(match.index)}`;
  }
  throw new Error('The SPA template does not close its <div id="root">');
}

/** A few rules for the text shown before the SPA's own styles arrive (the CSP allows inline styles). */
const PAGE_STYLE =
  '<style>.job-page{max-width:960px;margin:0 auto;padding:16px;font-family:system-ui,sans-serif;line-height:1.5;overflow-wrap:anywhere}.job-page img{border-radius:8px;object-fit:contain}.job-page dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px}.job-page dd{margin:0;font-weight:600}</style>';

/**
 * A public page from the SPA's `template` (its built index.html): the home page's own head tags replaced by
 * `head`, the page's style, `<html lang>` in `language`, and `body` in `#root`.
 */
export function pageFromTemplate(
  template: string,
  head: string,
  body: string,
  language: SiteLanguage = 'en',
): string {
  let html = template;
  for (const pattern of REPLACED_HEAD_TAGS) html = html.replace(pattern, '');
  html = html.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${language}"`);
  if (!/<\/head>/i.test(html)) throw new Error('The SPA template has no </head>');
  html = html.replace(/<\/head>/i, () => `    ${head}\n    ${PAGE_STYLE}\n  </head>`);
  return withRootContent(html, body);
}

/** What a job's page shows besides the job: the visitor's language and the similar jobs it links to. */
export interface JobPageOptions {
  language?: SiteLanguage;
  similar?: readonly JobSummary[];
}

/**
 * The page for `content`, from the SPA's `template` (its built index.html): an open job with its JobPosting, a
 * closed job saying so (noindex, no JobPosting), or no job (the not-found text, noindex; the caller answers
 * 404), in `language`: the job's texts where it has them in it (shared/domain/job-texts.ts), the labels always.
 * `siteUrl` is the site's origin, for the absolute addresses previews need.
 */
export function buildJobPageHtml(
  template: string,
  content: JobPageContent,
  siteUrl: string,
  { language = 'en', similar = [] }: JobPageOptions = {},
): string {
  const texts = PUBLIC_PAGE_TEXTS[language];
  const job = content.job ? jobInLanguage(content.job, language).job : undefined;
  const head = job
    ? headTags(job, siteUrl, language)
    : `<title>${escapeHtml(`${texts.notFoundTitle} | ${SITE_NAME}`)}</title>\n    ${meta('name', 'robots', 'noindex')}`;
  const body = job ? bodyHtml(job, siteUrl, language, similar) : notFoundBody(texts);
  return pageFromTemplate(template, head, body, language);
}
