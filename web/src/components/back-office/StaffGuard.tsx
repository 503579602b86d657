import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginWithNext, sameAreaPath } from '#web/lib/return-path';
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
  /** The area's root ('/admin', '/internal'): a page under it opened signed out is where the log-in returns. */
  areaPath: string;
  children: ReactNode;
}

/**
 * A back-office area: shown when the stored role is one of `roles`, otherwise its login page, which returns to the
 * page asked for once logged in (`?next=`, return-path.ts). A 401 on one of
 * the area's calls clears the back-office session and goes to the login with the server's reason; the
 * worker's session (local storage) is left alone. Only what the browser shows is decided here: the server
 * checks the token's role on every call.
 */
export function StaffGuard({ roles, caller, loginPath, areaPath, children }: StaffGuardProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const role = readStaffRole();
  const allowed = role !== undefined && roles.includes(role);
  // The page asked for, so the log-in opens it afterwards (a deep link survives the log-in); the area's root is
  // where a log-in goes anyway.
  const opened = sameAreaPath(`${location.pathname}${location.search}${location.hash}`, areaPath);
  const next = opened === areaPath ? undefined : opened;
  const nextRef = useRef(next);
  nextRef.current = next;

  useEffect(() => {
    function onUnauthorized(event: Event) {
      const detail = (event as CustomEvent<UnauthorizedDetail | undefined>).detail;
      if (detail?.caller !== caller) return;
      clearStaffSession();
      const state: StaffLoginState = { message: detail.message };
      navigate(loginWithNext(loginPath, nextRef.current), { replace: true, state });
    }
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [caller, loginPath, navigate]);

  return allowed ? children : <Navigate to={loginWithNext(loginPath, next)} replace />;
}
