/**
 * Creating, listing and deleting a worker's job alerts, and the one-tap unsubscribe. The
 * worker's consent to job alerts is asked of the account (shared/domain/privacy.ts: in force for the notice,
 * the purpose given) before anything is written; the write checks it again in its transaction
 * (functions/lib/db/job-alerts.ts). An alert keeps exactly the filters chosen: nothing inferred, for anyone.
 */
import { planSearch } from '#features/job-search/plan';
import * as alerts from '#lib/db/job-alerts';
import * as listings from '#lib/db/job-listings';
import type { WorkerAccount } from '#lib/db/worker-writes';
import { BadRequest, Forbidden } from '#lib/errors';
import { whatsappOffered, whatsappUsable } from '#lib/messaging/consent';
import type { JobAlertList } from '#shared/api/job-alerts';
import { VERIFIED } from '#shared/domain/constants';
import {
  type AlertChannel,
  JOB_ALERT_CODES,
  jobAlertMessages,
  MAX_JOB_ALERTS,
} from '#shared/domain/job-alerts';
import { ELIGIBILITY_CODES, eligibility } from '#shared/domain/job-eligibility-rules';
import type { JobSearch } from '#shared/domain/job-search';
import { privacyStateOf } from '#shared/domain/privacy';

/** Whether the worker agreed to job alerts (and their consent is in force): no digest goes without. */
export function wantsJobAlerts(account: WorkerAccount): boolean {
  return privacyStateOf(account) === 'given' && account.JOB_ALERTS === true;
}

/**
 * The worker's alerts as the screens show them. `minor` is the caller's `!mayTrackOrTarget(account)`: each
 * endpoint asks the rule itself (test/shared/privacy.test.ts).
 */
export async function alertList(account: WorkerAccount, minor: boolean): Promise<JobAlertList> {
  const stored = await alerts.listForWorker(account.ID);
  return {
    data: stored.map((alert) => ({
      id: alert.ALERT_ID,
      filters: alert.FILTERS,
      channel: alert.CHANNEL,
      createdAt: alert.CREATED_AT,
      ...(alert.LAST_DIGEST_AT ? { lastDigestAt: alert.LAST_DIGEST_AT } : {}),
    })),
    max: MAX_JOB_ALERTS,
    consent: wantsJobAlerts(account),
    whatsapp: whatsappUsable(account),
    minor,
  };
}

/** How many of the newest open jobs a new alert's search is tried on (one bounded Query, as Explore's page). */
export const ALERT_TRY_JOBS = 50;

/**
 * An alert that could only bring jobs the worker may not take is refused with the code of the rule (403): the
 * search is run once over today's open jobs, and when it finds some and every one is barred to this worker
 * (shared/domain/job-eligibility.ts), that is the best evidence of what it would match. A search that finds
 * nothing today is kept: what it will find is not known yet (and the digest sends only takeable jobs anyway).
 */
async function refuseIfNoneTakeable(account: WorkerAccount, filters: JobSearch): Promise<void> {
  const now = new Date();
  const found = await listings.search(planSearch(filters, { limit: ALERT_TRY_JOBS }, now));
  if (found.items.length === 0) return;
  const reasons = found.items.map((job) => eligibility(job, account, now));
  if (reasons.some((barred) => barred.length === 0)) return;
  const [reason] = reasons[0] ?? [];
  if (reason) throw new Forbidden(jobAlertMessages.notEligible, ELIGIBILITY_CODES[reason]);
}

/** Creates an alert of `filters` on `channel`: 403 without consent, 400 naming channel for one not usable. */
export async function createAlert(
  account: WorkerAccount,
  filters: JobSearch,
  channel: AlertChannel,
): Promise<void> {
  if (!wantsJobAlerts(account)) {
    throw new Forbidden(jobAlertMessages.consentNeeded, JOB_ALERT_CODES.consentNeeded);
  }
  if (channel === 'whatsapp' && !whatsappOffered()) {
    throw BadRequest.field('channel', jobAlertMessages.whatsappUnavailable);
  }
  if (channel === 'whatsapp' && !whatsappUsable(account)) {
    throw BadRequest.field('channel', jobAlertMessages.whatsappOptIn);
  }
  if (channel === 'sms' && (account.VERIFIED !== VERIFIED || !account.MOBILE_NUMBER)) {
    throw BadRequest.field('channel', jobAlertMessages.smsUnverified);
  }
  await refuseIfNoneTakeable(account, filters);
  await alerts.create(account.ID, { FILTERS: filters, CHANNEL: channel });
}
