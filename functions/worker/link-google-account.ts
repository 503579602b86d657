/**
 * A worker who signed up by phone links a Google account from the profile: the ID token is verified as at
 * sign-in, then users.linkGoogle claims the Google identity for this account (409 if another account has it, or
 * this one has one already). From then on either way signs in to this account; the e-mail is Google's.
 */
import { verifyGoogleIdToken } from '#features/sign-in/google';
import * as users from '#lib/db/users';
import { endpoint } from '#lib/http/endpoint';
import { linkGoogleAccount } from '#shared/api/phone-sign-in';

export const handler = endpoint(linkGoogleAccount, async ({ idToken }, { account }) => {
  const identity = await verifyGoogleIdToken(idToken);
  await users.linkGoogle(account.ID, identity);
  return { success: true as const, email: identity.email };
});
