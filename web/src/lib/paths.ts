/**
 * The one route table of the SPA: every route is named here once, and every link is built from it.
 * Routes of later features (admin, internal) are named already so links can point at them; until their
 * pages exist the router sends them to the 404 page.
 */
export const paths = {
  home: '/',
  aboutUs: '/aboutus',
  contactUs: '/contactus',
  client: '/client',
  dashboard: '/dashboard',
  job: (id: number | string) => `/jobs/${id}`,
  profile: '/profile',
  /** Where the sign-in provider sends the browser back with `#id_token=...&state=...`. */
  authCallback: '/auth/callback',
  notFound: '/404',
  adminLogin: '/admin/login',
  admin: '/admin',
  internalLogin: '/internal/login',
  internal: '/internal',
} as const;

/** A route plus an in-page anchor, e.g. `withHash(paths.client, 'services')` is `/client#services`. */
export function withHash(path: string, id: string): string {
  return `${path}#${id}`;
}
