import { useLocation, useNavigate } from 'react-router-dom';
import type { StaffLoginState } from '#web/components/back-office/StaffGuard';
import { StaffLoginCard } from '#web/components/back-office/StaffLoginCard';
import type { SecondFactorState } from '#web/components/back-office/StaffSecondFactor';
import { paths } from '#web/lib/paths';
import { useNextPath } from '#web/lib/return-path';
import { storePendingStaffToken, storeStaffSession } from '#web/lib/staff-session';
import { adminLogin } from './api/admin-login';

/**
 * /admin/login (spec section 2). Success stores the role 'admin' and the token and opens /admin; a temporary
 * password first goes to the password change, with the token only, so the area stays shut until it is done;
 * so does the second step (the authenticator's code, or setting up the app), which every admin has.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const state = useLocation().state as StaffLoginState | null;
  // A page of the area opened signed out (a deep link): opened once the log-in is done, after its later steps.
  const next = useNextPath(paths.admin);
  return (
    <StaffLoginCard
      title="Admin Login"
      login={adminLogin}
      notice={state?.message}
      onLoggedIn={({ token, mustChangePassword, secondFactor }) => {
        if (secondFactor) {
          storePendingStaffToken(token);
          const step: SecondFactorState = { step: secondFactor, role: 'admin', mustChangePassword, next };
          navigate(paths.adminSecondFactor, { state: step });
          return;
        }
        if (mustChangePassword) {
          storePendingStaffToken(token);
          navigate(paths.adminChangePassword, { state: { next } });
          return;
        }
        storeStaffSession('admin', token);
        navigate(next ?? paths.admin);
      }}
    />
  );
}
