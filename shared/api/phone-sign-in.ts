/**
 * A worker signs up and signs in with a mobile number and an SMS code instead of Google, and links Google later
 * (decisions 625-629; functions/features/sign-in/phone.ts). Kept apart from worker.ts so the handlers' bundles
 * carry these contracts only.
 */
import * as z from 'zod/mini';
import { SITE_LANGUAGES } from '../domain/codes';
import { PRIVACY_STATES } from '../domain/privacy';
import { mobileNumberSchema, otpSchema } from '../domain/rules';
import { successOutput } from './common';
import { defineEndpoint } from './contract';

/** What a worker's sign-in answers, by Google (loginOrRegister) or by phone (verifyPhoneSignIn). */
export const workerSessionOutput = z.object({
  token: z.string(),
  register: z.boolean(),
  name: z.string(),
  /** Not in the spec: the language the worker chose for the screens (setLanguage), once chosen. */
  language: z.optional(z.enum(SITE_LANGUAGES)),
  /**
   * Not in the spec: where the account's consent stands. Anything but `given` holds the account:
   * the app shows the consent step (or the parent's step) before anything else.
   */
  privacy: z.enum(PRIVACY_STATES),
});

const idTokenSchema = z
  .string({ error: 'idToken must be the ID token from Google sign-in' })
  .check(
    z.minLength(20, { error: 'idToken must be the ID token from Google sign-in' }),
    z.maxLength(8192, { error: 'idToken must be the ID token from Google sign-in' }),
  );

export { idTokenSchema };

export const startPhoneSignIn = defineEndpoint({
  name: 'startPhoneSignIn',
  uses: { table: 'readWrite', sms: true },
  method: 'POST',
  area: 'worker',
  caller: 'public',
  summary:
    'Send a 6-digit sign-in code by SMS to an Indian mobile number (10 minutes, 5 tries, the latest code only); the same answer whether or not the number has an account. 429 past the per-number, series, address and daily limits.',
  input: z.strictObject({
    mobile: mobileNumberSchema,
    /** The language of the SMS: the one the visitor reads the site in (English when absent). */
    language: z.optional(z.enum(SITE_LANGUAGES, { error: 'language must be one of en, hi, te' })),
  }),
  output: successOutput,
});

export const verifyPhoneSignIn = defineEndpoint({
  name: 'verifyPhoneSignIn',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'public',
  summary:
    "The code from the SMS: signs in to the number's account (created at first sight with the number verified, held until consent) and answers as loginOrRegister; 400 naming `code` for a wrong, used or expired code.",
  input: z.strictObject({ mobile: mobileNumberSchema, code: otpSchema }),
  output: workerSessionOutput,
});

export const linkGoogleAccount = defineEndpoint({
  name: 'linkGoogleAccount',
  uses: { table: 'readWrite', googleSignIn: true },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "Link a Google account (its ID token) to the signed-in worker's account, which has none: the worker may then sign in with either, and Google's verified e-mail becomes the account's. 409 when the Google account signs in to another account or one is linked already.",
  input: z.strictObject({ idToken: idTokenSchema }),
  output: z.object({ success: z.literal(true), email: z.string() }),
});
