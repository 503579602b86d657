/**
 * The code from the SMS in, the session out, as loginOrRegister answers (features/sign-in/phone.ts): the number's
 * account, or a new one with the number verified, which then goes through consent and registration.
 */
import { verifyPhoneSignIn as verify } from '#features/sign-in/phone';
import { workerSignedIn } from '#features/sign-in/worker-session';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { verifyPhoneSignIn } from '#shared/api/phone-sign-in';

export const handler = endpoint(
  verifyPhoneSignIn,
  async ({ mobile, code }, { sourceIp }) => workerSignedIn(await verify(mobile, code, { sourceIp })),
  perAddressLimit(verifyPhoneSignIn.name),
);
