/**
 * The paths the pages function answers besides `/jobs/{id}` (page-html.ts `jobIdOf`): the list, a city's alias
 * of it, the sitemap's files and robots.txt. Pure and free of I/O imports, so the twin (infra/local/job-pages.ts)
 * routes by them before it loads the function.
 */
export const LIST_PATH = '/jobs';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const PAGES_SITEMAP = '/sitemaps/pages.xml';
const DAY_FILE = /^\/sitemaps\/jobs-([0-9]{4}-[0-9]{2}-[0-9]{2})\.xml$/;

/** Whether `path` is the list's, `/jobs` (a trailing slash allowed). */
export function isListPath(path: string): boolean {
  return path.replace(/\/+$/, '') === LIST_PATH;
}

/** `/jobs/in/{city}`: the city's slug (or id) of an alias path, or undefined. */
export function cityAliasOf(path: string): string | undefined {
  const slug = /^\/jobs\/in\/([^/]+)\/?$/.exec(path)?.[1];
  if (slug === undefined) return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return undefined;
  }
}

/** The day of a sitemap day file's path, or undefined. */
export function sitemapDayOf(path: string): string | undefined {
  const day = DAY_FILE.exec(path)?.[1];
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : undefined;
}

/** Whether the pages function answers `path` with a sitemap file or robots.txt (any `/sitemaps/` path). */
export function isSitemapPath(path: string): boolean {
  return path === SITEMAP_PATH || path === ROBOTS_PATH || path.startsWith('/sitemaps/');
}
