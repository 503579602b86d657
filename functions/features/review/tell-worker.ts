/**
 * The worker's message about an HR/OPS move (reviewApplication, and each row of reviewApplications), through
 * the messaging port (functions/lib/messaging/worker-news.ts: number, consent, channel, caps, record). The
 * status change is what matters: a message that fails neither undoes nor blocks it. By SMS, the one
 * application-status DLT template; by WhatsApp (a worker who opted in, where it is configured), the
 * `application_status` template in their language; first of all, as a notification on their devices (Web Push)
 * where they turned notifications on, with the SMS's text, opening the application in Applied Jobs.
 */
import type { StoredApplication } from '#lib/db/applications';
import { sendPush, vapidKeysOf } from '#lib/messaging/push';
import {
  isNotified,
  type NotifiedStatus,
  reviewMessage,
  type SmsLanguage,
  STATUS_WORDS,
  sendReviewSms,
} from '#lib/messaging/sms';
import { sendWhatsApp } from '#lib/messaging/whatsapp';
import { renderWhatsApp } from '#lib/messaging/whatsapp-templates';
import { tellWorkerNews } from '#lib/messaging/worker-news';
import { jobInLanguage } from '#shared/domain/job-texts';
import { jobText, type MessageVariable, productText } from '#shared/domain/message-variables';

/** The `application_status` template's parameters: the job's title, its company, the status in words. */
export function statusWhatsAppParameters(
  status: NotifiedStatus,
  job: { TITLE: string; COMPANY_NAME: string },
  language: SmsLanguage,
): MessageVariable[] {
  return [
    jobText(job.TITLE, 'title', language),
    jobText(job.COMPANY_NAME, 'company', language),
    productText(STATUS_WORDS[language][status]),
  ];
}

/** Tells the worker about the move the application has just had (its STATUS now); never throws. */
export async function tellWorker(application: StoredApplication): Promise<void> {
  const { USER_ID: userId, ID: jobId, STATUS: status } = application;
  if (!isNotified(status)) return;
  // The job's title in the worker's language, where the posting has it (the company name stays as written).
  const jobFor = (language: SmsLanguage) => jobInLanguage(application, language).job;
  await tellWorkerNews({
    kind: 'review',
    userId,
    jobId,
    about: { status },
    sms: (language) => ({
      text: reviewMessage(status, jobFor(language), language),
      send: (number) => sendReviewSms(number, status, jobFor(language), language),
    }),
    push: {
      news: (language) => ({
        title: 'Earnlearn',
        body: reviewMessage(status, jobFor(language), language),
        url: `/dashboard?tab=applied#application-${jobId}`,
        tag: `application-${jobId}`,
      }),
      keys: vapidKeysOf,
      send: sendPush,
    },
    whatsapp: (language) => {
      const parameters = statusWhatsAppParameters(status, jobFor(language), language);
      return {
        text: renderWhatsApp('application_status', language, parameters),
        send: (to) => sendWhatsApp({ to, template: 'application_status', language, parameters }),
      };
    },
  });
}
