/**
 * Whether a status SMS (an HR/OPS move, reviewApplication) may go out, and the count of every SMS sent this
 * month: status SMS share the account's monthly SNS spend limit with the verification codes, and
 * must never use up what the codes need. So a status SMS is sent only
 * - while the worker has had fewer than STATUS_SMS_PER_DAY of them today (UTC day), and
 * - while this month's SMS parts, every purpose counted, stay within SMS_STATUS_MONTHLY_PARTS: the stack sets
 *   it to `smsStatusShare` (60% unless chosen) of the parts `smsMonthlySpendLimit` buys (infra/aws/config.ts).
 * The codes and the parent's link are never refused here: they are only counted. A status SMS not sent is
 * counted as StatusSmsSkipped by reason (metrics.ts); the move itself stands and shows in Applied Jobs.
 */
import { readVariable } from '#lib/config';
import * as smsCounts from '#lib/db/sms-counts';
import { logger } from '#lib/logger';
import { countStatusSmsSkipped, type StatusSmsSkipReason } from '#lib/metrics';

/** The status SMS one worker may get in a day: a day of moves on many applications still tells them. */
export const STATUS_SMS_PER_DAY = 5;

const DAY_MS = 24 * 3600_000;
/** Counts are kept a few days past their period, then DynamoDB may delete them. */
const KEEP_MS = 3 * DAY_MS;

/**
 * The month's SMS parts above which status SMS stop, read at load (a value that is no whole number fails the
 * function's start); none when unset (the twin and the tests, which send nothing that costs).
 */
const monthlyLimit = ((value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value))
    throw new Error(`SMS_STATUS_MONTHLY_PARTS must be a whole number, got "${value}"`);
  return Number(value);
})(readVariable('SMS_STATUS_MONTHLY_PARTS'));

const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

/** The calendar month (UTC) of `now`, as SNS's monthly spend counts it. */
export function monthOf(now: number): smsCounts.CountingPeriod {
  const date = new Date(now);
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return { id: date.toISOString().slice(0, 7), ttl: epochSeconds(end + KEEP_MS) };
}

/** The day (UTC) of `now`. */
export function dayOf(now: number): smsCounts.CountingPeriod {
  const start = Math.floor(now / DAY_MS) * DAY_MS;
  return { id: new Date(start).toISOString().slice(0, 10), ttl: epochSeconds(start + DAY_MS + KEEP_MS) };
}

/**
 * Takes a place for a status SMS of `parts` parts to the worker: true if it may be sent (and is counted),
 * false if not (counted as StatusSmsSkipped). The worker's daily place is taken first: a worker over their
 * cap never takes any of the month's parts.
 */
export async function mayTellWorker(userId: number, parts: number, now = Date.now()): Promise<boolean> {
  const skip = (reason: StatusSmsSkipReason) => {
    countStatusSmsSkipped(reason);
    logger.info('The status SMS was not sent', { userId, reason });
    return false;
  };
  if (!(await smsCounts.takeStatusSms(userId, dayOf(now), STATUS_SMS_PER_DAY))) return skip('dailyCap');
  const limit = monthlyLimit;
  if (limit === undefined) {
    await smsCounts.countParts(monthOf(now), parts);
    return true;
  }
  if (parts > limit || !(await smsCounts.takeParts(monthOf(now), parts, limit))) return skip('monthlyShare');
  return true;
}

/**
 * Takes the worker's daily place for a status message sent by WhatsApp instead of SMS: the same
 * daily cap, shared with the status SMS; the month's SMS parts are not touched (WhatsApp is not SNS's spend).
 * False (counted as StatusSmsSkipped, dailyCap) when the worker had their day's status messages already.
 */
export async function mayTellWorkerByWhatsApp(userId: number, now = Date.now()): Promise<boolean> {
  if (await smsCounts.takeStatusSms(userId, dayOf(now), STATUS_SMS_PER_DAY)) return true;
  countStatusSmsSkipped('dailyCap');
  logger.info('The status WhatsApp message was not sent', { userId, reason: 'dailyCap' });
  return false;
}

/**
 * Counts a sent SMS that no rule refuses (an OTP, a parent's link) in this month's parts. Never throws: a
 * count that fails must not fail the sign-up, it is logged.
 */
export async function countSentSms(parts: number, now = Date.now()): Promise<void> {
  try {
    await smsCounts.countParts(monthOf(now), parts);
  } catch (error: unknown) {
    logger.error('The SMS was not counted in the month', {
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
