import { Navigate, useNavigate } from 'react-router-dom';
import { useToast } from '#web/components/BackOfficeToaster';
import { ChangePasswordForm } from '#web/components/ChangePasswordForm';
import { StaffCard } from '#web/components/StaffCard';
import type { StaffLoginState } from '#web/components/StaffGuard';
import { paths } from '#web/lib/paths';
import { clearStaffSession, readStaffToken, storeStaffSession } from '#web/lib/staff-session';
import { changePassword } from './api/change-password';

/**
 * /admin/change-password: after a log-in with a temporary password the admin sets their own; the area then
 * opens with the same session. Without a session token there is nothing to change: back to the log-in.
 */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const token = readStaffToken();
  if (!token) return <Navigate to={paths.adminLogin} replace />;
  return (
    <StaffCard title="Set a new password">
      <ChangePasswordForm
        submit={changePassword}
        onChanged={() => {
          storeStaffSession('admin', token);
          toast('Password changed', 'success');
          navigate(paths.admin, { replace: true });
        }}
        onSessionEnded={(message) => {
          clearStaffSession();
          const state: StaffLoginState = { message };
          navigate(paths.adminLogin, { replace: true, state });
        }}
      />
    </StaffCard>
  );
}
