/**
 * The pages written as HTML at build time, and the cookie that picks their language (decision 229): the public
 * pages, and the staff log-in pages (decision 240), which show no one's data either.
 * Plain data, read by the build (web/src/prerender.tsx), the browser (prerendered.ts) and the edge function's
 * tests: infra/aws/edge/spa-routing.js lists the same pages and cookie.
 */
import { paths } from './paths';

/** Each prerendered page by the name of its file, dist/web/pages/<language>/<name>.html. */
export const PRERENDERED_PAGES = {
  home: paths.home,
  aboutus: paths.aboutUs,
  contactus: paths.contactUs,
  client: paths.client,
  adminlogin: paths.adminLogin,
  internallogin: paths.internalLogin,
} as const;

/** The cookie the edge reads to pick the prerendered page's language (the choice itself is in local storage). */
export const LANGUAGE_COOKIE = 'earnlearn-language';
