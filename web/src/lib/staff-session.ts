/**
 * The back-office session as the browser keeps it (spec sections 3 and 6), beside the worker's: in session
 * storage, so it ends with the tab; the role under `role` as base64 text ('admin', 'HR' or 'OPS'), and the
 * session token the admin or internal login answers under `staffToken`. The worker's session lives in local
 * storage under other keys, so signing out of one never signs out of the other. The role only decides which
 * screens show: the server checks the token's role on every call.
 */
import type { Role } from '#shared/domain/codes';

export const STAFF_ROLE_KEY = 'role';
export const STAFF_TOKEN_KEY = 'staffToken';

export type StaffRole = Exclude<Role, 'worker' | 'employer'>;
const STAFF_ROLES: readonly StaffRole[] = ['admin', 'HR', 'OPS'];

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored role, or undefined when there is none or it does not decode to 'admin', 'HR' or 'OPS'. */
export function readStaffRole(): StaffRole | undefined {
  const text = read(STAFF_ROLE_KEY);
  if (!text) return undefined;
  try {
    const role = atob(text);
    return STAFF_ROLES.find((known) => known === role);
  } catch {
    return undefined;
  }
}

export function readStaffToken(): string | null {
  return read(STAFF_TOKEN_KEY);
}

/** A successful admin or internal login: the role (base64 text) and the token. */
export function storeStaffSession(role: StaffRole, token: string): void {
  try {
    sessionStorage.setItem(STAFF_ROLE_KEY, btoa(role));
    sessionStorage.setItem(STAFF_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode, quota): the guard sends the staff member back to the login.
  }
}

/** A renewed token of the same session (the API's quiet refresh): the role stays as it is. */
export function storeRenewedStaffToken(token: string): void {
  try {
    sessionStorage.setItem(STAFF_TOKEN_KEY, token);
  } catch {
    // Storage refused: the old token serves until it ends.
  }
}

/**
 * A log-in whose password is a temporary one: the token alone, so the password can be changed but no area opens
 * (no role is stored) until it is.
 */
export function storePendingStaffToken(token: string): void {
  try {
    sessionStorage.removeItem(STAFF_ROLE_KEY);
    sessionStorage.setItem(STAFF_TOKEN_KEY, token);
  } catch {
    // Storage refused: the password change then fails with a 401 and goes back to the login.
  }
}

/** Logout, or a 401 on a staff call: spec, "Logout clears session storage". Local storage is the worker's. */
export function clearStaffSession(): void {
  try {
    sessionStorage.clear();
  } catch {
    // nothing to clear
  }
}
