/**
 * The windows the caps count in, and who a source address counts as. Pure functions of an explicit clock.
 */
import type { CapPlace } from '#lib/db/caps';
import { TooManyRequests } from '#lib/errors';

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
/** A count outlives its window by this much, then DynamoDB may delete it. */
const KEEP_MS = HOUR_MS;

export interface Window {
  id: string;
  /** Epoch ms at which the window ends (and the next begins). */
  endsAt: number;
}

/** The clock hour (UTC) of `now`: `2026-12-02T07`. */
export function hourOf(now: number): Window {
  const start = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { id: new Date(start).toISOString().slice(0, 13), endsAt: start + HOUR_MS };
}

/** The day (UTC) of `now`: `2026-12-02`. */
export function dayOf(now: number): Window {
  const start = Math.floor(now / DAY_MS) * DAY_MS;
  return { id: new Date(start).toISOString().slice(0, 10), endsAt: start + DAY_MS };
}

/** A place under `cap` for `subject` in `window`. */
export function place(cap: string, subject: string, window: Window, limit: number, amount = 1): CapPlace {
  return {
    cap,
    subject,
    window: window.id,
    limit,
    amount,
    ttl: Math.ceil((window.endsAt + KEEP_MS) / 1000),
  };
}

/**
 * Who a source address counts as: an IPv4 address itself, an IPv6 address by its /64 (one subscriber's
 * network: anyone with one holds 2^64 addresses, and would otherwise have a fresh count for each).
 */
export function addressSubject(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The wait in words, for a refusal's message. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** The 429 of a full window: the message with the wait in words, and Retry-After until the window ends. */
export function refused(message: (wait: string) => string, endsAt: number, now: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
  return new TooManyRequests(message(waitInWords(seconds)), seconds);
}
