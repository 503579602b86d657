import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLayout } from '../components/PageLayout';
import { PageLoading } from '../components/PageLoading';

// The dialog's code (Fluent Dialog, portal, motion, focus trap) is fetched on the first LOGIN press, which
// keeps it out of the first-load bundle of every public page.
const LoginDialog = lazy(() =>
  import('../features/auth/LoginDialog').then((m) => ({ default: m.LoginDialog })),
);

/** Honest placeholder until worker sign-in is built. */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is not available yet.';

/** Header, footer and the login dialog around the public pages. */
export function PublicLayout() {
  const [loginRequested, setLoginRequested] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginMessage, setLoginMessage] = useState<string>();

  return (
    <>
      <PageLayout
        onLogin={() => {
          setLoginRequested(true);
          setLoginOpen(true);
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageLayout>
      {loginRequested ? (
        <Suspense fallback={null}>
          <LoginDialog
            open={loginOpen}
            message={loginMessage}
            onContinue={() => setLoginMessage(SIGN_IN_UNAVAILABLE)}
            onClose={() => {
              setLoginOpen(false);
              setLoginMessage(undefined);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
