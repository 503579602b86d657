/**
 * The admin area (spec section 2), one lazily loaded module: `web/src/app/routes.tsx` mounts it at /admin/*,
 * so a worker never downloads it. /admin/login is not here: it is a chunk of its own (AdminLoginRoute.tsx),
 * which fetches this one while the credentials are typed.
 */
import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { BackOfficeToaster } from '#web/components/back-office/BackOfficeToaster';
import { RequireAdmin } from '#web/components/back-office/RequireAdmin';
import { paths } from '#web/lib/paths';
import { AdminShell } from './AdminShell';
import { AddEmployeePage } from './add-employee/AddEmployeePage';
import { AdminsPage } from './admins/AdminsPage';
import { ChangePasswordPage } from './ChangePasswordPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { EmployeeDetailsPage } from './employees/EmployeeDetailsPage';
import { EmployeesPage } from './employees/EmployeesPage';
import { PostedJobsPage } from './jobs/PostedJobsPage';
import { GrievanceDetailsPage } from './privacy/GrievanceDetailsPage';
import { GrievancesPage } from './privacy/GrievancesPage';
import { PrivacyPage } from './privacy/PrivacyPage';
import { SecondFactorPage } from './SecondFactorPage';
import { UserDetailsPage } from './users/UserDetailsPage';
import { UsersPage } from './users/UsersPage';

// Post New Job is a chunk of its own: it brings the district list (~40 KB gzip) and the upload code, which the
// log-in and the other screens do not need. (Splitting every screen off measured worse: the bundler then moved
// shared code out of the first-load bundle into extra chunks, +0.5 KB gzip for `/`.)
const PostJobPage = lazy(() => import('./jobs/PostJobPage').then((m) => ({ default: m.PostJobPage })));

/** Paths relative to /admin, from `paths` (e.g. 'posted-jobs' from '/admin/posted-jobs'). */
const child = (path: string) => path.slice(`${paths.admin}/`.length);

const adminRoutes: RouteObject[] = [
  { path: child(paths.adminChangePassword), element: <ChangePasswordPage /> },
  { path: child(paths.adminSecondFactor), element: <SecondFactorPage /> },
  {
    element: (
      <RequireAdmin>
        <AdminShell />
      </RequireAdmin>
    ),
    children: [
      { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
      { path: child(paths.adminDashboard), element: <DashboardPage /> },
      { path: child(paths.adminAddNewEmployee), element: <AddEmployeePage /> },
      { path: child(paths.adminPostedJobs), element: <PostedJobsPage /> },
      { path: child(paths.adminPostNewJob), element: <PostJobPage /> },
      { path: child(paths.adminAllEmployees), element: <EmployeesPage /> },
      { path: child(paths.adminEmployee(':id')), element: <EmployeeDetailsPage /> },
      { path: child(paths.adminUsers), element: <UsersPage /> },
      { path: child(paths.adminUser(':id')), element: <UserDetailsPage /> },
      { path: child(paths.adminAdmins), element: <AdminsPage /> },
      { path: child(paths.adminGrievances), element: <GrievancesPage /> },
      { path: child(paths.adminGrievance(':id')), element: <GrievanceDetailsPage /> },
      { path: child(paths.adminPrivacy), element: <PrivacyPage /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/** The admin routes, with the area's one toaster beside them (it outlives page changes, e.g. after posting). */
export function AdminRoutes() {
  const element = useRoutes(adminRoutes);
  return (
    <>
      {element}
      <BackOfficeToaster />
    </>
  );
}
