/**
 * The first requests of the back-office screens a staff member opens most, sent by the entry as the
 * page loads, beside the area's code instead of after it: the screen's own request (`callApi`) then takes the
 * answer (web/src/lib/api.ts, `preloadApi`). The screen's own chunk is fetched at once too (each screen is a
 * chunk of its own, which the area's routes would otherwise ask for only once the area's chunk has run); the
 * area's `lazyPart()` then finds the module loaded. So is the area's chunk, and a staff log-in page's, on any page
 * of theirs. Each entry asks exactly what its screen asks first (the screen's
 * api/ hook with the pager's first page); test/web/preload-data.test.tsx renders each screen after its preload
 * and finds one request, not two. A screen whose requests change without this table only loses the head start.
 * Only for a stored role that may see the area: anyone else is sent to the log-in, and asks nothing.
 */
import { APPLICATION_PAGES, type ApplicationPage } from '#shared/domain/codes';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#shared/domain/constants';
import { preloadApi } from '#web/lib/api';
import { paths, routeId } from '#web/lib/paths';
import { readStaffRole } from '#web/lib/staff-session';
import { readSessionToken } from '#web/lib/worker-storage';

/** The first page of an admin table (web/src/lib/pager.ts: the default size, no cursor). */
const firstPage = { limit: String(DEFAULT_PAGE_SIZE) };

/**
 * The `?search=` the screen's list opens with, as the screen sends it: trimmed and lowercased as the pager's
 * `normalizeSearch` (not imported: the pager is back-office code, kept out of the first load), absent when
 * empty. test/web/preload-data.test.tsx finds one request, not two, for a list opened with a search.
 */
function searchOf(search: string, name: string): { search?: string } {
  const text = (new URLSearchParams(search).get(name) ?? '').trim().toLowerCase();
  return text ? { search: text } : {};
}

/** A chunk fetched ahead of its `lazyPart()`: a failure is left to the route's own import, which tries again. */
function fetchCode(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

export function preloadScreenData(pathname: string, search: string): void {
  // A back-office page's route chunk is fetched as the entry runs, not once the first render reaches its
  // `lazyPart()` (web/src/app/routes.tsx): the staff log-in pages' own, or the area's.
  if (pathname === paths.adminLogin) fetchCode(() => import('../features/admin/AdminLoginRoute'));
  else if (pathname === paths.internalLogin)
    fetchCode(() => import('../features/internal/InternalLoginRoute'));
  // A signed-in worker's dashboard: its chunk and the applications it counts, side by side,
  // so its one loading state (DashboardPage) ends as soon as the slower of the two arrives. The first page as
  // features/jobs/api/get-applied-jobs.ts asks it.
  if (pathname === paths.dashboard && readSessionToken()) {
    fetchCode(() => import('../features/jobs/DashboardPage'));
    preloadApi('getAppliedJobs', { limit: String(MAX_PAGE_SIZE) });
  }
  const role = readStaffRole();
  // The screen's request goes first, then its code, then the area's: over HTTP/1.1 a browser opens six
  // connections to the site, and the request sent first is answered first, not after the code's small files.
  if (role === 'admin') {
    preloadAdminScreen(pathname, search);
    if (pathname.startsWith(`${paths.admin}/`) && pathname !== paths.adminLogin)
      fetchCode(() => import('../features/admin/AdminRoutes'));
  } else if (role === 'HR' || role === 'OPS') {
    preloadInternalScreen(pathname, search);
    if (pathname.startsWith(`${paths.internal}/`) && pathname !== paths.internalLogin)
      fetchCode(() => import('../features/internal/InternalRoutes'));
  }
}

/** An admin screen's first requests and its own chunk. */
function preloadAdminScreen(pathname: string, search: string): void {
  if (pathname === paths.adminDashboard) {
    preloadApi('getDashboardData', {});
    preloadApi('getStaffSecondFactor', {});
    fetchCode(() => import('../features/admin/dashboard/DashboardPage'));
  } else if (pathname === paths.adminUsers) {
    preloadApi('getUsersData', { ...firstPage, ...searchOf(search, 'search') });
    fetchCode(() => import('../features/admin/users/UsersPage'));
  }
}

/** An HR/OPS screen's first request and its own chunk. */
function preloadInternalScreen(pathname: string, search: string): void {
  if (pathname === paths.internalDashboard) {
    preloadApi('getInternalDashboardData', {});
    fetchCode(() => import('../features/internal/dashboard/DashboardPage'));
    return;
  }
  // The job's id as ApplicationsPage reads it (routeId), from /internal/applications/{id}.
  const id = routeId(/^\/internal\/applications\/([^/]+)$/.exec(pathname)?.[1]);
  if (id === null) return;
  // The tab from `?page=` as ApplicationsPage reads it (the first, 'new', when absent or unknown).
  const asked = new URLSearchParams(search).get('page');
  const page: ApplicationPage = APPLICATION_PAGES.find((known) => known === asked) ?? 'new';
  preloadApi('getInternalDataById', { id: String(id), page, ...firstPage, ...searchOf(search, 'search') });
  fetchCode(() => import('../features/internal/applications/ApplicationsPage'));
}
