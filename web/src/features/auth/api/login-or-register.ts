/**
 * Exchanging a Google ID token for a session (loginOrRegister), and who signed in: the name the server
 * knows, else the token's. Nothing is cached before sign-in, so there is nothing to revalidate.
 */
import { callApi } from '#web/lib/api';
import { idTokenClaims } from '#web/lib/google-identity';
import type { SignInResult } from '#web/lib/session';

export async function exchangeIdToken(idToken: string): Promise<SignInResult> {
  const { token, register, name, language, privacy } = await callApi('loginOrRegister', { idToken });
  const claims = idTokenClaims(idToken);
  return {
    token,
    register,
    language,
    privacy,
    user: { name: name || claims.name || claims.email, email: claims.email, photoUrl: claims.picture },
  };
}
