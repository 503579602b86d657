/**
 * The daily digest of job alerts. Not run by a request: a schedule runs it
 * (functions/scheduled/send-job-alert-digests.ts; the twin hourly and on demand, `POST /dev/jobs/alert-digest`).
 * Posting a job does nothing here: matching happens once a day, over what was posted.
 *
 * One run:
 * 1. reads the open jobs posted in the last DIGEST_LOOKBACK_DAYS once (one Query of every job's list, by page);
 * 2. reads only the alert partitions those jobs can match (gsi1: each new job's city, and `ALERTS#ANY`), by
 *    page, and matches each alert in memory against the jobs posted since its last digest (or its creation),
 *    purely by its filters (shared/domain/job-alerts.ts `matchesAlert`), collecting the matches by worker;
 * 3. for the workers with matches, 100 accounts at a time (BatchGetItem), at most `concurrency` (32) at once, each
 *    channel's sends paced below its rate (lib/messaging/pacing.ts): checks
 *    (active, consent to job alerts in force, the channel usable), takes the worker's mark of the IST day on
 *    condition (at most ONE digest a worker a day, whatever runs at once or again), sends one digest on the
 *    channel of the alert with the most matches (its link and unsubscribe link; the count is every match), and
 *    moves each matched alert's LAST_DIGEST_AT to the run's start.
 * A run that nears its deadline stops taking workers and says so (`complete: false`); the next run (the
 * schedule retries the same morning) finds the rest: workers already served have their day's mark, and the
 * alerts served have moved on, so nothing goes twice. A send that fails keeps the mark (at most once a day)
 * and leaves the alerts where they were: the same jobs come the next day.
 *
 * Minors: an alert matches by its filters and nothing else for everyone (no inferred interests, no "similar
 * jobs"). What is logged about a run beyond counts (which filters a worker's alerts use: product analytics) is
 * logged only for workers `mayTrackOrTarget` allows (DPDP Act s.9(3)).
 */

import { UNSUBSCRIBE_VALID_DAYS, unsubscribeToken } from '#lib/auth/unsubscribe-token';
import { isActive } from '#lib/db/accounts';
import { digestLinkCode, putDigestLink } from '#lib/db/digest-links';
import * as alerts from '#lib/db/job-alerts';
import { type ListedJob, postedSince } from '#lib/db/job-listings';
import { jobAlertIndexPartition } from '#lib/db/keys';
import * as users from '#lib/db/users';
import type { WorkerAccount } from '#lib/db/worker-writes';
import { logger } from '#lib/logger';
import { mayTellWorker, mayTellWorkerByWhatsApp } from '#lib/messaging/allowance';
import { notifyWorker } from '#lib/messaging/bell';
import { whatsappUsable } from '#lib/messaging/consent';
import {
  type ChannelPaces,
  channelPaces,
  type PaceClock,
  type Retry,
  withThrottlingRetries,
} from '#lib/messaging/pacing';
import { recordEmailSent, recordSmsSent, recordWhatsAppSent } from '#lib/messaging/records';
import { sendAlertDigestSms, smsLanguageOf, smsParts } from '#lib/messaging/sms';
import { sendWhatsApp } from '#lib/messaging/whatsapp';
import { renderWhatsApp } from '#lib/messaging/whatsapp-templates';
import { sendWorkerEmail, siteLink } from '#lib/messaging/worker-email';
import type { SiteLanguage } from '#shared/domain/codes';
import { VERIFIED } from '#shared/domain/constants';
import { istDayAfter } from '#shared/domain/interviews';
import {
  type AlertChannel,
  alertLabel,
  DIGEST_LOOKBACK_DAYS,
  DIGEST_TITLES_MAX,
  type DigestContent,
  digestEmail,
  digestPath,
  digestSms,
  matchesAlert,
  UNSUBSCRIBE_PATH,
} from '#shared/domain/job-alerts';
import { takesApplications } from '#shared/domain/job-details';
import { eligibility } from '#shared/domain/job-eligibility-rules';
import { JOB_SEARCH_NAMES } from '#shared/domain/job-search';
import { jobInLanguage } from '#shared/domain/job-texts';
import { linkVariable, numberVariable } from '#shared/domain/message-variables';
import { mayTrackOrTarget } from '#shared/domain/privacy';
import { wantsJobAlerts } from './manage';

const DAY_MS = 86_400_000;

/** One alert's new matching jobs. */
export interface AlertMatch {
  alert: alerts.StoredJobAlert;
  jobs: ListedJob[];
}

/** What sending a digest came to. */
export type Outcome =
  | 'sent'
  | 'gone'
  | 'inactive'
  | 'noConsent'
  /** Every job matched is one the worker may not take (shared/domain/job-eligibility.ts): nothing to send. */
  | 'notEligible'
  | 'channelUnavailable'
  | 'alreadyToday'
  | 'smsCap'
  | 'noSiteUrl'
  | 'failed';

/** Sends one worker's digest (content in their language) on `channel`: the real channels, or the bench's. */
export type Deliver = (
  worker: WorkerAccount,
  channel: AlertChannel,
  content: DigestContent,
  language: SiteLanguage,
) => Promise<Outcome>;

export interface DigestRun {
  day: string;
  startedAt: string;
  newJobs: number;
  alertsRead: number;
  alertsMatched: number;
  workersMatched: number;
  outcomes: Partial<Record<Outcome, number>>;
  /** Items read (jobs, alerts, accounts) and written (marks, alert updates) by the run itself. */
  itemsRead: number;
  itemsWritten: number;
  /** False when the run stopped at its deadline with workers left (the next run takes them). */
  complete: boolean;
}

export interface DigestOptions {
  now?: number;
  /** How many workers are served at once (DynamoDB and SNS calls in flight). */
  concurrency?: number;
  /** Milliseconds left before the run must stop (Lambda's getRemainingTimeInMillis). */
  remainingMs?: () => number;
  deliver?: Deliver;
}

/** A run stops taking workers with this much time left. */
const STOP_MARGIN_MS = 60_000;

/**
 * The real channels: SMS (the checks of every SMS to a worker), e-mail, WhatsApp where configured. Each send
 * waits for its channel's pace (at most CHANNEL_RATES a second, however many workers are served at once) and is
 * tried again when throttled (functions/lib/messaging/pacing.ts). The retries run inside the channel's send,
 * which counts the outcome once, after them: a throttle that a retry got past is no failure on the alarms.
 */
export function digestDeliverer(paces: ChannelPaces, clock?: PaceClock): Deliver {
  const retry: Retry = (send) => withThrottlingRetries(send, clock);
  return async (worker, channel, content, language) => {
    if (channel === 'sms') {
      const number = worker.MOBILE_NUMBER;
      // The SMS carries short links (each DLT variable within 30 characters): a code for the full links,
      // kept as long as the unsubscribe link works.
      const code = digestLinkCode(worker.ID);
      const text = digestSms(content, { site: siteLink('') ?? '', code }, language);
      // The daily cap and the month's share, as every status SMS (functions/lib/messaging/allowance.ts).
      if (!(await mayTellWorker(worker.ID, smsParts(text)))) return 'smsCap';
      await putDigestLink(code, { link: content.link, stop: content.unsubscribe }, UNSUBSCRIBE_VALID_DAYS);
      await paces.sms.take();
      await sendAlertDigestSms(number, text, language, retry);
      await recordSmsSent(worker.ID, { kind: 'alertDigest', number, text });
      return 'sent';
    }
    if (channel === 'email') {
      const { subject, lines } = digestEmail(content, language);
      await paces.email.take();
      await sendWorkerEmail({ to: worker.EMAIL, subject, lines, language, purpose: 'alertDigest', retry });
      const text = [subject, ...lines].join('\n');
      await recordEmailSent(worker.ID, { kind: 'alertDigest', address: worker.EMAIL, text });
      return 'sent';
    }
    // WhatsApp (the worker opted in, a number is configured: checked before): the daily cap of WhatsApp news.
    if (!(await mayTellWorkerByWhatsApp(worker.ID))) return 'smsCap';
    const parameters = [
      numberVariable(content.count),
      linkVariable(content.link),
      linkVariable(content.unsubscribe),
    ];
    await paces.whatsapp.take();
    await sendWhatsApp(
      { to: worker.MOBILE_NUMBER, template: 'job_alert_digest', language, parameters },
      retry,
    );
    await recordWhatsAppSent(worker.ID, {
      kind: 'alertDigest',
      number: worker.MOBILE_NUMBER,
      text: renderWhatsApp('job_alert_digest', language, parameters),
    });
    return 'sent';
  };
}

/** The deployed deliverer: one pace per channel for the function's life, shared by its runs. */
export const deliverDigest: Deliver = digestDeliverer(channelPaces());

/** Whether the worker can get a digest on `channel` at all. */
function channelUsable(worker: WorkerAccount, channel: AlertChannel): boolean {
  if (channel === 'sms') return worker.VERIFIED === VERIFIED && Boolean(worker.MOBILE_NUMBER);
  if (channel === 'email') return Boolean(worker.EMAIL);
  return worker.VERIFIED === VERIFIED && Boolean(worker.MOBILE_NUMBER) && whatsappUsable(worker);
}

/** Runs `task` over `items`, at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(runners);
}

/** Reads the alerts the new jobs can match and collects each worker's matches. */
async function matchAlerts(
  newJobs: readonly ListedJob[],
  startedAt: string,
  lookbackFrom: string,
  run: DigestRun,
): Promise<Map<number, AlertMatch[]>> {
  const byCity = new Map<string, ListedJob[]>();
  for (const job of newJobs) {
    if (!job.CITY) continue;
    byCity.set(job.CITY, [...(byCity.get(job.CITY) ?? []), job]);
  }
  const partitions: [string, readonly ListedJob[]][] = [
    [jobAlertIndexPartition(undefined), newJobs],
    ...[...byCity].map(([city, jobs]): [string, readonly ListedJob[]] => [
      jobAlertIndexPartition(city),
      jobs,
    ]),
  ];
  const byWorker = new Map<number, AlertMatch[]>();
  for (const [partition, candidates] of partitions) {
    await alerts.eachPageOfPartition(partition, (page, read) => {
      run.alertsRead += page.length;
      run.itemsRead += read;
      for (const alert of page) {
        const since = [alert.LAST_DIGEST_AT ?? alert.CREATED_AT, lookbackFrom].sort().at(-1) as string;
        const jobs = candidates.filter(
          (job) => job.POSTED_AT > since && job.POSTED_AT <= startedAt && matchesAlert(alert.FILTERS, job),
        );
        if (jobs.length === 0) continue;
        run.alertsMatched += 1;
        byWorker.set(alert.USER_ID, [...(byWorker.get(alert.USER_ID) ?? []), { alert, jobs }]);
      }
    });
  }
  return byWorker;
}

/** The digest of one worker's matches: the alert with most matches leads (channel, link, unsubscribe). */
async function contentOf(
  worker: WorkerAccount,
  matches: readonly AlertMatch[],
  language: SiteLanguage,
  now: number,
): Promise<{ lead: AlertMatch; content: DigestContent; jobIds: number[]; path: string } | undefined> {
  const lead = [...matches].sort(
    (a, b) => b.jobs.length - a.jobs.length || a.alert.CREATED_AT.localeCompare(b.alert.CREATED_AT),
  )[0] as AlertMatch;
  const jobs = new Map<number, ListedJob>();
  for (const match of matches) for (const job of match.jobs) jobs.set(job.ID, job);
  const newestFirst = [...jobs.values()].sort((a, b) => b.POSTED_AT.localeCompare(a.POSTED_AT));
  const jobIds = newestFirst.map((job) => job.ID);
  const path = digestPath(lead.alert.FILTERS, jobIds);
  const link = siteLink(path);
  const unsubscribe = siteLink(
    `${UNSUBSCRIBE_PATH}#${await unsubscribeToken(worker.ID, lead.alert.ALERT_ID, now)}`,
  );
  if (!link || !unsubscribe) return undefined;
  return {
    lead,
    jobIds,
    path,
    content: {
      count: jobIds.length,
      label: alertLabel(lead.alert.FILTERS, language),
      titles: newestFirst.slice(0, DIGEST_TITLES_MAX).map((job) => jobInLanguage(job, language).job.TITLE),
      link,
      unsubscribe,
    },
  };
}

async function serveWorker(
  worker: WorkerAccount | undefined,
  matches: readonly AlertMatch[],
  context: { day: string; now: number; startedAt: string; deliver: Deliver; run: DigestRun },
): Promise<Outcome> {
  if (!worker) return 'gone';
  // Not to a deactivated account, nor without consent to job alerts in force.
  if (!isActive(worker)) return 'inactive';
  if (!wantsJobAlerts(worker)) return 'noConsent';
  // Only jobs the worker may take: a digest never invites them to what applyJob would refuse.
  const takeable = matches
    .map((match) => ({
      ...match,
      jobs: match.jobs.filter((job) => eligibility(job, worker, new Date(context.now)).length === 0),
    }))
    .filter((match) => match.jobs.length > 0);
  if (takeable.length === 0) return 'notEligible';
  const language = smsLanguageOf(worker);
  const digest = await contentOf(worker, takeable, language, context.now);
  if (!digest) return 'noSiteUrl';
  const channel = digest.lead.alert.CHANNEL;
  if (!channelUsable(worker, channel)) return 'channelUnavailable';
  // At most one digest a worker a day: the mark first, on condition.
  context.run.itemsWritten += 1;
  const claimed = await alerts.claimDigestDay(worker.ID, context.day, new Date(context.now), {
    CHANNEL: channel,
    JOBS: digest.jobIds.length,
    ALERTS: takeable.map((match) => match.alert.ALERT_ID),
  });
  if (!claimed) return 'alreadyToday';
  let outcome: Outcome;
  try {
    outcome = await context.deliver(worker, channel, digest.content, language);
  } catch (error: unknown) {
    // The error may quote the number or address: only its name is logged.
    logger.error('A job-alert digest was not sent', {
      userId: worker.ID,
      channel,
      error: error instanceof Error ? error.name : 'unknown',
    });
    return 'failed';
  }
  if (outcome !== 'sent') return outcome;
  for (const match of takeable) await alerts.markDigested(worker.ID, match.alert.ALERT_ID, context.startedAt);
  context.run.itemsWritten += takeable.length;
  // Product analytics (which filters alerts use) only where the rule allows it: never for a minor.
  if (mayTrackOrTarget(worker, new Date(context.now))) {
    logger.info('Job-alert digest filters', {
      filters: JOB_SEARCH_NAMES.filter((name) => digest.lead.alert.FILTERS[name] !== undefined),
    });
  }
  // The bell: the same news in the app, linking the same page. notifyWorker never throws.
  await notifyWorker(worker.ID, { kind: 'alertMatch', count: digest.jobIds.length, link: digest.path });
  return 'sent';
}

/** One digest run (see the module's comment). */
export async function runDigest(options: DigestOptions = {}): Promise<DigestRun> {
  const now = options.now ?? Date.now();
  const startedAt = new Date(now).toISOString();
  const run: DigestRun = {
    day: istDayAfter(now, 0),
    startedAt,
    newJobs: 0,
    alertsRead: 0,
    alertsMatched: 0,
    workersMatched: 0,
    outcomes: {},
    itemsRead: 0,
    itemsWritten: 0,
    complete: true,
  };
  const lookbackFrom = new Date(now - DIGEST_LOOKBACK_DAYS * DAY_MS).toISOString();
  const { jobs, read } = await postedSince(lookbackFrom);
  run.itemsRead += read;
  // A job past its apply-by day has closed itself: no alert offers it.
  const newJobs = jobs.filter(
    (job) => job.POSTED_AT <= startedAt && takesApplications(job.APPLY_BY, new Date(now)),
  );
  run.newJobs = newJobs.length;
  if (newJobs.length === 0) return run;
  const byWorker = await matchAlerts(newJobs, startedAt, lookbackFrom, run);
  run.workersMatched = byWorker.size;
  const ids = [...byWorker.keys()];
  const context = { day: run.day, now, startedAt, deliver: options.deliver ?? deliverDigest, run };
  for (let first = 0; first < ids.length; first += 100) {
    if (options.remainingMs && options.remainingMs() < STOP_MARGIN_MS) {
      run.complete = false;
      break;
    }
    const chunk = ids.slice(first, first + 100);
    const accounts = await users.getMany(chunk);
    run.itemsRead += accounts.size;
    await pool(chunk, options.concurrency ?? 32, async (userId) => {
      const outcome = await serveWorker(accounts.get(userId), byWorker.get(userId) ?? [], context);
      run.outcomes[outcome] = (run.outcomes[outcome] ?? 0) + 1;
    });
  }
  return run;
}
