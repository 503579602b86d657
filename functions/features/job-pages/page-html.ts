/**
 * The HTML of a job page, `/jobs/{id}`, as crawlers and link previews read it: they run no
 * JavaScript. Built from the SPA's own index.html, so its scripts load and the SPA takes the page over, with the
 * job's title, description, Open Graph tags and JSON-LD `JobPosting` in the head and the job's visible text in
 * `#root`. Pure: no I/O (render.ts reads the job and the template). Every job text is escaped: jobs are typed
 * by staff, and a page anyone can open must not run what they typed.
 */
import type { Job } from '#shared/api/job-shapes';
import { placeName } from '#shared/domain/place-name';
import {
  absoluteUrl,
  escapeHtml,
  jobPostingJsonLd,
  type PageJob,
  SECTION_TITLES,
  scriptSafeJson,
  splitAtFullStops,
} from './json-ld';

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

/** The head tags of a job's page. */
export function headTags(job: PageJob, siteUrl: string): string {
  const url = new URL(`/jobs/${job.ID}`, siteUrl).href;
  const title = pageTitle(job);
  const description = pageDescription(job);
  const image = absoluteUrl(job.LOGO_LINK, siteUrl);
  const posting = jobPostingJsonLd(job, siteUrl);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
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

/** The job's visible text, as the SPA's job page shows it (English), before the SPA takes over. */
export function bodyHtml(job: PageJob, siteUrl: string): string {
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
    closed ? `<p role="status"><strong>${escapeHtml(CLOSED_TEXT)}</strong></p>` : '',
    '<dl>',
    fact('Location', placeName(job.LOCATION)),
    fact('Work From Home', job.WORK_FROM_HOME === 1 ? 'Available' : 'Not Available'),
    fact('Work Hours', job.WORK_HOURS),
    fact('Earnings', job.EARNINGS),
    '</dl>',
    `<h2>Description</h2><p>${escapeHtml(job.DESCRIPTION)}</p>`,
    list(SECTION_TITLES.roles, job.ROLES_AND_RESPONSIBILITIES),
    list(SECTION_TITLES.whatYouGet, job.WHAT_YOU_GET),
    list(SECTION_TITLES.whoCanApply, job.WHO_CAN_APPLY),
    '</article>',
    '</main>',
  ]
    .filter((part) => part.length > 0)
    .join('');
}

function notFoundBody(): string {
  return `<main class="job-page"><h1>${escapeHtml(NOT_FOUND_TITLE)}</h1><p>${escapeHtml(NOT_FOUND_TEXT)}</p><p><a href="/">Back To Homepage</a></p></main>`;
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
 * The page for `content`, from the SPA's `template` (its built index.html): an open job with its JobPosting, a
 * closed job saying so (noindex, no JobPosting), or no job (the not-found text, noindex; the caller answers
 * 404). `siteUrl` is the site's origin, for the absolute addresses previews need.
 */
export function buildJobPageHtml(template: string, content: JobPageContent, siteUrl: string): string {
  let html = template;
  for (const pattern of REPLACED_HEAD_TAGS) html = html.replace(pattern, '');
  const head = content.job
    ? headTags(content.job, siteUrl)
    : `<title>${escapeHtml(`${NOT_FOUND_TITLE} | ${SITE_NAME}`)}</title>\n    ${meta('name', 'robots', 'noindex')}`;
  if (!/<\/head>/i.test(html)) throw new Error('The SPA template has no </head>');
  html = html.replace(/<\/head>/i, () => `    ${head}\n    ${PAGE_STYLE}\n  </head>`);
  const body = content.job ? bodyHtml(content.job, siteUrl) : notFoundBody();
  return withRootContent(html, body);
}
