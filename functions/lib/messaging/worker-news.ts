/**
 * The port every piece of news about a worker's application goes through (a status move, an interview): the
 * number they have now (verified), an active account, the channel they chose (first a notification to their
 * devices where they agreed to notifications and the news has one (decision 633), then WhatsApp where they
 * opted in and it is configured, else SMS with their consent to SMS updates: SMS only when push is off or no
 * device took it), their language, the daily cap (and for SMS
 * the status share of the month's spend limit, allowance.ts), the send with its DLT template, and the record
 * of what was sent. It never throws: the news shows in Applied Jobs either way; a failure is logged by user
 * and job only (the error may quote the number).
 */
import { isActive } from '#lib/db/accounts';
import { removeDevices } from '#lib/db/push-devices';
import * as users from '#lib/db/users';
import type { MessageKind } from '#lib/db/worker-records';
import type { WorkerAccount } from '#lib/db/worker-writes';
import { logger } from '#lib/logger';
import { VERIFIED } from '#shared/domain/constants';
import type { PushNews } from '#shared/domain/push';
import { mayTellWorker, mayTellWorkerByWhatsApp } from './allowance';
import { wantsPush, wantsSmsUpdates, wantsWhatsApp } from './consent';
import type { PushOutcome, PushTarget, VapidKeys } from './push';
import { recordPushSent, recordSmsSent, recordWhatsAppSent } from './records';
import { type SmsLanguage, smsLanguageOf, smsParts } from './sms';

/** A message in the worker's language: its text as their phone shows it, and its send (with its template). */
export interface Message {
  text: string;
  send: (number: string) => Promise<unknown>;
}

/**
 * The news, composed by the feature that has it. The sends come from the caller, so a function that sends
 * only SMS never bundles the WhatsApp client (its grants are checked against its code).
 */
export interface ApplicationNews {
  kind: Extract<MessageKind, 'review' | 'interview' | 'message'>;
  userId: number;
  jobId: number;
  /** What is logged beside user and job when the message fails. */
  about: Record<string, string>;
  /** The SMS (its DLT template per language). */
  sms: (language: SmsLanguage) => Message;
  /** The WhatsApp message (its approved template per language); absent: this news goes by SMS only. */
  whatsapp?: (language: SmsLanguage) => Message;
  /**
   * The notification (its text in the worker's language, the page a tap opens) and the push client; absent:
   * this news is not pushed. The client comes from the caller as the WhatsApp send does.
   */
  push?: {
    news: (language: SmsLanguage) => PushNews;
    keys: () => Promise<VapidKeys | undefined>;
    send: (target: PushTarget, news: PushNews, keys: VapidKeys) => Promise<PushOutcome>;
  };
  /** When the caps count it (their day and month); now unless given. */
  now?: number;
}

/**
 * Pushes the news to every device of the worker's; true when at least one push service took it. Devices their
 * push service says are gone (404, 410) are removed from the account. Never throws.
 */
async function pushToDevices(
  worker: WorkerAccount,
  news: ApplicationNews,
  push: NonNullable<ApplicationNews['push']>,
  language: SmsLanguage,
): Promise<boolean> {
  try {
    const keys = await push.keys();
    if (!keys) return false;
    const devices = worker.PUSH_DEVICES ?? [];
    const message = push.news(language);
    const outcomes = await Promise.all(
      devices.map((device) =>
        push.send({ endpoint: device.ENDPOINT, p256dh: device.P256DH, auth: device.AUTH }, message, keys),
      ),
    );
    const gone = devices
      .filter((_device, index) => outcomes[index] === 'gone')
      .map((device) => device.ENDPOINT);
    if (gone.length > 0) await removeDevices(worker.ID, gone).catch(() => undefined);
    const sent = outcomes.filter((outcome) => outcome === 'sent').length;
    if (sent === 0) {
      logger.warn(`The ${news.kind} notification reached no device`, {
        userId: worker.ID,
        jobId: news.jobId,
        devices: devices.length,
        gone: gone.length,
      });
      return false;
    }
    await recordPushSent(worker.ID, {
      kind: news.kind,
      devices: sent,
      text: message.body,
      jobId: news.jobId,
    });
    return true;
  } catch (error: unknown) {
    logger.error(`The ${news.kind} notification was not sent`, {
      userId: worker.ID,
      jobId: news.jobId,
      error: error instanceof Error ? error.name : 'unknown',
    });
    return false;
  }
}

/** Tells the worker `news` on their channel; true when it went. */
export async function tellWorkerNews(news: ApplicationNews): Promise<boolean> {
  const { kind, userId, jobId } = news;
  try {
    const worker = await users.get(userId);
    if (!worker || worker.VERIFIED !== VERIFIED || !worker.MOBILE_NUMBER) return false;
    // Not to a deactivated account: it cannot open Applied Jobs, and an admin switched it off.
    if (!isActive(worker)) return false;
    const language = smsLanguageOf(worker);
    // Free and on the worker's own devices: tried first; SMS or WhatsApp only when no device took it.
    if (news.push && wantsPush(worker) && (await pushToDevices(worker, news, news.push, language)))
      return true;
    const number = worker.MOBILE_NUMBER;
    if (news.whatsapp && wantsWhatsApp(worker)) {
      if (!(await mayTellWorkerByWhatsApp(userId, news.now))) return false;
      const { text, send } = news.whatsapp(language);
      await send(number);
      await recordWhatsAppSent(userId, { kind, number, text, jobId });
      return true;
    }
    if (!wantsSmsUpdates(worker)) return false;
    const { text, send } = news.sms(language);
    if (!(await mayTellWorker(userId, smsParts(text), news.now))) return false;
    await send(number);
    await recordSmsSent(userId, { kind, number, text, jobId });
    return true;
  } catch (error: unknown) {
    logger.error(`The ${kind} SMS was not sent`, {
      userId,
      jobId,
      ...news.about,
      error: error instanceof Error ? error.name : 'unknown',
    });
    return false;
  }
}
