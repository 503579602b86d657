import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { ApiInput, ApiOutput } from '#web/lib/api';
import { nextFromState } from '#web/lib/return-path';
import {
  clearStaffSession,
  readStaffToken,
  type StaffRole,
  storePendingStaffToken,
  storeStaffSession,
} from '#web/lib/staff-session';
import { useToast } from './BackOfficeToaster';
import { ChangePasswordForm } from './ChangePasswordForm';
import { StaffCard } from './StaffCard';
import type { StaffLoginState } from './StaffGuard';
import type { SecondFactorState } from './StaffSecondFactor';

interface StaffPasswordChangeProps {
  /** The role the area opens with once the password is changed; without one, back to the log-in. */
  staffRole: StaffRole | undefined;
  /** Sends the change (the area's api/ call to `changePassword`). */
  submit: (input: ApiInput<'changePassword'>) => Promise<ApiOutput<'changePassword'>>;
  loginPath: string;
  /** Where the area opens afterwards. */
  homePath: string;
  /** Where an authenticator app is set up when the account needs one. */
  secondFactorPath: string;
}

/**
 * A back-office area's first-login page (admin or internal): after a log-in with a temporary password the
 * staff member sets their own; the area then opens with `staffRole` and the token the change answers (the change
 * ended every earlier session of the account, this tab's token included). Without a session token
 * or a role there is nothing to change: back to the log-in.
 */
export function StaffPasswordChange({
  staffRole,
  submit,
  loginPath,
  homePath,
  secondFactorPath,
}: StaffPasswordChangeProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const token = readStaffToken();
  // The page the log-in was opened for (a deep link), opened once the password is changed.
  const next = nextFromState(useLocation().state, homePath);
  if (!token || !staffRole) return <Navigate to={loginPath} replace />;
  return (
    <StaffCard title="Set a new password">
      <ChangePasswordForm
        submit={submit}
        onChanged={(renewed, secondFactor) => {
          if (secondFactor) {
            storePendingStaffToken(renewed);
            toast('Password changed', 'success');
            const step: SecondFactorState = { step: secondFactor, role: staffRole, next };
            navigate(secondFactorPath, { replace: true, state: step });
            return;
          }
          storeStaffSession(staffRole, renewed);
          toast('Password changed', 'success');
          navigate(next ?? homePath, { replace: true });
        }}
        onSessionEnded={(message) => {
          clearStaffSession();
          const state: StaffLoginState = { message };
          navigate(loginPath, { replace: true, state });
        }}
      />
    </StaffCard>
  );
}
