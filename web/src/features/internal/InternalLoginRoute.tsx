/**
 * /internal/login as routed (issue 25): a chunk of its own, which `web/src/app/routes.tsx` loads instead of the
 * whole internal area (InternalRoutes.tsx, several times its size), so the form paints as soon as the log-in's
 * own code is there. The area is fetched at the first touch or key press, while the credentials are typed. The
 * area's toaster ('Login Failed' shows in it) comes with the first toast or the first input, not with the form
 * (LoginToaster, login-toasts.ts).
 */
import { LoginToaster } from '#web/components/back-office/LoginToaster';
import { loadLoginToaster } from '#web/components/back-office/login-toasts';
import { usePrefetchOnInput } from '#web/lib/use-prefetch-on-input';
import { InternalLoginPage } from './InternalLoginPage';

const loadArea = () => import('./InternalRoutes');

export function InternalLoginRoute() {
  usePrefetchOnInput(loadArea);
  usePrefetchOnInput(loadLoginToaster);
  return (
    <>
      <InternalLoginPage />
      <LoginToaster />
    </>
  );
}
