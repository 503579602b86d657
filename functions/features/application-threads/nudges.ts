/**
 * Told where they are (issue 39, decision 605): a hiring side's message the worker may read that is still unread
 * after THREAD_NUDGE_DELAY_MINUTES gets one SMS, "You have a new message from <company> about <job>", with the
 * link to the thread (no message text), through the messaging port (functions/lib/messaging/worker-news.ts: the
 * worker's number, consent to SMS updates, the daily cap and the status share of the month's allowance), and
 * at most one a thread until the worker reads it (the claim is a condition in the write, db/applications.ts
 * `claimNudge`). Each message the worker may read leaves a due item (written with it); this run, every 5 minutes,
 * reads the items older than the delay, oldest first, in bounded pages, claims and sends, and deletes each item.
 * An SMS that fails after the claim is not retried (at most once, as the interview reminders).
 */
import { clock } from '#lib/clock';
import { readVariable } from '#lib/config';
import * as threads from '#lib/db/application-threads';
import * as applications from '#lib/db/applications';
import { logger } from '#lib/logger';
import { sendThreadMessageSms } from '#lib/messaging/sms';
import { tellWorkerNews } from '#lib/messaging/worker-news';
import { THREAD_NUDGE_DELAY_MINUTES } from '#shared/domain/application-threads';
import { jobInLanguage } from '#shared/domain/job-texts';
import { threadMessageSms } from './nudge-message';

export interface NudgeRun {
  /** Due items read. */
  due: number;
  /** Threads claimed (an SMS was due and allowed to go once). */
  claimed: number;
  /** SMS sent. */
  sent: number;
}

/** The most pages one run reads (NUDGES_PAGE each): a backlog beyond is the next run's. */
const MAX_PAGES = 20;
/** Stop reading pages with less than this left of the function's time. */
const MARGIN_MS = 30_000;

/**
 * One run: the due items older than `delayMinutes` (THREAD_NUDGE_DELAY_MINUTES; the local twin's on-demand run
 * may pass 0), oldest first. `remainingMs`: the function's time left.
 */
export async function sendThreadNudges(
  options: { now?: number; delayMinutes?: number; remainingMs?: () => number } = {},
): Promise<NudgeRun> {
  const now = options.now ?? clock.now();
  const delay = options.delayMinutes ?? THREAD_NUDGE_DELAY_MINUTES;
  const cutoff = new Date(now - delay * 60_000).toISOString();
  const at = new Date(now).toISOString();
  const site = readVariable('SITE_URL')?.replace(/\/+$/, '');
  const run: NudgeRun = { due: 0, claimed: 0, sent: 0 };
  if (!site) {
    logger.error('SITE_URL is not set: the new-message SMS cannot link to the thread');
    return run;
  }
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, next } = await threads.dueNudges(cutoff, start);
    for (const due of items) {
      run.due += 1;
      const application = await applications.claimNudge(due.USER_ID, due.JOB_ID, due.AT, at);
      if (application) {
        run.claimed += 1;
        const sent = await tellWorkerNews({
          kind: 'message',
          userId: due.USER_ID,
          jobId: due.JOB_ID,
          about: { kind: 'threadMessage' },
          sms: (language) => {
            const { TITLE: title, COMPANY_NAME: company } = jobInLanguage(application, language).job;
            const text = threadMessageSms({ jobId: due.JOB_ID, title, company }, language, site);
            return { text, send: (number) => sendThreadMessageSms(number, text, language) };
          },
          now,
        });
        if (sent) run.sent += 1;
      }
      await threads.dropNudge(due);
    }
    if (!next || (options.remainingMs && options.remainingMs() < MARGIN_MS)) break;
    start = next;
  }
  return run;
}
