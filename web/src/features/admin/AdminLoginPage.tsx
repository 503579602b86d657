import { useLocation, useNavigate } from 'react-router-dom';
import type { StaffLoginState } from '#web/components/back-office/StaffGuard';
import { StaffLoginCard } from '#web/components/back-office/StaffLoginCard';
import { paths } from '#web/lib/paths';
import { storePendingStaffToken, storeStaffSession } from '#web/lib/staff-session';
import { adminLogin } from './api/admin-login';

/**
 * /admin/login (spec section 2). Success stores the role 'admin' and the token and opens /admin; a temporary
 * password first goes to the password change, with the token only, so the area stays shut until it is done.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const state = useLocation().state as StaffLoginState | null;
  return (
    <StaffLoginCard
      title="Admin Login"
      login={adminLogin}
      notice={state?.message}
      onLoggedIn={({ token, mustChangePassword }) => {
        if (mustChangePassword) {
          storePendingStaffToken(token);
          navigate(paths.adminChangePassword);
          return;
        }
        storeStaffSession('admin', token);
        navigate(paths.admin);
      }}
    />
  );
}
