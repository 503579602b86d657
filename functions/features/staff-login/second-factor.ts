/**
 * The staff's second factor (issue 19, finding 5; docs/decisions.md 82-85): who needs one, the session a right
 * password opens, and the authenticator and recovery codes that turn it into a full one.
 *
 * - An account with an authenticator always gives its code after the password. Without one, an admin must set
 *   one up, and so must HR and OPS when the admin's setting requires it for everyone; otherwise HR and OPS
 *   may set one up from their area.
 * - A right password then opens a `pending` session (auth/session.ts), which may call only the second
 *   factor's endpoints (auth/accounts.ts): `required` (give a code, or a recovery code), or `enrol` (set up an
 *   app). A temporary password is replaced first: its session is the password-change one, and the change
 *   answers the pending session.
 * - Codes: rules in ./totp.ts; wrong ones count against the account, right ones are never accepted twice.
 */
import QRCode from 'qrcode';
import { issueSessionToken, type SecondFactorClaim } from '#lib/auth/session';
import { tokenVersionOf } from '#lib/db/accounts';
import * as secondFactors from '#lib/db/second-factor';
import * as staff from '#lib/db/staff';
import { BadRequest, Conflict, Forbidden, TooManyRequests, Unauthorized } from '#lib/errors';
import type { SecondFactorStep } from '#shared/domain/second-factor';
import {
  checkCode,
  codesLockedFor,
  codesLockedMessage,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
  wrongCodesWindow,
} from './totp';
import { decryptSecret, encryptSecret, isUnderCurrentKey } from './totp-secret';

type Staff = staff.StaffAccount;

export interface StaffSession {
  token: string;
  /** What the token's session must do before anything else; absent for a full session. */
  secondFactor?: SecondFactorStep;
}

const isEnrolled = (record: secondFactors.SecondFactor | undefined): boolean => record?.secret !== undefined;

/** Whether the account must give a second factor: it has an authenticator, it is an admin, or all must. */
async function mustUseSecondFactor(account: Staff, enrolled: boolean): Promise<boolean> {
  if (enrolled || account.TYPE === 'admin') return true;
  return (await secondFactors.getPolicy()).requiredForAll;
}

function token(account: Staff, tokenVersion: number, secondFactor?: SecondFactorClaim): Promise<string> {
  return issueSessionToken({ accountId: account.ID, role: account.TYPE, tokenVersion, secondFactor });
}

/**
 * The session a right password opens (a log-in, or a password change with `tokenVersion` its new version).
 * A change made from a session past its second factor (`passed`) goes on past it.
 */
export async function sessionAfterPassword(
  account: Staff,
  options: { tokenVersion?: number; secondFactor?: SecondFactorClaim } = {},
): Promise<StaffSession> {
  const tokenVersion = options.tokenVersion ?? tokenVersionOf(account);
  if (options.secondFactor === 'passed') return { token: await token(account, tokenVersion, 'passed') };
  const enrolled = isEnrolled(await secondFactors.get(account.ID));
  if (enrolled) return { token: await token(account, tokenVersion, 'pending'), secondFactor: 'required' };
  // A temporary password is replaced before an authenticator is set up (its session can do nothing else).
  if (account.mustChangePassword) return { token: await token(account, tokenVersion) };
  if (await mustUseSecondFactor(account, enrolled))
    return { token: await token(account, tokenVersion, 'pending'), secondFactor: 'enrol' };
  return { token: await token(account, tokenVersion) };
}

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

const WRONG_CODE = 'The code is not right. Please check the time on your phone and try again.';
const USED_CODE = 'This code has been used already. Please wait for the next one.';
const NOT_SET_UP = 'There is no authenticator app set up for this account.';

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

/**
 * A session that has not given the second factor may set up an authenticator only when the account has none:
 * a password alone never replaces an app that is set up.
 */
function assertMayEnrol(session: { secondFactor?: SecondFactorClaim } | undefined, enrolled: boolean): void {
  if (!session) throw new Unauthorized();
  if (enrolled && session.secondFactor !== 'passed')
    throw new Forbidden('An authenticator app is set up already: please sign in with its code first.');
}

/** A new secret for the account's app, kept pending until its first code confirms it. */
export async function startEnrolment(
  account: Staff,
  session: { secondFactor?: SecondFactorClaim } | undefined,
): Promise<{ secret: string; uri: string; qrCode: string }> {
  assertMayEnrol(session, isEnrolled(await secondFactors.get(account.ID)));
  const secret = newTotpSecret();
  await secondFactors.savePending(account.ID, await encryptSecret(secret, account.ID));
  const uri = totpUri(secret, account.EMAIL);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
}

/**
 * The app's first code confirms the pending secret: it becomes the account's, with ten new recovery codes
 * (answered this once, stored hashed), and every other session of the account ends.
 */
export async function confirmEnrolment(
  account: Staff,
  session: { secondFactor?: SecondFactorClaim } | undefined,
  code: string,
  now = Date.now(),
): Promise<{ token: string; recoveryCodes: string[] }> {
  const record = await secondFactors.get(account.ID);
  assertMayEnrol(session, isEnrolled(record));
  const pending = record?.pendingSecret;
  const secret = pending === undefined ? undefined : await decryptSecret(pending, account.ID);
  if (pending === undefined || secret === undefined)
    throw new Conflict('Please start setting up your authenticator app first.');
  const check = checkCode(secret, code, undefined, now);
  if (!check.ok) throw BadRequest.field('code', WRONG_CODE);
  const recoveryCodes = newRecoveryCodes();
  await secondFactors.confirm(account.ID, {
    pendingSecret: pending,
    secret: pending,
    step: check.step,
    recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
  });
  const updated = await staff.get(account.ID);
  return {
    token: await token(account, updated ? tokenVersionOf(updated) : 0, 'passed'),
    recoveryCodes,
  };
}

/** What the caller's area shows about their second factor. */
export async function status(account: Staff) {
  const [record, policy] = await Promise.all([secondFactors.get(account.ID), secondFactors.getPolicy()]);
  const enrolled = isEnrolled(record);
  return {
    enrolled,
    required: enrolled || account.TYPE === 'admin' || policy.requiredForAll,
    recoveryCodesLeft: record?.recoveryCodes?.size ?? 0,
    requiredForAll: policy.requiredForAll,
  };
}

/**
 * The admin's setting. Turning it on also ends the sessions of HR and OPS without an authenticator, so each
 * sets one up at their next log-in rather than up to 12 hours later.
 */
export async function setPolicy(admin: Staff, requiredForAll: boolean): Promise<void> {
  await secondFactors.setPolicy({ requiredForAll }, admin.ID);
  if (!requiredForAll) return;
  for (const type of ['HR', 'OPS'] as const) {
    let cursor: string | undefined;
    do {
      const page = await staff.listEmployees(type, { limit: 100, cursor });
      const records = await Promise.all(page.items.map((employee) => secondFactors.get(employee.ID)));
      await Promise.all(
        page.items
          .filter((_, i) => !isEnrolled(records[i]))
          .map((employee) => staff.endSessions(employee.ID)),
      );
      cursor = page.cursor;
    } while (cursor);
  }
}
