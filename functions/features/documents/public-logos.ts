/**
 * Company logos of posted jobs are public: kept under `logos/` in the uploads bucket and served on the site's own
 * origin at `/logos/<file>` (CloudFront's `/logos/*` behaviour on AWS, the twin locally), with the same cache
 * headers on both. Pure, so the CDK stacks and the twin import it as well as the functions.
 */
export const LOGOS_PREFIX = 'logos/';
export const LOGOS_PATH = '/logos/';

/** A logo's key holds a fresh uuid and is never rewritten, so browsers and CloudFront may keep it a year. */
export const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where a kept logo is served: the job's LOGO_LINK. */
export function logoLink(key: string): string {
  return `/${key}`;
}

const LOGO_FILE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

/** The key of the logo a site path names (`/logos/<file>` -> `logos/<file>`), or undefined for any other path. */
export function logoKeyOf(path: string): string | undefined {
  if (!path.startsWith(LOGOS_PATH)) return undefined;
  const file = path.slice(LOGOS_PATH.length);
  return LOGO_FILE.test(file) ? `${LOGOS_PREFIX}${file}` : undefined;
}
