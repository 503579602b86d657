/**
 * The one-time-code rules of the architecture, as pure functions of their inputs and an explicit clock (no
 * AWS, no storage): 6 digits from a CSPRNG, stored only as a keyed hash, valid 10 minutes, single use, dead
 * after 5 wrong tries, and sent at most once per 30 s and 5 times per rolling hour to one number.
 *
 * On top of the per-number limits, one account may have at most ACCOUNT_SENDS_PER_HOUR codes sent in a
 * rolling hour, whatever the numbers: without it one signed-in account could make us text any number of
 * strangers (SMS pumping), each staying under its own number's limit.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_MIN_INTERVAL_SECONDS,
  OTP_SENDS_PER_HOUR,
  OTP_VALID_MINUTES,
} from '#shared/domain/constants';

export const OTP_VALID_MS = OTP_VALID_MINUTES * 60_000;
export const RESEND_INTERVAL_MS = OTP_RESEND_MIN_INTERVAL_SECONDS * 1000;
export const HOUR_MS = 3600_000;
/** Codes one account may have sent in a rolling hour, to any numbers (see above). */
export const ACCOUNT_SENDS_PER_HOUR = 2 * OTP_SENDS_PER_HOUR;

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 under a server-side key, bound to the account and the number. A copy
 * of the table alone does not reveal codes (a plain hash of 6 digits is reversed in a millisecond), and a
 * hash cannot be replayed for another account or number.
 */
export function hashCode(key: Uint8Array, accountId: number, number: string, code: string): string {
  return createHmac('sha256', key).update(`otp:v1:${accountId}:${number}:${code}`).digest('base64url');
}

/** What a code is bound to in its hash (hashCode): the number, or `erase:<number>` for an erasure. */
export function codeSubject(number: string, purpose: 'verify' | 'erase'): string {
  return purpose === 'erase' ? `erase:${number}` : number;
}

/**
 * A phone sign-in's code (features/sign-in/phone.ts) is hashed for `signin:<number>` and account 0: no account has
 * id 0 (ids start at 1) and no verification or erasure subject starts `signin:`, so a sign-in code is never
 * accepted for an account's code nor the reverse.
 */
export const SIGN_IN_ACCOUNT = 0;
export const signInSubject = (number: string) => `signin:${number}`;

/** Whether `code` is the one behind `storedHash`, compared in constant time. */
export function codeMatches(
  key: Uint8Array,
  accountId: number,
  number: string,
  code: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashCode(key, accountId, number, code));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface CodeStanding {
  /** Epoch milliseconds. */
  expiresAt: number;
  wrongTries: number;
}

/** `usable` codes may be checked; `dead` ones had their 5 tries spent; `expired` ones outlived 10 minutes. */
export type CodeState = 'usable' | 'dead' | 'expired';

export function codeState(code: CodeStanding, now: number): CodeState {
  if (code.wrongTries >= OTP_MAX_WRONG_TRIES) return 'dead';
  if (now >= code.expiresAt) return 'expired';
  return 'usable';
}

/** Send times (epoch ms) still inside the rolling hour that ends at `now`. */
export function withinLastHour(sends: readonly number[], now: number): number[] {
  return sends.filter((at) => at > now - HOUR_MS);
}

export type SendDecision =
  | { allowed: true }
  | { allowed: false; reason: 'interval' | 'numberHourly' | 'accountHourly'; retryAfterSeconds: number };

/**
 * May a code be sent to a number now? `numberSends` are the recent send times to that number (by any
 * account), `accountSends` those of the asking account (to any number).
 */
export function sendDecision(
  history: { numberSends: readonly number[]; accountSends: readonly number[] },
  now: number,
): SendDecision {
  const toNumber = withinLastHour(history.numberSends, now);
  const last = Math.max(Number.NEGATIVE_INFINITY, ...toNumber);
  if (now - last < RESEND_INTERVAL_MS) {
    return {
      allowed: false,
      reason: 'interval',
      retryAfterSeconds: secondsUntil(last + RESEND_INTERVAL_MS, now),
    };
  }
  if (toNumber.length >= OTP_SENDS_PER_HOUR) {
    return {
      allowed: false,
      reason: 'numberHourly',
      retryAfterSeconds: secondsUntil(hourWindowOpens(toNumber, OTP_SENDS_PER_HOUR), now),
    };
  }
  const byAccount = withinLastHour(history.accountSends, now);
  if (byAccount.length >= ACCOUNT_SENDS_PER_HOUR) {
    return {
      allowed: false,
      reason: 'accountHourly',
      retryAfterSeconds: secondsUntil(hourWindowOpens(byAccount, ACCOUNT_SENDS_PER_HOUR), now),
    };
  }
  return { allowed: true };
}

/** When the oldest send that keeps the count at `limit` leaves the rolling hour. */
function hourWindowOpens(sends: readonly number[], limit: number): number {
  const sorted = [...sends].sort((a, b) => b - a);
  return (sorted[limit - 1] ?? 0) + HOUR_MS;
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** What a refused send says: the rule it hit and how long to wait, in words. */
export function refusal(decision: Exclude<SendDecision, { allowed: true }>): string {
  const wait = waitInWords(decision.retryAfterSeconds);
  switch (decision.reason) {
    case 'interval':
      return `Please wait ${wait} before asking for another code.`;
    case 'numberHourly':
      return `Too many codes were sent to this number in the last hour. Please try again in ${wait}.`;
    case 'accountHourly':
      return `Too many codes were requested from your account in the last hour. Please try again in ${wait}.`;
  }
}

function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
