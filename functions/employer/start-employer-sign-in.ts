/** Sends a sign-in code to a work e-mail; the same answer whether or not it has an account. */
import { startSignIn } from '#features/employers/send-sign-in-code';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { startEmployerSignIn } from '#shared/api/employer';

export const handler = endpoint(
  startEmployerSignIn,
  async ({ email }, { sourceIp }) => {
    await startSignIn(email.toLowerCase(), sourceIp);
    return { success: true };
  },
  perAddressLimit(startEmployerSignIn.name),
);
