/**
 * /admin/login as routed: a chunk of its own, which `web/src/app/routes.tsx` loads instead of the
 * whole admin area (AdminRoutes.tsx, several times its size), so the form paints as soon as the log-in's own
 * code is there. The area is fetched at the first touch or key press, while the credentials are typed. The
 * area's toaster is mounted beside the form, as AdminRoutes mounts it beside the area's pages.
 */
import { BackOfficeToaster } from '#web/components/back-office/BackOfficeToaster';
import { usePrefetchOnInput } from '#web/lib/use-prefetch-on-input';
import { AdminLoginPage } from './AdminLoginPage';

const loadArea = () => import('./AdminRoutes');

export function AdminLoginRoute() {
  usePrefetchOnInput(loadArea);
  return (
    <>
      <AdminLoginPage />
      <BackOfficeToaster />
    </>
  );
}
