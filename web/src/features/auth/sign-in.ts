/**
 * The two ways to get a Google ID token (api/login-or-register.ts exchanges it for a session). In production
 * Google's own button hands the token over in the page (features/auth/steps/GoogleButton.tsx). On the local
 * twin there is no Google: the browser goes to the dev identity provider, which sends it back to
 * /auth/callback#id_token=...&state=...; `state` is a random value kept in session storage, so only a sign-in
 * this tab started is accepted.
 */
import { translate } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';
import { browser } from '#web/lib/session';

export const DEV_IDENTITY_PROVIDER_PATH = '/dev/idp/signin';
export const SIGN_IN_STATE_KEY = 'earnlearn:signInState';

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends the browser to the local dev identity provider. */
export function startDevSignIn(): void {
  const state = randomState();
  sessionStorage.setItem(SIGN_IN_STATE_KEY, state);
  const query = new URLSearchParams({
    redirect_uri: `${window.location.origin}${paths.authCallback}`,
    state,
  });
  browser.assign(`${DEV_IDENTITY_PROVIDER_PATH}?${query}`);
}

export class SignInError extends Error {
  override readonly name = 'SignInError';
}

/**
 * Reads `#id_token=...&state=...` and checks the state against the one this tab saved (used once).
 * Returns the ID token, or throws a SignInError saying what is wrong.
 */
export function takeCallbackToken(hash: string): string {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const error = fragment.get('error');
  if (error) throw new SignInError(translate('signIn.providerError', { error }));
  const idToken = fragment.get('id_token');
  const state = fragment.get('state');
  const expected = sessionStorage.getItem(SIGN_IN_STATE_KEY);
  sessionStorage.removeItem(SIGN_IN_STATE_KEY);
  if (!idToken) throw new SignInError(translate('signIn.noToken'));
  if (!state || !expected || state !== expected) {
    throw new SignInError(translate('signIn.wrongWindow'));
  }
  return idToken;
}
