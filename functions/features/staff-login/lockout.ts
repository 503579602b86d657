/**
 * How repeated failed log-ins are slowed (decisions 79-81), so that a guesser is slowed without anyone being
 * able to lock a member of staff out from elsewhere:
 * - per (e-mail, source address) pair, a hard lock: after MAX_FAILURES_PER_PAIR failures in a 15-minute window,
 *   that e-mail from that address is refused until the window ends, right password or not. Only someone at the
 *   same address can cause it (the owner's own typing, or a guesser behind the same carrier address).
 * - per e-mail across addresses, a growing delay instead of a lock: FREE_FAILURES_PER_EMAIL failures a day
 *   pass freely, then each attempt from an address the account has not logged in from must wait `emailDelayMs`
 *   after the previous one (doubling, up to EMAIL_DELAY_CAP_MS). A guesser spread over many addresses gets
 *   about one guess per EMAIL_DELAY_CAP_MS; the right password from a new address is never refused for longer
 *   than the delay; from a *trusted* address (one the account logged in from with its password in the last
 *   TRUSTED_ADDRESS_DAYS) the delay does not apply (until TRUSTED_FAILURES_PER_DAY failures there in a day),
 *   so the owner at their usual desk is not slowed by guesses from elsewhere.
 * - per source address, a budget of password checks (MAX_CHECKS_PER_ADDRESS in a 15-minute window, right
 *   passwords included) spent before the scrypt work: it bounds what one address can make us compute.
 *   Attempts from a trusted (e-mail, address) pair do not spend it, so a guesser behind an office's shared
 *   carrier address (CGNAT) can use up the address's budget but cannot keep that office's staff out; a pair's
 *   own checks are bounded instead (MAX_CHECKS_PER_PAIR), so logging in over and over with an account of one's
 *   own is bounded too.
 * Counts are kept in fixed windows, so each is one atomic ADD per attempt (no read-modify-write race between
 * parallel guesses); at a window's edge a guesser gets at most twice a limit.
 */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed for one e-mail from one address in a window: a person who mistypes gets several tries. */
export const MAX_FAILURES_PER_PAIR = 5;
/**
 * Password checks allowed from one source address in a window, right or wrong, across e-mails (trusted pairs
 * not counted): the work one address can cause.
 */
export const MAX_CHECKS_PER_ADDRESS = 30;
/** Password checks allowed for one e-mail from one address in a window, right or wrong (trusted or not). */
export const MAX_CHECKS_PER_PAIR = 20;

/** The per-e-mail delay counts failures per day (fixed days from the epoch, UTC). */
export const EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Failures of one e-mail a day, from untrusted addresses, before any delay. */
export const FREE_FAILURES_PER_EMAIL = 5;
/** The first delay, doubled with every further failure. */
export const EMAIL_DELAY_BASE_MS = 1000;
/** The longest delay: a guesser over many addresses gets about 6 guesses an hour at one e-mail. */
export const EMAIL_DELAY_CAP_MS = 10 * 60 * 1000;
/** How long a successful log-in makes its address trusted for the account. */
export const TRUSTED_ADDRESS_DAYS = 90;
/**
 * Failures a day of one e-mail at a trusted address before that address is treated like any other for the
 * rest of the day: trust is for the owner's typing, not for a guesser who shares the owner's carrier address.
 */
export const TRUSTED_FAILURES_PER_DAY = 10;

export interface CountingWindow {
  /** Identifies the window in keys: windows are numbered from the epoch. */
  index: number;
  /** Epoch milliseconds. */
  endsAt: number;
}

function windowOf(now: number, length: number): CountingWindow {
  const index = Math.floor(now / length);
  return { index, endsAt: (index + 1) * length };
}

/** The 15-minute window of the pair lock and the address budget. */
export function loginWindow(now: number): CountingWindow {
  return windowOf(now, LOGIN_WINDOW_MS);
}

/** The day of the per-e-mail delay. */
export function emailWindow(now: number): CountingWindow {
  return windowOf(now, EMAIL_WINDOW_MS);
}

/**
 * How long after an attempt the next one for the same e-mail (from an untrusted address) must wait, given the
 * failures counted before that attempt today: none for the first FREE_FAILURES_PER_EMAIL, then 1 s, 2 s, 4 s...
 * up to EMAIL_DELAY_CAP_MS.
 */
export function emailDelayMs(failuresBefore: number): number {
  if (failuresBefore < FREE_FAILURES_PER_EMAIL) return 0;
  const doublings = Math.min(failuresBefore - FREE_FAILURES_PER_EMAIL, 30);
  return Math.min(EMAIL_DELAY_BASE_MS * 2 ** doublings, EMAIL_DELAY_CAP_MS);
}

/** What was counted before this attempt, in the current 15-minute window. */
export interface AttemptCounts {
  /** The pair's failures and password checks. */
  pair: { failures: number; checks: number };
  /** The address's password checks; undefined when the pair is trusted (the budget is not spent). */
  address: number | undefined;
}

/**
 * Whether the pair lock or the address budget refuses this attempt before its password is checked, and for how
 * many seconds more (both end with the 15-minute window). The per-e-mail delay is decided separately, by an
 * atomic claim of the e-mail's next slot (`functions/lib/db/login-attempts.ts`).
 */
export function lockout(
  counts: AttemptCounts,
  now: number,
): { locked: false } | { locked: true; retryAfterSeconds: number; reason: 'pair' | 'address' } {
  const reason =
    counts.pair.failures >= MAX_FAILURES_PER_PAIR || counts.pair.checks >= MAX_CHECKS_PER_PAIR
      ? 'pair'
      : counts.address !== undefined && counts.address >= MAX_CHECKS_PER_ADDRESS
        ? 'address'
        : undefined;
  if (!reason) return { locked: false };
  return { locked: true, reason, retryAfterSeconds: secondsUntil(loginWindow(now).endsAt, now) };
}

/** Whole seconds from now until `at`, at least 1 (a Retry-After). */
export function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** The message of a refused log-in: how long to wait, in minutes a person reads easily. */
export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed log-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The source address failures are counted against: an IPv4 address as it is; an IPv6 address by its /64
 * network, since one machine commonly holds a whole /64 and could otherwise take a fresh address per guess.
 */
export function countedAddress(sourceIp: string): string {
  const ip = sourceIp.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::', 2);
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const front = groupsOf(head);
  // Only the first four groups matter; a `::` before them stands for zeros up to the groups after it.
  const back =
    tail === undefined ? [] : groupsOf(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  const network = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${network.join(':')}::/64`;
}
