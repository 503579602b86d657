/**
 * The port every piece of news about a worker's application goes through (a status move, an interview): the
 * number they have now (verified), an active account, the channel they chose (WhatsApp where they opted in and
 * it is configured, else SMS with their consent to SMS updates), their language, the daily cap (and for SMS
 * the status share of the month's spend limit, allowance.ts), the send with its DLT template, and the record
 * of what was sent. It never throws: the news shows in Applied Jobs either way; a failure is logged by user
 * and job only (the error may quote the number).
 */
import { isActive } from '#lib/db/accounts';
import * as users from '#lib/db/users';
import type { MessageKind } from '#lib/db/worker-records';
import { logger } from '#lib/logger';
import { VERIFIED } from '#shared/domain/constants';
import { mayTellWorker, mayTellWorkerByWhatsApp } from './allowance';
import { wantsSmsUpdates, wantsWhatsApp } from './consent';
import { recordSmsSent, recordWhatsAppSent } from './records';
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
  /** When the caps count it (their day and month); now unless given. */
  now?: number;
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
