/**
 * HR's applicant screens in the employer area: a job's applicants (moves with undo, bulk, search, CSV, interviews)
 * and one applicant (details, moves, notes), at /employer/jobs/:id/applicants[/:userId]. The same pages as the
 * internal area's, told their area's addresses (hiring-area.ts); their calls carry the employer's token
 * (lib/api.ts `sessionOf`) and the server answers only for the organisation's own jobs. `web/src/app/routes.tsx`
 * mounts it lazily, so neither workers nor HR download it.
 */
import { BriefcaseRegular } from '@fluentui/react-icons';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, type RouteObject, useRoutes } from 'react-router-dom';
import { BackOfficeShell, type MenuEntry } from '#web/components/back-office/BackOfficeShell';
import { BackOfficeToaster } from '#web/components/back-office/BackOfficeToaster';
import { PRODUCT_NAME } from '#web/content/site';
import { callApi } from '#web/lib/api';
import { clearEmployerSession, readEmployerToken } from '#web/lib/employer-session';
import { lazyPart } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '#web/lib/unauthorized';
import { employerArea, HiringAreaContext } from './hiring-area';

const ApplicantPage = lazyPart(() =>
  import('./applicant/ApplicantPage').then((m) => ({ default: m.ApplicantPage })),
);
const ApplicationsPage = lazyPart(() =>
  import('./applications/ApplicationsPage').then((m) => ({ default: m.ApplicationsPage })),
);

const ENTRIES: readonly MenuEntry[] = [
  { to: paths.employerJobs, label: 'Your jobs', icon: <BriefcaseRegular /> },
];

function signOutOfEmployer() {
  // As the back office's Logout: the server ends the session (a copy of the token stops working), not waited for.
  callApi('employerSignOut', {}, { keepalive: true }).catch(() => {
    // Refused or unreachable: the session is gone from this tab, and its token ends within the hour.
  });
  clearEmployerSession();
}

/** The screens open to a signed-in employer's person; without a session, the way to sign in. */
function RequireEmployerSession({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => readEmployerToken() !== null);
  useEffect(() => {
    function onUnauthorized(event: Event) {
      const detail = (event as CustomEvent<UnauthorizedDetail | undefined>).detail;
      if (detail?.caller !== 'employer') return;
      clearEmployerSession();
      setSignedIn(false);
    }
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);
  if (!signedIn)
    return (
      <main>
        <p>
          Please <Link to={paths.employer}>sign in to your employer account</Link> to see your applicants.
        </p>
      </main>
    );
  return children;
}

/** Paths relative to a job's applicants (/employer/jobs/:id/applicants), where the app mounts these screens. */
const child = (path: string) => path.slice(`${paths.employerApplicants(':id')}/`.length);

const hiringRoutes: RouteObject[] = [
  {
    element: (
      <RequireEmployerSession>
        <BackOfficeShell
          brand={`${PRODUCT_NAME} for employers`}
          menuLabel="Employer menu"
          entries={ENTRIES}
          loginPath={paths.employer}
          signOut={signOutOfEmployer}
        />
      </RequireEmployerSession>
    ),
    children: [
      { index: true, element: <ApplicationsPage /> },
      { path: child(paths.employerApplicant(':id', ':userId')), element: <ApplicantPage /> },
    ],
  },
];

export function HiringRoutes() {
  const element = useRoutes(hiringRoutes);
  return (
    <HiringAreaContext.Provider value={employerArea}>
      {element}
      <BackOfficeToaster />
    </HiringAreaContext.Provider>
  );
}
