import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '#web/components/back-office/BackOfficeToaster';
import type { StaffLoginState } from '#web/components/back-office/StaffGuard';
import { StaffLoginCard } from '#web/components/back-office/StaffLoginCard';
import type { SecondFactorState } from '#web/components/back-office/StaffSecondFactor';
import { paths } from '#web/lib/paths';
import { useNextPath } from '#web/lib/return-path';
import { storePendingStaffToken, storeStaffSession } from '#web/lib/staff-session';
import { internalLogin } from './api/internal-login';
import type { PasswordChangeState } from './ChangePasswordPage';

/**
 * /internal/login (spec sections 2 and 7): success stores the role the server answers in `type` ('HR' or
 * 'OPS') and the token, and opens /internal. A temporary password first goes to the password change with the
 * token only, the role riding along in the navigation state, so the area stays shut until it is done.
 */
export function InternalLoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const state = useLocation().state as StaffLoginState | null;
  // A page of the area opened signed out (a deep link): opened once the log-in is done, after its later steps.
  const next = useNextPath(paths.internal);
  return (
    <StaffLoginCard
      title="Internal Login"
      login={internalLogin}
      notice={state?.message}
      onLoggedIn={({ token, type, mustChangePassword, secondFactor }) => {
        // No role, no area: the server answers `type` with every successful internal log-in.
        if (!type) {
          toast('Login Failed', 'error');
          return;
        }
        if (secondFactor) {
          storePendingStaffToken(token);
          const step: SecondFactorState = { step: secondFactor, role: type, mustChangePassword, next };
          navigate(paths.internalSecondFactor, { state: step });
          return;
        }
        if (mustChangePassword) {
          storePendingStaffToken(token);
          const change: PasswordChangeState = { role: type, next };
          navigate(paths.internalChangePassword, { state: change });
          return;
        }
        storeStaffSession(type, token);
        navigate(next ?? paths.internal);
      }}
    />
  );
}
