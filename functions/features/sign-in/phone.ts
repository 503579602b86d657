/**
 * Signing in (and up) with a mobile number and an SMS code instead of Google (decisions 625-629). The code is the
 * verification code's (otp/rules.ts): 6 digits from a CSPRNG, kept only as a keyed hash bound to the number and
 * to sign-in (so neither a verification code nor an erasure code is accepted here, nor this one there), 10
 * minutes, single use, dead after 5 wrong tries spent in the write before each comparison. Sending checks, in
 * this order, and nothing is sent unless all pass:
 * 1. the per-number limits shared with the verification codes (30 s apart, 5 an hour: the number's send log);
 * 2. the caps on who makes us send (features/caps): the number, its series, the source address, the codes'
 *    daily budget; there is no account, so no per-identity cap;
 * then the new code replaces the pending one in a write that fails if another send raced it, and only then
 * goes the SMS. The answer is the same whether the number has an account or not: nobody learns from it which
 * numbers are Earnlearn's. A right code signs in to the number's account, or creates one whose number is
 * verified already (users.findOrCreateByPhone: one number, one account, by the owner item's condition).
 */
import { takeSignUpPlace } from '#features/caps/caps';
import { eraseIfExpired } from '#features/consent/expiry';
import { matchesUnderAnyKey } from '#features/otp/key';
import { codeMatches, codeState, SIGN_IN_ACCOUNT, signInSubject } from '#features/otp/rules';
import { clock } from '#lib/clock';
import * as codes from '#lib/db/phone-sign-in';
import * as users from '#lib/db/users';
import { BadRequest } from '#lib/errors';
import { OTP_MAX_WRONG_TRIES } from '#shared/domain/constants';

export const messages = {
  smsFailed: 'We could not send the SMS just now. Please try again in a minute.',
  none: 'There is no code waiting for this number. Please ask for a new code.',
  dead: 'Too many wrong codes were entered. Please ask for a new code.',
  expired: 'This code has expired. Please ask for a new code.',
  gone: 'This code can no longer be used. Please ask for a new code.',
  wrong: (triesLeft: number) =>
    `That code is not right. You can try ${triesLeft} more time${triesLeft === 1 ? '' : 's'}.`,
} as const;

/**
 * Checks the code of `number`; a right one answers the number's account, created at first sight (under the
 * sign-up caps) with the number verified. A wrong one is a 400 naming `code` with the tries left; a code that
 * can no longer succeed a 400 saying why and to ask for a new one.
 */
export async function verifyPhoneSignIn(
  number: string,
  code: string,
  from: { sourceIp: string },
): Promise<users.WorkerAccount> {
  const now = clock.now();
  const pending = await codes.getCode(number);
  if (pending?.codeHash === undefined) throw BadRequest.field('code', messages.none);
  const state = codeState(pending, now);
  if (state !== 'usable') throw BadRequest.field('code', messages[state]);
  if (!(await codes.spendTry(number, pending.codeHash, now))) {
    throw BadRequest.field('code', messages[await whyNoTry(number, pending.codeHash, now)]);
  }
  const { codeHash } = pending;
  const right = await matchesUnderAnyKey((key) =>
    codeMatches(key, SIGN_IN_ACCOUNT, signInSubject(number), code, codeHash),
  );
  if (!right) {
    const triesLeft = Math.max(0, OTP_MAX_WRONG_TRIES - pending.wrongTries - 1);
    throw BadRequest.field('code', triesLeft === 0 ? messages.dead : messages.wrong(triesLeft));
  }
  if (!(await codes.consumeCode(number, codeHash, now))) throw BadRequest.field('code', messages.gone);

  // A new number takes a place under the sign-up caps first, as a new Google identity does.
  if ((await users.mobileNumberOwner(number)) === undefined) await takeSignUpPlace(from.sourceIp);
  let { account } = await users.findOrCreateByPhone(number);
  // A held account whose 7 days ran out is erased: this sign-in starts afresh.
  if (await eraseIfExpired(account)) ({ account } = await users.findOrCreateByPhone(number));
  return account;
}

/** Why no try could be spent: tries and expiry only move one way for one code, so what is stored now is why. */
async function whyNoTry(number: string, codeHash: string, now: number): Promise<'dead' | 'expired' | 'gone'> {
  const current = await codes.getCode(number);
  if (current?.codeHash !== codeHash) return 'gone';
  const state = codeState(current, now);
  return state === 'usable' ? 'gone' : state;
}
