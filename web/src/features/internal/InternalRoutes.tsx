import { lazyPart } from '#web/lib/i18n';
/**
 * The internal area for HR and OPS (spec section 2), one lazily loaded module: `web/src/app/routes.tsx` mounts
 * it at /internal/*, so a worker never downloads it. /internal/login is not here: it is a chunk of its own
 * (InternalLoginRoute.tsx), which fetches this one while the credentials are typed.
 */

import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { BackOfficeToaster } from '#web/components/back-office/BackOfficeToaster';
import { RequireStaff } from '#web/components/back-office/RequireStaff';
import { paths } from '#web/lib/paths';
import { InternalShell } from './InternalShell';

// Every screen is a chunk of its own: a screen opened first waits for the area's frame and its own
// code only; the shell shows while a screen's chunk arrives.
const ApplicantPage = lazyPart(() =>
  import('./applicant/ApplicantPage').then((m) => ({ default: m.ApplicantPage })),
);
const ApplicationsPage = lazyPart(() =>
  import('./applications/ApplicationsPage').then((m) => ({ default: m.ApplicationsPage })),
);
const ChangePasswordPage = lazyPart(() =>
  import('./ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);
const DashboardPage = lazyPart(() =>
  import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const SecondFactorPage = lazyPart(() =>
  import('./SecondFactorPage').then((m) => ({ default: m.SecondFactorPage })),
);
const SecurityPage = lazyPart(() =>
  import('./security/SecurityPage').then((m) => ({ default: m.SecurityPage })),
);

/** Paths relative to /internal, from `paths` (e.g. 'dashboard' from '/internal/dashboard'). */
const child = (path: string) => path.slice(`${paths.internal}/`.length);

const internalRoutes: RouteObject[] = [
  { path: child(paths.internalChangePassword), element: <ChangePasswordPage /> },
  { path: child(paths.internalSecondFactor), element: <SecondFactorPage /> },
  {
    element: (
      <RequireStaff>
        <InternalShell />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <Navigate to={paths.internalDashboard} replace /> },
      { path: child(paths.internalDashboard), element: <DashboardPage /> },
      { path: child(paths.internalApplications(':id')), element: <ApplicationsPage /> },
      { path: child(paths.internalApplicant(':id', ':userId')), element: <ApplicantPage /> },
      { path: child(paths.internalSecurity), element: <SecurityPage /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/** The internal routes, with the area's one toaster beside them (it outlives page changes). */
export function InternalRoutes() {
  const element = useRoutes(internalRoutes);
  return (
    <>
      {element}
      <BackOfficeToaster />
    </>
  );
}
