/**
 * `sitemap.xml` and `robots.txt` (decision 617). The sitemap is an index (it can exceed a sitemap's 50,000
 * addresses): one file of the category pages (`/sitemaps/pages.xml`: every job, each type, work from home, each
 * district, in each language with its `xhtml:link` alternates) and one file per day on which a job open now was
 * posted (`/sitemaps/jobs-YYYY-MM-DD.xml`, from the oldest open job's day to today). Each file is bounded: the
 * index reads one item, the pages file none, a day's file the day's range of every job's list, at most
 * JOBS_PER_FILE jobs (each in three languages: under 50,000 addresses).
 */
import * as listings from '#lib/db/job-listings';
import { SITE_LANGUAGES } from '#shared/domain/codes';
import { districts } from '#shared/domain/districts';
import { takesApplications } from '#shared/domain/job-details';
import { inLanguage } from './language';
import { categorySearches, listPath } from './list-page';
import { PAGES_SITEMAP, SITEMAP_PATH } from './paths';

/** A day's jobs in one file: three addresses each, under a sitemap's 50,000. */
export const JOBS_PER_FILE = 16_000;
/** The index lists at most this many days (a sitemap index holds 50,000 files). */
const MAX_DAYS = 49_000;
const DAY_MS = 86_400_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Each language version of `path` as a `<url>` with every version (and the x-default) as alternates. */
function urlEntries(path: string, siteUrl: string): string {
  const address = (language: (typeof SITE_LANGUAGES)[number] | undefined) =>
    escapeXml(new URL(inLanguage(path, language), siteUrl).href);
  const alternates = [
    ...SITE_LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address(undefined)}"/>`,
  ].join('');
  return SITE_LANGUAGES.map((language) => `<url><loc>${address(language)}</loc>${alternates}</url>`).join(
    '\n',
  );
}

function urlSet(entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The category pages' file: every district's page, whether or not it has jobs today. */
export function pagesSitemap(siteUrl: string): string {
  const searches = categorySearches(districts.map((district) => district.id));
  return urlSet(searches.map((search) => urlEntries(listPath(search), siteUrl)));
}

/** The days from the oldest open job's to `now`'s (UTC), newest first. */
export function sitemapDays(oldest: string | undefined, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!oldest) return [];
  const first = Date.parse(`${oldest.slice(0, 10)}T00:00:00Z`);
  const days: string[] = [];
  for (let day = today; day >= first && days.length < MAX_DAYS; day -= DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

export async function sitemapIndex(siteUrl: string, now: Date): Promise<string> {
  const days = sitemapDays(await listings.oldestPostedAt(), now);
  const files = [PAGES_SITEMAP, ...days.map((day) => `/sitemaps/jobs-${day}.xml`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(new URL(file, siteUrl).href)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A day's file: its jobs open now, each in every language. */
export async function jobsSitemap(day: string, siteUrl: string, now: Date): Promise<string> {
  const jobs = await listings.idsPostedOn(day, JOBS_PER_FILE);
  return urlSet(
    jobs
      .filter((job) => takesApplications(job.APPLY_BY, now))
      .map((job) => urlEntries(`/jobs/${job.ID}`, siteUrl)),
  );
}

/** What crawlers may read: not the API, the back offices, the employer area or the twin's stand-ins. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin$',
    'Disallow: /admin/',
    'Disallow: /internal$',
    'Disallow: /internal/',
    'Disallow: /employer$',
    'Disallow: /employer/',
    'Disallow: /dev/',
    'Allow: /',
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, siteUrl).href}`,
    '',
  ].join('\n');
}
