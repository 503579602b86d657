/**
 * The employer area (English, like /admin and /client), one lazily loaded module mounted at /employer/*: the
 * sign-in when the tab holds no employer session, else a nav and the home, organisation and team screens. A 401
 * on an employer call ends the session here; a suspended organisation's 403 is said as it is.
 */
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { ORGANISATION_SUSPENDED_CODE } from '#shared/domain/employer-team';
import { PageLoading } from '#web/components/PageLoading';
import { ApiError } from '#web/lib/api';
import { clearEmployerSession, readEmployerToken } from '#web/lib/employer-session';
import { paths } from '#web/lib/paths';
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '#web/lib/unauthorized';
import { useMyOrganisation } from './api/get-my-organisation';
import { employerSignOut } from './api/sign-out';
import { EmployerHomePage } from './EmployerHomePage';
import { OrganisationPage } from './OrganisationPage';
import { SignInPage } from './SignInPage';
import { TeamPage } from './TeamPage';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  brand: { fontWeight: tokens.fontWeightSemibold, marginRight: 'auto' },
  main: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    maxWidth: '960px',
    boxSizing: 'border-box',
  },
});

function EmployerArea({ onSignedOut, jobs }: { onSignedOut: () => void; jobs: ReactNode }) {
  const styles = useStyles();
  const { data, error, mutate } = useMyOrganisation();
  const suspended = error instanceof ApiError && error.code === ORGANISATION_SUSPENDED_CODE;
  return (
    <>
      <nav className={styles.nav} aria-label="Employer menu">
        <span className={styles.brand}>Earnlearn for employers</span>
        <NavLink to={paths.employer} end>
          Home
        </NavLink>
        {data?.organisation && (
          <NavLink to={paths.employerJobs} end>
            Your jobs
          </NavLink>
        )}
        {data?.organisation && <NavLink to={paths.employerPostJob}>Post a job</NavLink>}
        {data?.organisation && <NavLink to={paths.employerOrganisation}>Organisation</NavLink>}
        {data?.organisation && <NavLink to={paths.employerTeam}>Team</NavLink>}
        <Button appearance="subtle" onClick={() => void employerSignOut().finally(onSignedOut)}>
          Sign out
        </Button>
      </nav>
      <main className={styles.main}>
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {suspended ? error.message : 'Your organisation could not be loaded. Please reload the page.'}
            </MessageBarBody>
          </MessageBar>
        ) : !data ? (
          <PageLoading />
        ) : (
          <Routes>
            <Route index element={<EmployerHomePage data={data} />} />
            <Route path="organisation" element={<OrganisationPage data={data} />} />
            <Route path="team" element={<TeamPage data={data} onLeft={() => void mutate()} />} />
            {data.organisation ? <Route path="jobs/*" element={jobs} /> : null}
            <Route path="*" element={<Navigate to={paths.employer} replace />} />
          </Routes>
        )}
      </main>
    </>
  );
}

/**
 * `jobs`: the job screens under /employer/jobs (features/employer-jobs), which the app hands in so the two
 * features stay apart and share this area's sign-in, nav and organisation.
 */
export function EmployerRoutes({ jobs }: { jobs: ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => readEmployerToken() !== null);
  useEffect(() => {
    const onUnauthorized = (event: Event) => {
      if ((event as CustomEvent<UnauthorizedDetail>).detail.caller !== 'employer') return;
      clearEmployerSession();
      setSignedIn(false);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);
  if (!signedIn) return <SignInPage onSignedIn={() => setSignedIn(true)} />;
  return <EmployerArea onSignedOut={() => setSignedIn(false)} jobs={jobs} />;
}
