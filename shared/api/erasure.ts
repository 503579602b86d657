/**
 * The worker's own erasure (handlers in functions/worker/, logic in functions/features/erasure/):
 * ask, then confirm with the code sent by SMS to the verified number, or with a fresh Google sign-in when the
 * account has no verified number. docs/privacy.md ("Erasure") says what goes and what is kept.
 */
import * as z from 'zod/mini';
import { OTP_LENGTH } from '../domain/constants';
import { noInput, successOutput } from './common';
import { defineEndpoint } from './contract';

export const erasureChallenge = z.union([
  /** A code went by SMS to the verified number, shown masked. */
  z.object({ confirmBy: z.literal('sms'), mobile: z.string() }),
  /** No verified number: confirm with a Google sign-in made in the last 5 minutes. */
  z.object({ confirmBy: z.literal('google') }),
]);
export type ErasureChallengeView = z.infer<typeof erasureChallenge>;

export const requestErasure = defineEndpoint({
  name: 'requestErasure',
  uses: { table: 'readWrite', sms: true },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  whileHeld: true,
  summary:
    'Ask to erase the account: a code goes by SMS to the verified number (OTP limits apply), or, without one, the answer asks for a fresh Google sign-in.',
  input: noInput,
  output: z.object({ data: erasureChallenge }),
});

const proofError =
  'proof must be the code from the SMS (sms) or the ID token of a fresh Google sign-in (google)';

/**
 * Erases the account for good: every session ends with it (the session check refuses an erased account). The
 * proof is the 6-digit code from the SMS (`confirmBy: 'sms'`) or the ID token of a Google sign-in of the last
 * 5 minutes (`confirmBy: 'google'`); both fields are required, so no part of a call is ever left to guess.
 */
export const confirmErasure = defineEndpoint({
  name: 'confirmErasure',
  uses: { table: 'readWrite', uploads: 'eraseDocuments', googleSignIn: true },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  whileHeld: true,
  endsSessions: true,
  summary:
    "Erase the signed-in worker's account, confirmed by the SMS code or a Google sign-in of the last 5 minutes.",
  input: z.strictObject({
    confirmBy: z.enum(['sms', 'google'], { error: 'confirmBy must be sms or google' }),
    proof: z
      .string({ error: proofError })
      .check(z.minLength(OTP_LENGTH, { error: proofError }), z.maxLength(8192, { error: proofError })),
  }),
  output: successOutput,
});
