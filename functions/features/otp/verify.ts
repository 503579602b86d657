/**
 * Checking a one-time code (validateOTP). Every guess first spends one of the code's 5 tries, atomically,
 * and only a guess that got a try is compared: however many guesses arrive at once, at most 5 are ever
 * compared, and each gets its own answer (a wrong one `success: false`). A code that can no longer succeed
 * (none pending, already used, tries spent, expired) is a 400 whose message says why and to ask for a new
 * code: answering `success: false` there would let the user keep typing into a code that can never work.
 * Once the tries are spent every guess, the right code too, gets the same 400. A right code that got a try
 * is used up (single use, even against concurrent calls) and then the number is verified, which fails with
 * a 409 if another account verified it meanwhile.
 */

import { clock } from '#lib/clock';
import * as otps from '#lib/db/otps';
import * as users from '#lib/db/users';
import { BadRequest } from '#lib/errors';
import { OTP_MAX_WRONG_TRIES } from '#shared/domain/constants';
import { matchesUnderAnyKey } from './key';
import { codeMatches, codeState } from './rules';

export const messages = {
  none: 'There is no code waiting to be checked. Please ask for a new code.',
  dead: 'Too many wrong codes were entered. Please ask for a new code.',
  expired: 'This code has expired. Please ask for a new code.',
  gone: 'This code can no longer be used. Please ask for a new code.',
} as const;

export async function checkCode(accountId: number, code: string): Promise<boolean> {
  return (await checkCodeTelling(accountId, code)).success;
}

/** What a checked code answers: success, or a wrong code and how many tries the code has left. */
export type CodeCheck = { success: true; number: string } | { success: false; triesLeft: number };

/**
 * checkCode, telling a wrong guess how many tries are left (the change of number says so). The count is of
 * the tries spent as read before this guess spent its own: concurrent guesses may leave fewer.
 */
export async function checkCodeTelling(accountId: number, code: string): Promise<CodeCheck> {
  const now = clock.now();
  const pending = await otps.getPending(accountId);
  // An erasure code (features/erasure) verifies no number.
  if (pending?.codeHash === undefined || pending.purpose === 'erase') throw new BadRequest(messages.none);
  const state = codeState(pending, now);
  if (state !== 'usable') throw new BadRequest(messages[state]);

  if (!(await otps.spendTry(accountId, pending.codeHash, now))) {
    throw new BadRequest(messages[await whyNoTry(accountId, pending.codeHash, now)]);
  }
  const { number, codeHash } = pending;
  if (!(await matchesUnderAnyKey((key) => codeMatches(key, accountId, number, code, codeHash)))) {
    return { success: false, triesLeft: Math.max(0, OTP_MAX_WRONG_TRIES - pending.wrongTries - 1) };
  }
  // Lost a race: used by a concurrent right guess, or replaced by a resend.
  if (!(await otps.consumeCode(accountId, codeHash, now))) throw new BadRequest(messages.gone);
  await users.verifyMobileNumber(accountId, number);
  return { success: true, number };
}

/**
 * Why no try could be spent on the code with `codeHash`, read again after the fact: tries and expiry only
 * ever move one way for one code, so what is stored now is why.
 */
async function whyNoTry(
  accountId: number,
  codeHash: string,
  now: number,
): Promise<'dead' | 'expired' | 'gone'> {
  const current = await otps.getPending(accountId);
  if (current?.codeHash !== codeHash) return 'gone';
  const state = codeState(current, now);
  return state === 'usable' ? 'gone' : state;
}
