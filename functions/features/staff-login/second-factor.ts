/**
 * The staff's second factor (finding 5; docs/decisions.md 82-85): who needs one, the session a right
 * password opens, and the authenticator and recovery codes that turn it into a full one.
 *
 * - An account with an authenticator always gives its code after the password. Without one, an admin must set
 *   one up, and so must HR and OPS when the admin's setting requires it for everyone; otherwise HR and OPS
 *   may set one up from their area.
 * - A right password then opens a `pending` session (auth/session.ts), which may call only the second
 *   factor's endpoints (auth/accounts.ts): `required` (give a code, or a recovery code), or `enrol` (set up an
 *   app). A temporary password is replaced first: its session is the password-change one, and the change
 *   answers the pending session.
 * - Codes (./second-factor-codes.ts) and setting up an app (./second-factor-enrolment.ts): rules in ./totp.ts;
 *   wrong codes count against the account, right ones are never accepted twice. They are modules of their own
 *   so the log-in handlers bundle neither `otpauth` nor `qrcode`.
 */
import { issueSessionToken, type SecondFactorClaim } from '#lib/auth/session';
import { tokenVersionOf } from '#lib/db/accounts';
import * as secondFactors from '#lib/db/second-factor';
import * as staff from '#lib/db/staff';
import type { SecondFactorStep } from '#shared/domain/second-factor';

type Staff = staff.StaffAccount;

export interface StaffSession {
  token: string;
  /** What the token's session must do before anything else; absent for a full session. */
  secondFactor?: SecondFactorStep;
}

export const isEnrolled = (record: secondFactors.SecondFactor | undefined): boolean =>
  record?.secret !== undefined;

/** Whether the account must give a second factor: it has an authenticator, it is an admin, or all must. */
async function mustUseSecondFactor(account: Staff, enrolled: boolean): Promise<boolean> {
  if (enrolled || account.TYPE === 'admin') return true;
  return (await secondFactors.getPolicy()).requiredForAll;
}

/** A token of the account's session at `tokenVersion`, with its second factor's mark. */
export function token(
  account: Staff,
  tokenVersion: number,
  secondFactor?: SecondFactorClaim,
): Promise<string> {
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
