/**
 * /internal/login as routed: a chunk of its own, which `web/src/app/routes.tsx` loads instead of the
 * whole internal area (InternalRoutes.tsx, several times its size), so the form paints as soon as the log-in's
 * own code is there. The area is fetched at the first touch or key press, while the credentials are typed. The
 * area's toaster is mounted beside the form ('Login Failed' shows in it), as InternalRoutes mounts it.
 */
import { BackOfficeToaster } from '#web/components/back-office/BackOfficeToaster';
import { usePrefetchOnInput } from '#web/lib/use-prefetch-on-input';
import { InternalLoginPage } from './InternalLoginPage';

const loadArea = () => import('./InternalRoutes');

export function InternalLoginRoute() {
  usePrefetchOnInput(loadArea);
  return (
    <>
      <InternalLoginPage />
      <BackOfficeToaster />
    </>
  );
}
