import type { ReactNode } from 'react';
import { paths } from '#web/lib/paths';
import { StaffGuard } from './StaffGuard';

/** The admin area (spec section 6): only a stored role that decodes to 'admin'; anyone else goes to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <StaffGuard roles={['admin']} caller="admin" loginPath={paths.adminLogin} areaPath={paths.admin}>
      {children}
    </StaffGuard>
  );
}
