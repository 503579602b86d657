/**
 * Setting up an authenticator app (./second-factor.ts): a new secret, pending until the app's first code
 * confirms it; then ten recovery codes, shown once. The QR code is drawn here, as an SVG data URL.
 */
import QRCode from 'qrcode';
import type { SecondFactorClaim } from '#lib/auth/session';
import { tokenVersionOf } from '#lib/db/accounts';
import * as secondFactors from '#lib/db/second-factor';
import * as staff from '#lib/db/staff';
import { BadRequest, Conflict, Forbidden, Unauthorized } from '#lib/errors';
import { isEnrolled, token } from './second-factor';
import { WRONG_CODE } from './second-factor-codes';
import { checkCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './totp';
import { decryptSecret, encryptSecret } from './totp-secret';

type Staff = staff.StaffAccount;

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
