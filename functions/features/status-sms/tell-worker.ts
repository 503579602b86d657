/**
 * The worker's SMS about an HR/OPS move (reviewApplication, and each row of reviewApplications), at their
 * current verified number. The status change is what matters: an SMS that fails neither undoes nor blocks it;
 * it is logged, by user and job only, and counted (SmsFailed, messaging/sms.ts) for the alarm. No SMS goes to a
 * deactivated worker, nor without their consent to SMS updates, nor beyond the worker's daily cap or the status
 * SMS share of the month's spend limit (allowance.ts, counted as StatusSmsSkipped): the verification codes must
 * always have their part of the limit.
 *
 * A worker who opted in to WhatsApp (issue 24; the `whatsapp` consent, where WhatsApp is configured) gets the
 * same news by WhatsApp instead, the `application_status` template in their language, within the same daily
 * cap; the month's SMS share does not apply to it. It is recorded like an SMS, on the channel it went by.
 */
import { wantsSmsUpdates, wantsWhatsApp } from '#features/consent/status';
import { recordSmsSent, recordWhatsAppSent } from '#features/my-data/records';
import { isActive } from '#lib/db/accounts';
import type { StoredApplication } from '#lib/db/applications';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import {
  isNotified,
  type NotifiedStatus,
  reviewMessage,
  type SmsLanguage,
  STATUS_WORDS,
  sendReviewSms,
  smsLanguageOf,
  smsParts,
} from '#lib/messaging/sms';
import { sendWhatsApp } from '#lib/messaging/whatsapp';
import { renderWhatsApp } from '#lib/messaging/whatsapp-templates';
import { VERIFIED } from '#shared/domain/constants';
import { jobInLanguage } from '#shared/domain/job-texts';
import { mayTellWorker, mayTellWorkerByWhatsApp } from './allowance';

/** The `application_status` template's parameters: the job's title, its company, the status in words. */
export function statusWhatsAppParameters(
  status: NotifiedStatus,
  job: { TITLE: string; COMPANY_NAME: string },
  language: SmsLanguage,
): string[] {
  return [job.TITLE.trim(), job.COMPANY_NAME.trim(), STATUS_WORDS[language][status]];
}

/** Sends the worker's SMS about the move the application has just had (its STATUS now); never throws. */
export async function tellWorker(application: StoredApplication): Promise<void> {
  const { USER_ID: userId, ID: jobId, STATUS: status } = application;
  if (!isNotified(status)) return;
  try {
    // The number they have now (verified), not the one they applied with.
    const worker = await users.get(userId);
    if (!worker || worker.VERIFIED !== VERIFIED || !worker.MOBILE_NUMBER) return;
    // Not to a deactivated account (issue 19): it cannot open Applied Jobs, and an admin switched it off.
    if (!isActive(worker)) return;
    // In the worker's language (issue 22): the one they chose for the site, else English.
    const language = smsLanguageOf(worker);
    // The job's title in that language too, where the posting has it (the company name stays as written).
    const { job } = jobInLanguage(application, language);
    // By WhatsApp instead, for a worker who opted in to it where it is configured (issue 24).
    if (wantsWhatsApp(worker)) {
      if (!(await mayTellWorkerByWhatsApp(userId))) return;
      const parameters = statusWhatsAppParameters(status, job, language);
      await sendWhatsApp({ to: worker.MOBILE_NUMBER, template: 'application_status', language, parameters });
      await recordWhatsAppSent(userId, {
        kind: 'review',
        number: worker.MOBILE_NUMBER,
        text: renderWhatsApp('application_status', language, parameters),
        jobId,
      });
      return;
    }
    // Only with the worker's consent to SMS updates (issue 18); the status shows in Applied Jobs either way.
    if (!wantsSmsUpdates(worker)) return;
    // Within the worker's daily cap and the status SMS share of the month's spend limit (issue 19).
    const text = reviewMessage(status, job, language);
    if (!(await mayTellWorker(userId, smsParts(text)))) return;
    await sendReviewSms(worker.MOBILE_NUMBER, status, job, language);
    // On the worker's record (issue 21): what was sent, when, to which number (masked).
    await recordSmsSent(userId, { kind: 'review', number: worker.MOBILE_NUMBER, text, jobId });
  } catch (error: unknown) {
    // The error may quote the number: only its name is logged.
    logger.error('The review SMS was not sent', {
      userId,
      jobId,
      status,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
