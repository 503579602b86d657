/**
 * The employer's session as the browser keeps it: the token of an organisation's person in session storage
 * (`employerToken`), so it ends with the tab as the back office's does, apart from the worker's and the staff's
 * sessions, so signing out of one never signs out of another. The server checks the person's organisation on
 * every call.
 */
export const EMPLOYER_TOKEN_KEY = 'employerToken';

export function readEmployerToken(): string | null {
  try {
    return sessionStorage.getItem(EMPLOYER_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** A sign-in, or a renewed token of the same session (the API's quiet refresh). */
export function storeEmployerToken(token: string): void {
  try {
    sessionStorage.setItem(EMPLOYER_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode, quota): the area asks to sign in again.
  }
}

export function clearEmployerSession(): void {
  try {
    sessionStorage.removeItem(EMPLOYER_TOKEN_KEY);
  } catch {
    // Nothing was stored.
  }
}
