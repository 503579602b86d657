/**
 * Google sign-in for employers, with the workers' verification of the ID token (a verified e-mail required): the
 * employer account is that e-mail's, so a person who signed in by code before finds the same account.
 */
import { signInEmployer } from '#features/employers/sign-in';
import { verifyGoogleIdToken } from '#features/sign-in/google';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { employerGoogleSignIn } from '#shared/api/employer';

export const handler = endpoint(
  employerGoogleSignIn,
  async ({ idToken }) => {
    const identity = await verifyGoogleIdToken(idToken);
    return signInEmployer(identity.email.toLowerCase(), identity.name);
  },
  perAddressLimit(employerGoogleSignIn.name),
);
