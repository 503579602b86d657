/** Checks the parent's one-time code: `success` false for a wrong code, 400 when none can work. */
import { verifyParentCode as verify } from '#features/consent/parent';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { verifyParentCode } from '#shared/api/privacy';

export const handler = endpoint(
  verifyParentCode,
  async ({ token, otp }) => ({
    success: await verify(token, otp),
  }),
  perAddressLimit(verifyParentCode.name),
);
