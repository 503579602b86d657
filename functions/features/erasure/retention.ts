/**
 * The retention job (DPDP Rules 2025 Rule 8; docs/privacy.md section 9): run daily by
 * EventBridge Scheduler (infra/aws/constructs/retention-job.ts), by the twin on a timer and by
 * `npm run retention -- --now <ISO date>`. Documents of workers with no open application for a year are deleted
 * (documents-retention.ts). An application's thread is erased a year after the application ended (Selected,
 * Rejected or Withdrawn; decision 608), from the list of ended threads, oldest first. Accounts with no sign-in for INACTIVITY_YEARS get a notice
 * (notice.ts) and, NOTICE_HOURS later, unless they signed in meanwhile, are erased as the worker's own request
 * erases them (erase-account.ts, reason `inactive`). A sign-in records LAST_SIGN_IN and takes the notice back
 * (db/retention.ts recordSignIn), so it cancels the erasure. The job reads the sign-in index month by month up
 * to its cut-off (a Query each, never a Scan) and decides from a consistent read of each account.
 *
 * The notice is marked on the account before it is sent (so two runs never send it twice) and taken back if
 * the send fails (the next run tries again, and the 48 hours count from a notice that went out).
 */

import * as threads from '#lib/db/application-threads';
import { FIRST_SIGN_IN_MONTH } from '#lib/db/privacy-keys';
import * as retention from '#lib/db/retention';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import { sendRetentionNoticeEmail } from '#lib/messaging/email';
import { sendRetentionNoticeSms } from '#lib/messaging/sms';
import { THREAD_KEPT_DAYS_AFTER_END } from '#shared/domain/application-threads';
import { VERIFIED } from '#shared/domain/constants';
import { expireDocuments } from './documents-retention';
import { eraseAccount } from './erase-account';
import { RETENTION_EMAIL, RETENTION_SMS } from './notice';

/** An account with no sign-in for this long is erased (after the notice). */
export const INACTIVITY_YEARS = 3;
/** The notice comes this long before the erasure (Rule 8(2): at least 48 hours). */
export const NOTICE_HOURS = 48;
const HOUR_MS = 3600_000;

export interface RetentionRun {
  noticesSent: number;
  erased: number;
  /** Notices that could not be sent (tried again by the next run). */
  noticeFailures: number;
  /** Workers whose documents were deleted: no open application for a year (documents-retention.ts). */
  documentsDeleted: number;
  /** Application threads erased a year after their application ended (decision 608). */
  threadsErased: number;
}

/** The moment INACTIVITY_YEARS before `now` (calendar years, UTC). */
export function inactivityCutOff(now: number): string {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - INACTIVITY_YEARS);
  return at.toISOString();
}

/** The months (YYYY-MM) from the index's first up to the one holding `until`. */
export function monthsUpTo(until: string): string[] {
  const months: string[] = [];
  let [year, month] = FIRST_SIGN_IN_MONTH.split('-').map(Number) as [number, number];
  const last = until.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

async function sendNotice(account: users.WorkerAccount): Promise<void> {
  const language = account.SITE_LANGUAGE ?? 'en';
  if (account.VERIFIED === VERIFIED && account.MOBILE_NUMBER) {
    await sendRetentionNoticeSms(account.MOBILE_NUMBER, RETENTION_SMS[language], language);
  } else {
    const { subject, text } = RETENTION_EMAIL[language];
    await sendRetentionNoticeEmail(account.EMAIL, subject, text);
  }
}

/** One run at `now` (epoch ms): notices, then erasures whose notice is NOTICE_HOURS old; at most `limit` each. */
export async function runRetention(now: number, limit = 500): Promise<RetentionRun> {
  const run: RetentionRun = {
    noticesSent: 0,
    erased: 0,
    noticeFailures: 0,
    documentsDeleted: 0,
    threadsErased: 0,
  };
  const cutOff = inactivityCutOff(now);
  const noticeAt = new Date(now).toISOString();
  for (const month of monthsUpTo(cutOff)) {
    for (const entry of await retention.signedInBefore(month, cutOff, limit)) {
      // Read again, consistently: a sign-in since the index was read moves the account out of reach.
      const account = await users.get(entry.userId);
      if (!account?.LAST_SIGN_IN || account.LAST_SIGN_IN >= cutOff) continue;
      if (!account.ERASURE_NOTICE_AT) {
        if (run.noticesSent >= limit) continue;
        if (!(await retention.markNotice(account.ID, account.LAST_SIGN_IN, noticeAt))) continue;
        try {
          await sendNotice(account);
          run.noticesSent += 1;
        } catch (error: unknown) {
          await retention.unmarkNotice(account.ID, noticeAt);
          run.noticeFailures += 1;
          logger.error('A retention notice could not be sent', {
            errorName: error instanceof Error ? error.name : typeof error,
          });
        }
      } else if (
        Date.parse(account.ERASURE_NOTICE_AT) + NOTICE_HOURS * HOUR_MS <= now &&
        run.erased < limit
      ) {
        if (await eraseAccount(account.ID, 'inactive')) run.erased += 1;
      }
    }
  }
  run.documentsDeleted = await expireDocuments(now, monthsUpTo, limit);
  run.threadsErased = await eraseEndedThreads(now, limit);
  return run;
}

/** Erases the threads of applications that ended THREAD_KEPT_DAYS_AFTER_END days before `now`; at most `limit`. */
export async function eraseEndedThreads(now: number, limit = 500): Promise<number> {
  const cutoff = new Date(now - THREAD_KEPT_DAYS_AFTER_END * 24 * HOUR_MS).toISOString();
  const at = new Date(now).toISOString();
  let erased = 0;
  while (erased < limit) {
    const page = await threads.endedBefore(cutoff, Math.min(100, limit - erased));
    for (const ended of page) {
      await threads.eraseThread(ended, at);
      erased += 1;
    }
    if (page.length === 0) break;
  }
  return erased;
}
