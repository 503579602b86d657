/**
 * The routes of the admin's four table screens, so their links are built in one place. The lead folds these into
 * `web/src/lib/paths.ts` when the admin routes are wired.
 */
export const tablePaths = {
  employees: '/admin/all-employees',
  employee: (id: number | string) => `/admin/all-employees/${id}`,
  users: '/admin/users',
  user: (id: number | string) => `/admin/users/${id}`,
} as const;
