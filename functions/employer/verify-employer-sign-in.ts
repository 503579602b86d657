/** The e-mail's code signs the employer in (the account created at first sight, an invitation accepted). */

import { signInEmployer } from '#features/employers/sign-in';
import { checkCode } from '#features/employers/sign-in-code';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { verifyEmployerSignIn } from '#shared/api/employer';

export const handler = endpoint(
  verifyEmployerSignIn,
  async ({ email, code }) => {
    const address = email.toLowerCase();
    await checkCode(address, code);
    return signInEmployer(address, '');
  },
  perAddressLimit(verifyEmployerSignIn.name),
);
