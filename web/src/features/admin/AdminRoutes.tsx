import { lazyPart } from '#web/lib/i18n';
/**
 * The admin area (spec section 2), one lazily loaded module: `web/src/app/routes.tsx` mounts it at /admin/*,
 * so a worker never downloads it. /admin/login is not here: it is a chunk of its own (AdminLoginRoute.tsx),
 * which fetches this one while the credentials are typed.
 */

import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { BackOfficeToaster } from '#web/components/back-office/BackOfficeToaster';
import { RequireAdmin } from '#web/components/back-office/RequireAdmin';
import { paths } from '#web/lib/paths';
import { AdminShell } from './AdminShell';

// Every screen is a chunk of its own: a screen opened first (a bookmark, a reload) waits for the
// area's frame and its own code only, not for every other screen's; the shell shows while a screen's chunk
// arrives. Post New Job brings the district list and the upload code, Users the privacy views, the log-in's
// second step the authenticator set-up. (They were once kept in one chunk because splitting them moved shared
// code out of the first load of `/`; the bench's first-load figure is the check that it no longer does.)
const AddEmployeePage = lazyPart(() =>
  import('./add-employee/AddEmployeePage').then((m) => ({ default: m.AddEmployeePage })),
);
const AdminsPage = lazyPart(() => import('./admins/AdminsPage').then((m) => ({ default: m.AdminsPage })));
const ChangePasswordPage = lazyPart(() =>
  import('./ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);
const DashboardPage = lazyPart(() =>
  import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const EmployeeDetailsPage = lazyPart(() =>
  import('./employees/EmployeeDetailsPage').then((m) => ({ default: m.EmployeeDetailsPage })),
);
const EmployeesPage = lazyPart(() =>
  import('./employees/EmployeesPage').then((m) => ({ default: m.EmployeesPage })),
);
const PostedJobsPage = lazyPart(() =>
  import('./jobs/PostedJobsPage').then((m) => ({ default: m.PostedJobsPage })),
);
const GrievanceDetailsPage = lazyPart(() =>
  import('./privacy/GrievanceDetailsPage').then((m) => ({ default: m.GrievanceDetailsPage })),
);
const GrievancesPage = lazyPart(() =>
  import('./privacy/GrievancesPage').then((m) => ({ default: m.GrievancesPage })),
);
const ReportedJobsPage = lazyPart(() =>
  import('./reports/ReportedJobsPage').then((m) => ({ default: m.ReportedJobsPage })),
);
const ModerationPage = lazyPart(() =>
  import('./moderation/ModerationPage').then((m) => ({ default: m.ModerationPage })),
);
const MessageReviewPage = lazyPart(() =>
  import('./messages/MessageReviewPage').then((m) => ({ default: m.MessageReviewPage })),
);
const EmployersPage = lazyPart(() =>
  import('./employers/EmployersPage').then((m) => ({ default: m.EmployersPage })),
);
const EmployerDetailsPage = lazyPart(() =>
  import('./employers/EmployerDetailsPage').then((m) => ({ default: m.EmployerDetailsPage })),
);
const VerificationsPage = lazyPart(() =>
  import('./employers/VerificationsPage').then((m) => ({ default: m.VerificationsPage })),
);
const PrivacyPage = lazyPart(() => import('./privacy/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const SecondFactorPage = lazyPart(() =>
  import('./SecondFactorPage').then((m) => ({ default: m.SecondFactorPage })),
);
const UserDetailsPage = lazyPart(() =>
  import('./users/UserDetailsPage').then((m) => ({ default: m.UserDetailsPage })),
);
const UsersPage = lazyPart(() => import('./users/UsersPage').then((m) => ({ default: m.UsersPage })));
const NewJobPage = lazyPart(() => import('./jobs/AdminJobPage').then((m) => ({ default: m.NewJobPage })));
const AdminJobPage = lazyPart(() => import('./jobs/AdminJobPage').then((m) => ({ default: m.AdminJobPage })));

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
      { path: child(paths.adminPostNewJob), element: <NewJobPage /> },
      { path: child(paths.adminJob(':id')), element: <AdminJobPage /> },
      { path: child(paths.adminAllEmployees), element: <EmployeesPage /> },
      { path: child(paths.adminEmployee(':id')), element: <EmployeeDetailsPage /> },
      { path: child(paths.adminUsers), element: <UsersPage /> },
      { path: child(paths.adminUser(':id')), element: <UserDetailsPage /> },
      { path: child(paths.adminAdmins), element: <AdminsPage /> },
      { path: child(paths.adminGrievances), element: <GrievancesPage /> },
      { path: child(paths.adminGrievance(':id')), element: <GrievanceDetailsPage /> },
      { path: child(paths.adminPrivacy), element: <PrivacyPage /> },
      { path: child(paths.adminReportedJobs), element: <ReportedJobsPage /> },
      { path: child(paths.adminModeration), element: <ModerationPage /> },
      { path: child(paths.adminMessages), element: <MessageReviewPage /> },
      { path: child(paths.adminEmployers), element: <EmployersPage /> },
      { path: child(paths.adminEmployer(':id')), element: <EmployerDetailsPage /> },
      { path: child(paths.adminVerifications), element: <VerificationsPage /> },
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
