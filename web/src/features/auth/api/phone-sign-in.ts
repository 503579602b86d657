/**
 * Signing in with a mobile number (startPhoneSignIn, verifyPhoneSignIn): a code by SMS, then the session as
 * Google's sign-in answers it. A phone account has no Google e-mail or photo until one is linked.
 */
import type { SiteLanguage } from '#shared/domain/codes';
import { callApi } from '#web/lib/api';
import type { SignInResult } from '#web/lib/session';

export async function sendSignInCode(mobile: string, language: SiteLanguage): Promise<void> {
  await callApi('startPhoneSignIn', { mobile, language });
}

export async function signInWithCode(mobile: string, code: string): Promise<SignInResult> {
  const { token, register, name, language, privacy } = await callApi('verifyPhoneSignIn', { mobile, code });
  return { token, register, language, privacy, user: { name, email: '', photoUrl: '' } };
}
