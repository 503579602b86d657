import { Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { PageLoading } from '#web/components/PageLoading';
import { RequireWorker } from '#web/components/RequireWorker';
import { lazyPart } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { JobRoute } from '../features/jobs/JobRoute';
import { HomePage } from '../features/public/HomePage';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';

// Home is in the first-load bundle; every other page is fetched when first visited.
const AboutUsPage = lazyPart(() =>
  import('../features/public/AboutUsPage').then((m) => ({ default: m.AboutUsPage })),
);
const ContactUsPage = lazyPart(() =>
  import('../features/public/ContactUsPage').then((m) => ({ default: m.ContactUsPage })),
);
const ClientPage = lazyPart(() =>
  import('../features/public/ClientPage').then((m) => ({ default: m.ClientPage })),
);
const PrivacyPage = lazyPart(() =>
  import('../features/legal/LegalPage').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazyPart(() =>
  import('../features/legal/LegalPage').then((m) => ({ default: m.TermsPage })),
);
const NotFoundPage = lazyPart(() =>
  import('../features/public/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const SignInCallbackPage = lazyPart(() =>
  import('../features/auth/SignInCallbackPage').then((m) => ({ default: m.SignInCallbackPage })),
);
// A parent's or guardian's consent: opened from an SMS link, by someone who is not signed in.
const ParentConsentPage = lazyPart(() =>
  import('../features/consent/ParentConsentPage').then((m) => ({ default: m.ParentConsentPage })),
);
// Worker pages: fetched only by a signed-in worker.
const UnsubscribePage = lazyPart(() =>
  import('../features/unsubscribe/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);
const DashboardPage = lazyPart(() =>
  import('../features/jobs/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const PublicJobsPage = lazyPart(() =>
  import('../features/jobs/PublicJobsPage').then((m) => ({ default: m.PublicJobsPage })),
);
const EmployerPage = lazyPart(() =>
  import('../features/jobs/EmployerPage').then((m) => ({ default: m.EmployerPage })),
);
const ProfilePage = lazyPart(() =>
  import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const MyDataPage = lazyPart(() =>
  import('../features/profile/MyDataPage').then((m) => ({ default: m.MyDataPage })),
);
const ResumePage = lazyPart(() =>
  import('../features/profile/ResumePage').then((m) => ({ default: m.ResumePage })),
);
// The admin area: fetched only when a path under /admin is opened, so a worker never downloads it.
const AdminRoutes = lazyPart(() =>
  import('../features/admin/AdminRoutes').then((m) => ({ default: m.AdminRoutes })),
);
// The staff log-in pages: each a small chunk of its own, so the form shows without the area's code, which the
// page fetches while the credentials are typed.
const AdminLoginRoute = lazyPart(() =>
  import('../features/admin/AdminLoginRoute').then((m) => ({ default: m.AdminLoginRoute })),
);
const InternalLoginRoute = lazyPart(() =>
  import('../features/internal/InternalLoginRoute').then((m) => ({ default: m.InternalLoginRoute })),
);
// The employer area: likewise fetched only under /employer.
const EmployerRoutes = lazyPart(() =>
  import('../features/employer/EmployerRoutes').then((m) => ({ default: m.EmployerRoutes })),
);
// The employer's job screens: fetched only under /employer/jobs.
const EmployerJobsRoutes = lazyPart(() =>
  import('../features/employer-jobs/EmployerJobsRoutes').then((m) => ({ default: m.EmployerJobsRoutes })),
);
// The internal area (HR and OPS): likewise fetched only under /internal.
const InternalRoutes = lazyPart(() =>
  import('../features/internal/InternalRoutes').then((m) => ({ default: m.InternalRoutes })),
);

// HR's applicant screens in the employer area, for an organisation's people: fetched only under /employer/jobs.
const HiringRoutes = lazyPart(() =>
  import('../features/internal/HiringRoutes').then((m) => ({ default: m.HiringRoutes })),
);

/**
 * The route tree. The admin and internal areas bring their own routes (features/admin/AdminRoutes.tsx,
 * features/internal/InternalRoutes.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.aboutUs, element: <AboutUsPage /> },
          { path: paths.contactUs, element: <ContactUsPage /> },
          { path: paths.privacy, element: <PrivacyPage /> },
          { path: paths.terms, element: <TermsPage /> },
          { path: paths.authCallback, element: <SignInCallbackPage /> },
          { path: paths.parentConsent, element: <ParentConsentPage /> },
          { path: paths.unsubscribe, element: <UnsubscribePage /> },
          {
            path: paths.dashboard,
            element: (
              <RequireWorker>
                <DashboardPage />
              </RequireWorker>
            ),
          },
          // The open jobs for anyone, with Explore's filters (the server renders it first for crawlers).
          { path: paths.jobs, element: <PublicJobsPage /> },
          // Open to anyone with the link: a visitor's Apply asks to sign in.
          { path: paths.job(':id'), element: <JobRoute /> },
          // An employer's own page, open to anyone.
          { path: paths.employerPage(':id'), element: <EmployerPage /> },
          {
            path: paths.profile,
            element: (
              <RequireWorker>
                <ProfilePage />
              </RequireWorker>
            ),
          },
          {
            path: paths.myData,
            element: (
              <RequireWorker>
                <MyDataPage />
              </RequireWorker>
            ),
          },
          {
            path: paths.resume,
            element: (
              <RequireWorker>
                <ResumePage />
              </RequireWorker>
            ),
          },
          { path: paths.notFound, element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: paths.client,
        element: (
          <Suspense fallback={<PageLoading />}>
            <ClientPage />
          </Suspense>
        ),
      },
      {
        path: paths.adminLogin,
        element: (
          <Suspense fallback={<PageLoading />}>
            <AdminLoginRoute />
          </Suspense>
        ),
      },
      {
        path: paths.internalLogin,
        element: (
          <Suspense fallback={<PageLoading />}>
            <InternalLoginRoute />
          </Suspense>
        ),
      },
      {
        path: `${paths.admin}/*`,
        element: (
          <Suspense fallback={<PageLoading />}>
            <AdminRoutes />
          </Suspense>
        ),
      },
      {
        path: `${paths.employer}/*`,
        element: (
          <Suspense fallback={<PageLoading />}>
            <EmployerRoutes
              jobs={
                <Suspense fallback={<PageLoading />}>
                  <EmployerJobsRoutes />
                </Suspense>
              }
            />
          </Suspense>
        ),
      },
      // A job's applicants with HR's tools, in the employer area (features/internal/HiringRoutes.tsx).
      {
        path: `${paths.employerApplicants(':id')}/*`,
        element: (
          <Suspense fallback={<PageLoading />}>
            <HiringRoutes />
          </Suspense>
        ),
      },
      {
        path: `${paths.internal}/*`,
        element: (
          <Suspense fallback={<PageLoading />}>
            <InternalRoutes />
          </Suspense>
        ),
      },
    ],
  },
];

/**
 * Renders the page for the current location. The app uses react-router's declarative mode (a `<BrowserRouter>`
 * around this): the data-router APIs (loaders, actions) are not used, since data comes through SWR, and
 * leaving them out keeps ~17 KB gzip off the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
