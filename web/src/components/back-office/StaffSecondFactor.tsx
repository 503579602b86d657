import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SECOND_FACTOR_STEPS, type SecondFactorStep } from '#shared/domain/second-factor';
import { sameAreaPath } from '#web/lib/return-path';
import {
  clearStaffSession,
  readStaffToken,
  type StaffRole,
  storePendingStaffToken,
  storeStaffSession,
} from '#web/lib/staff-session';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';
import { StaffCard } from './StaffCard';
import type { StaffLoginState } from './StaffGuard';

/** What a log-in (or a password change) hands the second step, in the navigation state. */
export interface SecondFactorState {
  step: SecondFactorStep;
  /** The role the area opens with afterwards. */
  role: StaffRole;
  /** The password is a temporary one still: its change comes after the code. */
  mustChangePassword?: boolean;
  /** The page to open afterwards (a deep link the log-in was opened with; checked again here). */
  next?: string | undefined;
}

const ROLES: readonly StaffRole[] = ['admin', 'HR', 'OPS'];

function stateFrom(state: unknown): SecondFactorState | undefined {
  const { step, role, mustChangePassword, next } = (state ?? {}) as Partial<SecondFactorState>;
  if (!SECOND_FACTOR_STEPS.some((known) => known === step) || !ROLES.some((known) => known === role))
    return undefined;
  return { step, role, mustChangePassword: mustChangePassword === true, next } as SecondFactorState;
}

interface StaffSecondFactorProps {
  loginPath: string;
  homePath: string;
  /** Where a temporary password is changed, after the code. */
  changePasswordPath: string;
}

/**
 * The second step of an admin or internal log-in: the authenticator code (or a recovery code), or
 * setting up the app when the account has none. The session token the log-in answered may do nothing else;
 * the area opens with the full session's token this step answers. Opened without a log-in before it (a
 * reload, a typed address): back to the log-in.
 */
export function StaffSecondFactor({ loginPath, homePath, changePasswordPath }: StaffSecondFactorProps) {
  const navigate = useNavigate();
  const state = stateFrom(useLocation().state);
  if (!readStaffToken() || !state) return <Navigate to={loginPath} replace />;
  const next = sameAreaPath(state.next, homePath);

  const finish = (token: string) => {
    if (state.mustChangePassword) {
      storePendingStaffToken(token);
      navigate(changePasswordPath, { replace: true, state: { role: state.role, next } });
      return;
    }
    storeStaffSession(state.role, token);
    navigate(next ?? homePath, { replace: true });
  };
  const sessionEnded = (message: string) => {
    clearStaffSession();
    const ended: StaffLoginState = { message };
    navigate(loginPath, { replace: true, state: ended });
  };

  return state.step === 'enrol' ? (
    <StaffCard title="Set up two-step sign-in">
      <SecondFactorEnrolment onEnrolled={finish} onSessionEnded={sessionEnded} />
    </StaffCard>
  ) : (
    <StaffCard title="Two-step sign-in">
      <SecondFactorCodeForm onVerified={finish} onSessionEnded={sessionEnded} />
    </StaffCard>
  );
}
