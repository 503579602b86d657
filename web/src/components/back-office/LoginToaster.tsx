import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadLoginToaster, loginToasts } from './login-toasts';

const LoginToasterQueue = lazy(() => loadLoginToaster().then((m) => ({ default: m.LoginToasterQueue })));

/**
 * Where a staff log-in page's toasts appear: nothing until the first toast is asked for (login-toasts.ts), then
 * the area's toaster, fetched then (or already, at the first input), showing the toasts queued meanwhile.
 */
export function LoginToaster() {
  const asked = useSyncExternalStore(loginToasts.subscribe, loginToasts.asked, loginToasts.asked);
  return asked ? (
    <Suspense fallback={null}>
      <LoginToasterQueue />
    </Suspense>
  ) : null;
}
