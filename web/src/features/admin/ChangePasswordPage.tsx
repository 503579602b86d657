import { StaffPasswordChange } from '#web/components/back-office/StaffPasswordChange';
import { paths } from '#web/lib/paths';
import { changePassword } from './api/change-password';

/**
 * /admin/change-password: after a log-in with a temporary password the admin sets their own; the area then
 * opens with the same session. Without a session token there is nothing to change: back to the log-in.
 */
export function ChangePasswordPage() {
  return (
    <StaffPasswordChange
      staffRole="admin"
      submit={changePassword}
      loginPath={paths.adminLogin}
      homePath={paths.admin}
      secondFactorPath={paths.adminSecondFactor}
    />
  );
}
