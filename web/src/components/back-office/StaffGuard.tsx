import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { clearStaffSession, readStaffRole, type StaffRole } from '#web/lib/staff-session';
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '#web/lib/unauthorized';

/** What a staff login page finds in the location state when a session ended on a 401. */
export interface StaffLoginState {
  message: string;
}

interface StaffGuardProps {
  /** The stored roles that may see the area. */
  roles: readonly StaffRole[];
  /** The registry's caller kind of the area's endpoints: a 401 on one of them ends the session. */
  caller: 'admin' | 'staff';
  loginPath: string;
  children: ReactNode;
}

/**
 * A back-office area: shown when the stored role is one of `roles`, otherwise its login page. A 401 on one of
 * the area's calls clears the back-office session and goes to the login with the server's reason; the
 * worker's session (local storage) is left alone. Only what the browser shows is decided here: the server
 * checks the token's role on every call.
 */
export function StaffGuard({ roles, caller, loginPath, children }: StaffGuardProps) {
  const navigate = useNavigate();
  const role = readStaffRole();
  const allowed = role !== undefined && roles.includes(role);

  useEffect(() => {
    function onUnauthorized(event: Event) {
      const detail = (event as CustomEvent<UnauthorizedDetail | undefined>).detail;
      if (detail?.caller !== caller) return;
      clearStaffSession();
      const state: StaffLoginState = { message: detail.message };
      navigate(loginPath, { replace: true, state });
    }
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [caller, loginPath, navigate]);

  return allowed ? children : <Navigate to={loginPath} replace />;
}
