/**
 * The second step with a code (./second-factor.ts): the authenticator app's, or a recovery code instead. Rules
 * in ./totp.ts.
 */

import { tokenVersionOf } from '#lib/db/accounts';
import * as secondFactors from '#lib/db/second-factor';
import type * as staff from '#lib/db/staff';
import { BadRequest, Conflict, TooManyRequests } from '#lib/errors';
import { token } from './second-factor';
import { checkCode, codesLockedFor, codesLockedMessage, recoveryCodeHash, wrongCodesWindow } from './totp';
import { decryptSecret, encryptSecret, isUnderCurrentKey } from './totp-secret';

type Staff = staff.StaffAccount;

export const WRONG_CODE = 'The code is not right. Please check the time on your phone and try again.';
const USED_CODE = 'This code has been used already. Please wait for the next one.';
const NOT_SET_UP = 'There is no authenticator app set up for this account.';

/**
 * Counts a code against the account's window before it is checked (429 past the limit, right or not); the
 * code's check then gives the count back when it was right.
 */
async function countCode(account: Staff, now: number): Promise<() => Promise<void>> {
  const window = wrongCodesWindow(now);
  const before = await secondFactors.countCode(account.ID, window);
  const giveBack = () => secondFactors.giveBackCode(account.ID, window);
  const lockedFor = codesLockedFor(before, now);
  if (lockedFor !== undefined) {
    await giveBack();
    throw new TooManyRequests(codesLockedMessage(lockedFor), lockedFor);
  }
  return giveBack;
}

/** An authenticator code: a full session's token, or 400 (wrong, used before), 429 (too many wrong). */
export async function verifyCode(account: Staff, code: string, now = Date.now()): Promise<string> {
  const record = await secondFactors.get(account.ID);
  if (!record?.secret) throw new Conflict(NOT_SET_UP);
  const giveBack = await countCode(account, now);
  const secret = await decryptSecret(record.secret, account.ID);
  if (secret === undefined) {
    await giveBack();
    throw new Conflict('Your authenticator app can no longer be checked. Please use a recovery code.');
  }
  const check = checkCode(secret, code, record.lastStep, now);
  if (!check.ok) throw BadRequest.field('code', check.reason === 'reused' ? USED_CODE : WRONG_CODE);
  const rewritten = (await isUnderCurrentKey(record.secret))
    ? undefined
    : await encryptSecret(secret, account.ID);
  // Two requests with the same code: the step is recorded once, the second is a replay.
  if (!(await secondFactors.markStepUsed(account.ID, check.step, rewritten)))
    throw BadRequest.field('code', USED_CODE);
  await giveBack();
  return token(account, tokenVersionOf(account), 'passed');
}

/** A recovery code instead: used up by this call; a full session's token and the codes left. */
export async function verifyRecoveryCode(
  account: Staff,
  code: string,
  now = Date.now(),
): Promise<{ token: string; recoveryCodesLeft: number }> {
  const giveBack = await countCode(account, now);
  const left = await secondFactors.spendRecoveryCode(account.ID, recoveryCodeHash(code));
  if (left === undefined)
    throw BadRequest.field('code', 'This recovery code is not right, or it has been used already.');
  await giveBack();
  return { token: await token(account, tokenVersionOf(account), 'passed'), recoveryCodesLeft: left };
}
