import type { ReactNode } from 'react';
import { paths } from '#web/lib/paths';
import { StaffGuard } from './StaffGuard';

/** The internal area (spec section 6): a stored role of HR or OPS; anyone else goes to /internal/login. */
export function RequireStaff({ children }: { children: ReactNode }) {
  return (
    <StaffGuard
      roles={['HR', 'OPS']}
      caller="staff"
      loginPath={paths.internalLogin}
      areaPath={paths.internal}
    >
      {children}
    </StaffGuard>
  );
}
