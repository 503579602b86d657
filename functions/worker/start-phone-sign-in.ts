/**
 * A visitor asks for a sign-in code by SMS (functions/features/sign-in/phone.ts has the checks and their order).
 * The answer is `{ success: true }` whether the number has an account or not.
 */
import { startPhoneSignIn as start } from '#features/sign-in/phone-send';
import { endpoint } from '#lib/http/endpoint';
import { perAddressLimit } from '#lib/http/public-limit';
import { startPhoneSignIn } from '#shared/api/phone-sign-in';

export const handler = endpoint(
  startPhoneSignIn,
  async ({ mobile, language }, { sourceIp }) => {
    await start(mobile, { sourceIp, language: language ?? 'en' });
    return { success: true };
  },
  perAddressLimit(startPhoneSignIn.name),
);
