/**
 * Repeated failed log-ins are slowed per e-mail and per source address (ARCHITECTURE: staff passwords).
 * Failures are counted in fixed windows: once an e-mail or an address has used up its failures in the current
 * window, every log-in from it is refused until the window ends, right password or not, with a message that
 * says how long to wait. Fixed windows make the count one atomic ADD per failure (no read-modify-write race
 * between parallel guesses); at a window's edge a guesser gets at most twice the limit, which is still a
 * handful of tries per quarter hour against a password of 12+ random characters.
 */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed for one e-mail in a window: a person who mistypes gets several tries. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Failures allowed from one source address in a window, across e-mails (an office shares one address). */
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface LoginWindow {
  /** Identifies the window in keys: windows are numbered from the epoch. */
  index: number;
  endsAt: number;
}

export function loginWindow(now: number): LoginWindow {
  const index = Math.floor(now / LOGIN_WINDOW_MS);
  return { index, endsAt: (index + 1) * LOGIN_WINDOW_MS };
}

export interface FailureCounts {
  email: number;
  address: number;
}

/** Whether log-ins are refused for now, and for how many seconds more. */
export function lockout(
  counts: FailureCounts,
  now: number,
): { locked: false } | { locked: true; retryAfterSeconds: number } {
  if (counts.email < MAX_FAILURES_PER_EMAIL && counts.address < MAX_FAILURES_PER_ADDRESS)
    return { locked: false };
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((loginWindow(now).endsAt - now) / 1000)) };
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
