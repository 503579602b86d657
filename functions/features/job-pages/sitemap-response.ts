/**
 * The sitemap's files and robots.txt as the pages function answers them (sitemap.ts builds them), or
 * undefined for any other path. Kept at the edge for an hour (robots.txt a day): a new job reaches the sitemap
 * within the hour, as crawlers read it.
 */
import { clock } from '#lib/clock';
import { PAGES_SITEMAP, ROBOTS_PATH, SITEMAP_PATH, sitemapDayOf } from './paths';
import { jobsSitemap, pagesSitemap, robotsTxt, sitemapIndex } from './sitemap';

export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

export interface TextAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

const xml = (body: string): TextAnswer => ({
  statusCode: 200,
  headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE_CONTROL },
  body,
});

export async function sitemapResponse(path: string, siteUrl: string): Promise<TextAnswer | undefined> {
  if (path === ROBOTS_PATH) {
    return {
      statusCode: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': ROBOTS_CACHE_CONTROL },
      body: robotsTxt(siteUrl),
    };
  }
  const now = new Date(clock.now());
  if (path === SITEMAP_PATH) return xml(await sitemapIndex(siteUrl, now));
  if (path === PAGES_SITEMAP) return xml(pagesSitemap(siteUrl));
  const day = sitemapDayOf(path);
  if (day) return xml(await jobsSitemap(day, siteUrl, now));
  if (path.startsWith('/sitemaps/')) {
    return {
      statusCode: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SITEMAP_CACHE_CONTROL },
      body: 'There is no such sitemap.\n',
    };
  }
  return undefined;
}
