/** The e-mail code sign-in: ask for a code, then exchange it for the session's token (kept by the caller). */
import { type ApiInput, type ApiOutput, callApi } from '#web/lib/api';

export function startEmployerSignIn(input: ApiInput<'startEmployerSignIn'>) {
  return callApi('startEmployerSignIn', input);
}

export function verifyEmployerSignIn(
  input: ApiInput<'verifyEmployerSignIn'>,
): Promise<ApiOutput<'verifyEmployerSignIn'>> {
  return callApi('verifyEmployerSignIn', input);
}

/** Google sign-in: Google's ID token (its button's, or the twin's stand-in's) for the session's token. */
export function employerGoogleSignIn(idToken: string): Promise<ApiOutput<'employerGoogleSignIn'>> {
  return callApi('employerGoogleSignIn', { idToken });
}
