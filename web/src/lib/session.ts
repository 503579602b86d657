/**
 * The worker's session as the browser keeps it (spec section 3): the session token under `jwt`, the user
 * under `userData` (base64-encoded JSON {name, email, photoUrl}), and, while registration is unfinished, the
 * step it stopped at. The back-office session is apart, in staff-session.ts. This module is in the first-load
 * bundle, so it imports nothing heavy (no contracts, no district list).
 */
import { createContext, useContext } from 'react';
import type { CallerKind, SiteLanguage } from '#shared/domain/codes';

export const SESSION_TOKEN_KEY = 'jwt';
export const USER_DATA_KEY = 'userData';
/** The registration step (1, 2 or 3) a signed-in worker has still to do; absent once registered. */
export const REGISTRATION_STEP_KEY = 'registrationStep';
/** The mobile number being verified, so the OTP step can resend after a reload. */
export const REGISTRATION_NUMBER_KEY = 'registrationMobileNumber';
/** The ids of jobs applied for (spec: kept in local storage, encoded). */
export const APPLIED_JOBS_KEY = 'appliedJobs';
/** The language chosen in this browser (lib/i18n.ts), kept across sign-out. */
export const LANGUAGE_KEY = 'language';

/**
 * Dispatched on `window` when the server answers 401: the session of that kind of caller is gone. The worker's
 * session (features/auth) listens for `worker` calls, the staff guards for `admin` and `staff` calls.
 */
export const UNAUTHORIZED_EVENT = 'earnlearn:unauthorized';

export interface UnauthorizedDetail {
  message: string;
  /** Who the refused endpoint is for (the registry's `caller`). */
  caller: CallerKind;
}

export interface StoredUser {
  name: string;
  email: string;
  photoUrl: string;
}

export type RegistrationStep = 1 | 2 | 3;
/** 0 is the social sign-in; 1 to 3 are the registration steps. */
export type LoginStep = 0 | RegistrationStep;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the session lasts until the page closes.
  }
}

/** Base64 of UTF-8, so names in any script survive `btoa`. */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeBase64Json(text: string): unknown {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function readSessionToken(): string | null {
  return read(SESSION_TOKEN_KEY);
}

/** A renewed token of the same session (the API's quiet refresh), in place of the old one. */
export function storeSessionToken(token: string): void {
  write(SESSION_TOKEN_KEY, token);
}

export function readStoredUser(): StoredUser | undefined {
  const text = read(USER_DATA_KEY);
  if (!text) return undefined;
  try {
    const value = decodeBase64Json(text) as Partial<StoredUser> | null;
    if (!value || typeof value.name !== 'string') return undefined;
    return {
      name: value.name,
      email: typeof value.email === 'string' ? value.email : '',
      photoUrl: typeof value.photoUrl === 'string' ? value.photoUrl : '',
    };
  } catch {
    return undefined;
  }
}

export function storeSession(token: string, user: StoredUser): void {
  write(SESSION_TOKEN_KEY, token);
  write(USER_DATA_KEY, encodeBase64Json(user));
}

export function readRegistrationStep(): RegistrationStep | undefined {
  const step = Number(read(REGISTRATION_STEP_KEY));
  return step === 1 || step === 2 || step === 3 ? step : undefined;
}

export function storeRegistrationStep(step: RegistrationStep | undefined): void {
  write(REGISTRATION_STEP_KEY, step === undefined ? undefined : String(step));
}

export function readRegistrationNumber(): string {
  return read(REGISTRATION_NUMBER_KEY) ?? '';
}

export function storeRegistrationNumber(number: string | undefined): void {
  write(REGISTRATION_NUMBER_KEY, number);
}

export function readAppliedJobIds(): number[] {
  const text = read(APPLIED_JOBS_KEY);
  if (!text) return [];
  try {
    const value = decodeBase64Json(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function storeAppliedJobId(id: number): void {
  const ids = readAppliedJobIds();
  if (!ids.includes(id)) write(APPLIED_JOBS_KEY, encodeBase64Json([...ids, id]));
}

/**
 * Sign-out forgets everything this site keeps in local storage (spec: "clears all local storage"), except
 * the language chosen in this browser, which is the browser's setting rather than the worker's data.
 */
export function clearLocalStorage(): void {
  try {
    const language = localStorage.getItem(LANGUAGE_KEY);
    localStorage.clear();
    if (language !== null) localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // nothing to clear
  }
}

/** Page-level effects, in one object so tests can replace them. */
export const browser = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};

/** What sign-in (loginOrRegister plus the ID token's claims) tells the app. */
export interface SignInResult {
  token: string;
  register: boolean;
  user: StoredUser;
  /** The language kept on the account, when the worker chose one. */
  language?: SiteLanguage | undefined;
}

export interface LoginDialogState {
  open: boolean;
  step: LoginStep;
  /** A line shown on step 0 (a sign-in problem, an expired session). */
  message?: string;
}

/** The worker's session and the login dialog, provided by features/auth/AuthProvider. */
export interface Session {
  /** The known worker: signed in and registered. Undefined for a visitor or an unfinished registration. */
  user: StoredUser | undefined;
  /** The step an unfinished registration is at. */
  registrationStep: RegistrationStep | undefined;
  login: LoginDialogState;
  /**
   * Opens the dialog: at `step` when given (a registered worker who still has to verify a number), else at
   * the unfinished registration step if there is one, else at sign-in.
   */
  openLogin: (options?: { step?: LoginStep; message?: string }) => void;
  closeLogin: () => void;
  /**
   * Stores the session; opens step 1 when the server says the worker must register, else closes the dialog
   * (the caller then goes to /dashboard).
   */
  signIn: (result: SignInResult) => void;
  /** Records that registration moved on to `step` and shows it. */
  goToStep: (step: RegistrationStep) => void;
  /** OTP validated: registration is done and the worker is known. */
  finishRegistration: () => void;
  /**
   * Ends the session on the server (signOut, not waited for) and at once here: signs out of the provider and
   * clears local storage, whatever the server answers. The header's Signout also goes to / and reloads after
   * a second; the dialog's Logout only closes the dialog. `revoke: false` skips the server call, for a session
   * the server has already refused (a 401).
   */
  signOut: (options?: { reload?: boolean; revoke?: boolean }) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
}
