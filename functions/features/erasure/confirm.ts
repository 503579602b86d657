/**
 * The worker's own erasure (DPDP Act s.12), in two steps:
 * 1. `requestErasure` (request.ts): a code by SMS to the verified number, or "confirm with Google".
 * 2. `confirmErasure` with the code (`sms`), or with a Google ID token (`google`) of the account's own Google identity issued in
 *    the last FRESH_SIGN_IN_SECONDS (verified as sign-in verifies it), then the account is erased
 *    (erase-account.ts).
 */
import { verifyGoogleIdToken } from '#features/sign-in/google';
import { clock } from '#lib/clock';
import * as otps from '#lib/db/otps';
import type * as users from '#lib/db/users';
import { BadRequest, Forbidden } from '#lib/errors';
import { VERIFIED } from '#shared/domain/constants';
import { otpSchema } from '#shared/domain/rules';
import { matchesUnderAnyKey } from '../otp/key';
import { codeMatches, codeState, codeSubject } from '../otp/rules';
import { eraseAccount } from './erase-account';

/** How recent a Google sign-in must be to confirm an erasure. */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

export const messages = {
  noCode: 'There is no erasure code waiting. Please ask for a new code.',
  dead: 'Too many wrong codes were entered. Please ask for a new code.',
  expired: 'This code has expired. Please ask for a new code.',
  gone: 'This code can no longer be used. Please ask for a new code.',
  wrong: 'this code is not right. Please check the SMS and try again.',
  notACode: 'the code from the SMS has 6 digits.',
  notFresh: 'please sign in with Google again: the sign-in must be from the last 5 minutes.',
  otherAccount: 'This is not the Google account you signed in with. Please use the same account.',
  smsFirst: 'your account has no verified mobile number. Please confirm with Google sign-in instead.',
} as const;

const hasVerifiedNumber = (account: users.WorkerAccount) =>
  account.VERIFIED === VERIFIED && account.MOBILE_NUMBER !== '';

/** Checks an erasure code: each guess spends a try first (at most 5 compared), a right one is used up. */
async function checkErasureCode(account: users.WorkerAccount, code: string): Promise<void> {
  if (!hasVerifiedNumber(account)) throw BadRequest.field('proof', messages.smsFirst);
  if (!otpSchema.safeParse(code).success) throw BadRequest.field('proof', messages.notACode);
  const now = clock.now();
  const pending = await otps.getPending(account.ID);
  if (
    pending?.codeHash === undefined ||
    pending.purpose !== 'erase' ||
    pending.number !== account.MOBILE_NUMBER
  ) {
    throw new BadRequest(messages.noCode);
  }
  const state = codeState(pending, now);
  if (state !== 'usable') throw new BadRequest(messages[state]);
  if (!(await otps.spendTry(account.ID, pending.codeHash, now))) throw new BadRequest(messages.gone);
  const { codeHash } = pending;
  const subject = codeSubject(pending.number, 'erase');
  if (!(await matchesUnderAnyKey((key) => codeMatches(key, account.ID, subject, code, codeHash)))) {
    throw BadRequest.field('proof', messages.wrong);
  }
  if (!(await otps.consumeCode(account.ID, codeHash, now))) throw new BadRequest(messages.gone);
}

async function checkFreshSignIn(account: users.WorkerAccount, idToken: string): Promise<void> {
  const identity = await verifyGoogleIdToken(idToken);
  if (identity.sub !== account.GOOGLE_SUB) throw new Forbidden(messages.otherAccount);
  if (identity.issuedAt * 1000 < clock.now() - FRESH_SIGN_IN_SECONDS * 1000) {
    throw BadRequest.field('proof', messages.notFresh);
  }
}

export async function confirmErasure(
  account: users.WorkerAccount,
  { confirmBy, proof }: { confirmBy: 'sms' | 'google'; proof: string },
): Promise<void> {
  if (confirmBy === 'sms') await checkErasureCode(account, proof);
  else await checkFreshSignIn(account, proof);
  await eraseAccount(account.ID, 'workerRequest');
}
