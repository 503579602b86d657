/**
 * /admin/login as routed (issue 25): a chunk of its own, which `web/src/app/routes.tsx` loads instead of the
 * whole admin area (AdminRoutes.tsx, several times its size), so the form paints as soon as the log-in's own
 * code is there. The area is fetched at the first touch or key press, while the credentials are typed. The
 * area's toaster ('Login Failed' shows in it) comes with the first toast or the first input, not with the form
 * (LoginToaster, login-toasts.ts).
 */
import { LoginToaster } from '#web/components/back-office/LoginToaster';
import { loadLoginToaster } from '#web/components/back-office/login-toasts';
import { usePrefetchOnInput } from '#web/lib/use-prefetch-on-input';
import { AdminLoginPage } from './AdminLoginPage';

const loadArea = () => import('./AdminRoutes');

export function AdminLoginRoute() {
  usePrefetchOnInput(loadArea);
  usePrefetchOnInput(loadLoginToaster);
  return (
    <>
      <AdminLoginPage />
      <LoginToaster />
    </>
  );
}
