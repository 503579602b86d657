/**
 * The local twin's stand-in for Google: the browser goes to the dev identity provider, which sends it back to
 * `returnPath#id_token=...&state=...`; `state` is a random value kept in session storage under the caller's key,
 * so only a sign-in this tab started (the worker's, or the employer's) is accepted. The workers' and the
 * employers' sign-in each use it with a key and a page of their own.
 */
import { translate } from './i18n';
import { browser } from './session';

export const DEV_IDENTITY_PROVIDER_PATH = '/dev/idp/signin';

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends the browser to the local dev identity provider, to come back to `returnPath` of this site. */
export function startDevSignInTo(returnPath: string, stateKey: string): void {
  const state = randomState();
  sessionStorage.setItem(stateKey, state);
  const query = new URLSearchParams({ redirect_uri: `${window.location.origin}${returnPath}`, state });
  browser.assign(`${DEV_IDENTITY_PROVIDER_PATH}?${query}`);
}

export class SignInError extends Error {
  override readonly name = 'SignInError';
}

/**
 * Reads `#id_token=...&state=...` and checks the state against the one this tab saved under `stateKey` (used
 * once). Returns the ID token, or throws a SignInError saying what is wrong.
 */
export function takeDevToken(hash: string, stateKey: string): string {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const error = fragment.get('error');
  if (error) throw new SignInError(translate('signIn.providerError', { error }));
  const idToken = fragment.get('id_token');
  const state = fragment.get('state');
  const expected = sessionStorage.getItem(stateKey);
  sessionStorage.removeItem(stateKey);
  if (!idToken) throw new SignInError(translate('signIn.noToken'));
  if (!state || !expected || state !== expected) {
    throw new SignInError(translate('signIn.wrongWindow'));
  }
  return idToken;
}
