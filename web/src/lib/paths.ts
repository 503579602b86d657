/**
 * The one route table of the SPA: every route is named here once, and every link is built from it.
 * Routes of later features (internal) are named already so links can point at them; until their pages exist
 * the router sends them to the 404 page.
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
  /** After a log-in with a temporary password: the admin sets their own before the area opens. */
  adminChangePassword: '/admin/change-password',
  adminDashboard: '/admin/dashboard',
  adminAllEmployees: '/admin/all-employees',
  adminEmployee: (id: number | string) => `/admin/all-employees/${id}`,
  adminAddNewEmployee: '/admin/add-new-employee',
  adminPostedJobs: '/admin/posted-jobs',
  adminPostNewJob: '/admin/post-new-job',
  adminUsers: '/admin/users',
  adminUser: (id: number | string) => `/admin/users/${id}`,
  internalLogin: '/internal/login',
  internal: '/internal',
} as const;

/** A route plus an in-page anchor, e.g. `withHash(paths.client, 'services')` is `/client#services`. */
export function withHash(path: string, id: string): string {
  return `${path}#${id}`;
}
