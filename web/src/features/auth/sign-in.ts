/**
 * The two ways to get a Google ID token (api/login-or-register.ts exchanges it for a session). In production
 * Google's own button hands the token over in the page (components/google/GoogleButton.tsx). On the local
 * twin there is no Google: the browser goes to the dev identity provider (lib/dev-sign-in.ts), which sends it
 * back to /auth/callback#id_token=...&state=....
 */
import { startDevSignInTo, takeDevToken } from '#web/lib/dev-sign-in';
import { paths } from '#web/lib/paths';

const SIGN_IN_STATE_KEY = 'earnlearn:signInState';

/** Sends the browser to the local dev identity provider, back to /auth/callback. */
export function startDevSignIn(): void {
  startDevSignInTo(paths.authCallback, SIGN_IN_STATE_KEY);
}

/** The ID token of `#id_token=...&state=...`, its state checked against this tab's (see takeDevToken). */
export function takeCallbackToken(hash: string): string {
  return takeDevToken(hash, SIGN_IN_STATE_KEY);
}
