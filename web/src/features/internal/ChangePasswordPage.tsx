import { useLocation } from 'react-router-dom';
import { EMPLOYEE_TYPE_CODES, type EmployeeType } from '#shared/domain/codes';
import { StaffPasswordChange } from '#web/components/back-office/StaffPasswordChange';
import { paths } from '#web/lib/paths';
import { changePassword } from './api/change-password';

/** What the log-in hands the password change: the role the area opens with afterwards. */
export interface PasswordChangeState {
  role: EmployeeType;
  /** The page to open afterwards (a deep link the log-in was opened with). */
  next?: string | undefined;
}

function roleFrom(state: unknown): EmployeeType | undefined {
  const role = (state as Partial<PasswordChangeState> | null)?.role;
  return EMPLOYEE_TYPE_CODES.find((code) => code === role);
}

/**
 * /internal/change-password: after a log-in with a temporary password HR or OPS set their own; the area then
 * opens as the role the log-in answered. Opened without it (a reload, a typed address): back to the log-in.
 */
export function ChangePasswordPage() {
  const { state } = useLocation();
  return (
    <StaffPasswordChange
      staffRole={roleFrom(state)}
      submit={changePassword}
      loginPath={paths.internalLogin}
      homePath={paths.internal}
      secondFactorPath={paths.internalSecondFactor}
    />
  );
}
