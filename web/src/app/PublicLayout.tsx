import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLayout } from '#web/components/PageLayout';
import { PageLoading } from '#web/components/PageLoading';
import { useSession } from '#web/lib/session';
import { readSessionToken } from '#web/lib/worker-storage';
import { AuthProvider } from '../features/auth/AuthProvider';
import { saveLanguage } from '../features/auth/api/set-language';

function SiteFrame() {
  const session = useSession();
  return (
    <PageLayout
      user={session.user}
      // Signed in, the dialog open past sign-in (registration, consent): LOGIN would be wrong behind it.
      registering={session.login.open && session.login.step !== 0}
      onLogin={() => session.openLogin()}
      onSignOut={() => session.signOut({ reload: true })}
      onLanguageChosen={(language) => {
        if (readSessionToken()) saveLanguage(language);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageLayout>
  );
}

/** Header (LOGIN or the worker's menu), footer, the worker's session and its login dialog around the pages. */
export function PublicLayout() {
  return (
    <AuthProvider>
      <SiteFrame />
    </AuthProvider>
  );
}
