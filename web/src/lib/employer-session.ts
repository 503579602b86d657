/**
 * An employer's session as the browser keeps it: the token under `employerToken` in session storage, beside the
 * worker's `jwt` and the back office's `staffToken`, so signing out of one never signs out of another. The
 * client sends it to the `employer` caller kind's endpoints only (api.ts); the server checks it on every call.
 */
export const EMPLOYER_TOKEN_KEY = 'employerToken';

export function readEmployerToken(): string | null {
  try {
    return sessionStorage.getItem(EMPLOYER_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** A sign-in's token, or a renewal of it (the API's quiet refresh). */
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
