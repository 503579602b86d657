/**
 * The back office's e-mail and password log-ins (adminLogin, internallogin) and password change, under the
 * lock-out rules of ./lockout.ts:
 * - every attempt is counted against the e-mail and the source address before its password is checked; past
 *   either limit it is refused with 429 and how long to wait, whether the password is right or not;
 * - an unknown e-mail, a wrong password and an account of the other log-in page answer the same, after the
 *   same scrypt work (`checkPassword`), and stay counted as failures;
 * - a right password gives its count back and resets nothing else: were a success to clear the address's
 *   count, a guesser could clear it with an account of their own. A deactivated account is then refused
 *   with 403, as worker sign-in is.
 * Each failure is counted as the metric LoginFailed, each refusal while locked as LoginLockedOut, by the page
 * (portal) it was made on: what the alarms on password guessing watch.
 */
import { checkPassword, hashPassword } from '#features/sign-in/passwords';
import { assertActive } from '#lib/auth/accounts';
import type { SecondFactorClaim } from '#lib/auth/session';
import * as attempts from '#lib/db/login-attempts';
import * as staff from '#lib/db/staff';
import { BadRequest, TooManyRequests } from '#lib/errors';
import { countLogin, type LoginPortal } from '#lib/metrics';
import { assertTemporaryPasswordUsable } from './credential';
import { countedAddress, lockedMessage, lockout, loginWindow } from './lockout';
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
  /** The attempt was not a failure: take its counts back. */
  giveBack: () => Promise<void>;
}

/** Counts an attempt by this e-mail from this address, or refuses it (429) while either is locked. */
async function startAttempt(page: LoginPage, email: string, sourceIp: string, now: number): Promise<Attempt> {
  const window = loginWindow(now);
  const subjects: attempts.LoginSubject[] = [
    { kind: 'EMAIL', email },
    { kind: 'ADDRESS', address: countedAddress(sourceIp) },
  ];
  const [emailCount = 0, addressCount = 0] = await Promise.all(
    subjects.map((subject) => attempts.count(subject, window)),
  );
  const giveBack = async () => {
    await Promise.all(subjects.map((subject) => attempts.giveBack(subject, window)));
  };
  const state = lockout({ email: emailCount, address: addressCount }, now);
  if (state.locked) {
    // A refused attempt checked no password: it is not a failure, and must not extend anyone's count.
    await giveBack();
    countLogin('LoginLockedOut', page);
    throw new TooManyRequests(lockedMessage(state.retryAfterSeconds), state.retryAfterSeconds);
  }
  return { giveBack };
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
  await attempt.giveBack();
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
  await attempt.giveBack();
  assertTemporaryPasswordUsable(account);
  const hash = await hashPassword(input.newPassword);
  const tokenVersion = await staff.setPassword(account.ID, hash, account.passwordHash);
  return sessionAfterPassword({ ...account, mustChangePassword: false }, { tokenVersion, secondFactor });
}
