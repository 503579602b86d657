/**
 * Checking a one-time code (validateOTP). A wrong code of a live pending code answers false and counts a
 * try; at the fifth the code is dead. A code that can no longer succeed (none pending, already used, dead,
 * expired) is a 400 whose message says why and to ask for a new code: answering `success: false` there
 * would let the user keep typing into a code that can never work. The right code is used up (single use,
 * even against concurrent calls) and then the number is verified, which fails with a 409 if another account
 * verified it meanwhile.
 */
import * as otps from '#lib/db/otps';
import * as users from '#lib/db/users';
import { BadRequest } from '#lib/errors';
import { clock } from './clock';
import { otpKey } from './key';
import { codeMatches, codeState } from './rules';

export const messages = {
  none: 'There is no code waiting to be checked. Please ask for a new code.',
  dead: 'Too many wrong codes were entered. Please ask for a new code.',
  expired: 'This code has expired. Please ask for a new code.',
  gone: 'This code can no longer be used. Please ask for a new code.',
} as const;

export async function checkCode(accountId: number, code: string): Promise<boolean> {
  const now = clock.now();
  const pending = await otps.getPending(accountId);
  if (pending?.codeHash === undefined) throw new BadRequest(messages.none);
  const state = codeState(pending, now);
  if (state !== 'usable') throw new BadRequest(messages[state]);

  if (!codeMatches(await otpKey(), accountId, pending.number, code, pending.codeHash)) {
    await otps.recordWrongTry(accountId, pending.codeHash);
    return false;
  }
  // Lost a race: used by a concurrent call, replaced by a resend, or killed by concurrent wrong tries.
  if (!(await otps.consumeCode(accountId, pending.codeHash, now))) throw new BadRequest(messages.gone);
  await users.verifyMobileNumber(accountId, pending.number);
  return true;
}
