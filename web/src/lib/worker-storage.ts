/**
 * What the worker's session keeps in local storage (spec section 3): the session token under `jwt`, the user
 * under `userData` (base64-encoded JSON {name, email, photoUrl}), and, while registration is unfinished, the
 * step it stopped at; the jobs applied for; the language chosen in this browser. The session itself (the
 * context the app reads) is session.ts; the back-office session is apart, in staff-session.ts. In the
 * first-load bundle, so it imports nothing heavy.
 */

export const SESSION_TOKEN_KEY = 'jwt';
export const USER_DATA_KEY = 'userData';
/** The registration step (1, 2 or 3) a signed-in worker has still to do; absent once registered. */
export const REGISTRATION_STEP_KEY = 'registrationStep';
/** The mobile number being verified, so the OTP step can resend after a reload. */
export const REGISTRATION_NUMBER_KEY = 'registrationMobileNumber';
/**
 * The number a phone sign-in verified while registration is unfinished: registration then ends with Personal
 * Details, with no number step (decision 626).
 */
export const VERIFIED_NUMBER_KEY = 'registrationVerifiedNumber';
/**
 * While the account is held: 'consentNeeded' or 'parentPending', so a reload opens the dialog at the
 * consent step or the parent's step. Absent once consent is given.
 */
export const PRIVACY_HOLD_KEY = 'privacyHold';
/** The date of birth given at the consent step, to fill in Personal Details (step 1) with it. */
export const REGISTRATION_DOB_KEY = 'registrationDob';
/** The ids of jobs applied for (spec: kept in local storage, encoded). */
export const APPLIED_JOBS_KEY = 'appliedJobs';
/** The language chosen in this browser (lib/i18n.ts), kept across sign-out. */
export const LANGUAGE_KEY = 'language';

export interface StoredUser {
  name: string;
  email: string;
  photoUrl: string;
}

export type RegistrationStep = 1 | 2 | 3;

/** Why a signed-in worker's account is held: the consent step, or a parent's consent awaited. */
export type PrivacyHold = 'consentNeeded' | 'parentPending';

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

export function readVerifiedNumber(): string {
  return read(VERIFIED_NUMBER_KEY) ?? '';
}

export function storeVerifiedNumber(number: string | undefined): void {
  write(VERIFIED_NUMBER_KEY, number);
}

export function readPrivacyHold(): PrivacyHold | undefined {
  const value = read(PRIVACY_HOLD_KEY);
  return value === 'consentNeeded' || value === 'parentPending' ? value : undefined;
}

export function storePrivacyHold(hold: PrivacyHold | undefined): void {
  write(PRIVACY_HOLD_KEY, hold);
}

export function readRegistrationDob(): string {
  return read(REGISTRATION_DOB_KEY) ?? '';
}

export function storeRegistrationDob(dob: string | undefined): void {
  write(REGISTRATION_DOB_KEY, dob || undefined);
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
 * the language chosen in this browser and its data saver choice, which are the browser's settings rather than the
 * worker's data.
 */
export function clearLocalStorage(): void {
  try {
    const language = localStorage.getItem(LANGUAGE_KEY);
    // The data saver choice is the browser's too (web/src/lib/data-saver.ts).
    const dataSaver = localStorage.getItem('dataSaver');
    localStorage.clear();
    if (language !== null) localStorage.setItem(LANGUAGE_KEY, language);
    if (dataSaver !== null) localStorage.setItem('dataSaver', dataSaver);
  } catch {
    // nothing to clear
  }
}
