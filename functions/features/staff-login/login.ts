/**
 * The back office's e-mail and password log-ins (adminLogin, internallogin) and password change, under the
 * rules of ./lockout.ts (decisions 79-81):
 * - before its password is checked, every attempt is counted against its (e-mail, address) pair and, unless
 *   the address is trusted for the e-mail, against the address's budget and the e-mail's daily count; past the
 *   pair's or the address's limit it is refused with 429 and how long to wait, right password or not; past the
 *   e-mail's free failures it must claim the e-mail's next slot, or is refused with 429 until the slot frees;
 * - an unknown e-mail, a wrong password and an account of the other log-in page answer the same, after the
 *   same scrypt work (`checkPassword`), and stay counted as failures;
 * - a right password gives its counts back and resets nothing else (were a success to clear the address's
 *   count, a guesser could clear it with an account of their own), and trusts the address for the e-mail. A
 *   deactivated account is then refused with 403, as worker sign-in is.
 * Each failure is counted as the metric LoginFailed, each refusal before a password check (pair lock, address
 * budget or e-mail delay) as LoginLockedOut, by the page (portal) it was made on: what the alarms on password
 * guessing watch.
 */
import { checkPassword, hashPassword } from '#features/sign-in/passwords';
import { assertActive } from '#lib/auth/accounts';
import type { SecondFactorClaim } from '#lib/auth/session';
import * as attempts from '#lib/db/login-attempts';
import * as staff from '#lib/db/staff';
import { BadRequest, TooManyRequests } from '#lib/errors';
import { countLogin, type LoginPortal } from '#lib/metrics';
import { assertTemporaryPasswordUsable } from './credential';
import {
  countedAddress,
  emailDelayMs,
  emailWindow,
  lockedMessage,
  lockout,
  loginWindow,
  secondsUntil,
  TRUSTED_ADDRESS_DAYS,
  TRUSTED_FAILURES_PER_DAY,
} from './lockout';
import { type StaffSession, sessionAfterPassword } from './second-factor';

/** Which staff accounts each log-in page opens. */
const pageRoles = { admin: ['admin'], internal: ['HR', 'OPS'] } as const satisfies Record<
  LoginPortal,
  readonly staff.StaffRole[]
>;
export type LoginPage = keyof typeof pageRoles;

/** The page an account logs in on. */
const pageOf = (account: staff.StaffAccount): LoginPage => (account.TYPE === 'admin' ? 'admin' : 'internal');
type AccountOf<P extends LoginPage> = staff.StaffAccount & { TYPE: (typeof pageRoles)[P][number] };

function opens<P extends LoginPage>(page: P, account: staff.StaffAccount): account is AccountOf<P> {
  return (pageRoles[page] as readonly staff.StaffRole[]).includes(account.TYPE);
}

interface Attempt {
  /** The password was right: take the counts back and trust the address for the e-mail. */
  succeeded: () => Promise<void>;
}

/**
 * Counts an attempt by this e-mail from this address, or refuses it (429) under the pair lock, the address's
 * budget or the e-mail's delay. Nothing here computes a password hash.
 */
async function startAttempt(page: LoginPage, email: string, sourceIp: string, now: number): Promise<Attempt> {
  const address = countedAddress(sourceIp);
  const window = loginWindow(now);
  const day = emailWindow(now);
  const counted: [attempts.LoginSubject, attempts.CountingWindow][] = [];
  const count = async (subject: attempts.LoginSubject, at: attempts.CountingWindow) => {
    counted.push([subject, at]);
    return attempts.count(subject, at);
  };
  // A trusted pair counts its failures of the day too: past TRUSTED_FAILURES_PER_DAY it is trusted no more.
  const trustedBefore = await attempts.isTrusted(email, address, now);
  const [pair, pairDay] = await Promise.all([
    count({ kind: 'PAIR', email, address }, window),
    trustedBefore ? count({ kind: 'PAIR_DAY', email, address }, day) : undefined,
  ]);
  const trusted = pairDay !== undefined && pairDay.failures < TRUSTED_FAILURES_PER_DAY;
  // The pair and the address first: the e-mail's count then holds only attempts that passed them, so guesses
  // refused at one address cannot use up the e-mail's free failures, even for a moment.
  const addressCounted = trusted ? undefined : await count({ kind: 'ADDRESS', address }, window);
  const giveBack = async (refused: boolean) => {
    await Promise.all(counted.map(([subject, at]) => attempts.giveBack(subject, at, refused)));
  };
  // A refused attempt checked no password: it is not a failure, and must not extend anyone's count.
  const refuse = async (retryAfterSeconds: number): Promise<never> => {
    await giveBack(true);
    countLogin('LoginLockedOut', page);
    throw new TooManyRequests(lockedMessage(retryAfterSeconds), retryAfterSeconds);
  };
  const state = lockout({ pair, address: addressCounted?.checks }, now);
  if (state.locked) await refuse(state.retryAfterSeconds);
  const emailCounted = trusted ? undefined : await count({ kind: 'EMAIL', email }, day);
  const delay = emailCounted === undefined ? 0 : emailDelayMs(emailCounted.failures);
  if (delay > 0) {
    const slot = await attempts.claimEmailSlot(email, day, now, now + delay);
    if (!slot.claimed) await refuse(secondsUntil(slot.freeAt, now));
  }
  return {
    // The right password: not a failure, but a password check all the same (the address's budget keeps it).
    succeeded: async () => {
      const until = now + TRUSTED_ADDRESS_DAYS * 24 * 60 * 60 * 1000;
      await Promise.all([giveBack(false), attempts.trust(email, address, until)]);
    },
  };
}

export interface Credentials {
  email: string;
  password: string;
  sourceIp: string;
}

/**
 * The account these credentials open on this page, or undefined for wrong credentials (counted as a
 * failure). Throws 429 while locked, and 403 for a deactivated account once the password is right.
 */
export async function logIn<P extends LoginPage>(
  page: P,
  { email, password, sourceIp }: Credentials,
): Promise<AccountOf<P> | undefined> {
  const [attempt, account] = await Promise.all([
    startAttempt(page, email, sourceIp, Date.now()),
    staff.findForLogin(email),
  ]);
  const right = await checkPassword(password, account?.passwordHash);
  if (!account || !right || !opens(page, account)) {
    countLogin('LoginFailed', page);
    return undefined;
  }
  await attempt.succeeded();
  assertActive(account);
  assertTemporaryPasswordUsable(account);
  return account;
}

/**
 * The answer of a successful log-in: the session, whether the password must be replaced first, and whether
 * a second factor must be given or set up first (./second-factor.ts).
 */
export async function session(account: staff.StaffAccount) {
  return {
    success: true,
    ...(await sessionAfterPassword(account)),
    mustChangePassword: account.mustChangePassword,
  };
}

/**
 * Replaces the caller's password. A wrong current password is a 400 naming `currentPassword` and counts as a
 * failed log-in of the account's e-mail (so a stolen session cannot be used to guess the password). The change
 * ends every session of the account; the answer is a token of a new session for the caller, who has just
 * proved the password as a log-in does (and still owes a second factor, unless `secondFactor` says the
 * caller's session had given it).
 */
export async function changePassword(
  account: staff.StaffAccount,
  input: { currentPassword: string; newPassword: string },
  sourceIp: string,
  secondFactor?: SecondFactorClaim,
): Promise<StaffSession> {
  if (input.newPassword === input.currentPassword)
    throw BadRequest.field('newPassword', 'Please choose a password different from the current one.');
  const attempt = await startAttempt(pageOf(account), account.EMAIL, sourceIp, Date.now());
  if (!(await checkPassword(input.currentPassword, account.passwordHash))) {
    countLogin('LoginFailed', pageOf(account));
    throw BadRequest.field('currentPassword', 'The current password is not right.');
  }
  await attempt.succeeded();
  assertTemporaryPasswordUsable(account);
  const hash = await hashPassword(input.newPassword);
  const tokenVersion = await staff.setPassword(account.ID, hash, account.passwordHash);
  return sessionAfterPassword({ ...account, mustChangePassword: false }, { tokenVersion, secondFactor });
}
