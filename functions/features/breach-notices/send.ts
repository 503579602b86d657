/**
 * Sends the notice of a personal-data breach to each affected person (DPDP Rules, Rule 7(1)): an SMS (the DLT
 * text in their language, to a minor's parent or guardian when the account has one) and an e-mail to the
 * account's address (the notice template, filled). Run by the operator (`npm run breach -- --notify`), in
 * batches: on AWS through its own function (functions/ops/send-breach-notices.ts), locally in the command's
 * own process against the twin's SMS outbox and e-mail inbox.
 *
 * Each channel's sends are paced below its rate (lib/messaging/pacing.ts) and a throttled send is tried again.
 * Each notice is taken on condition before it is sent (lib/db/breach-notices.ts): a batch sent again after a
 * crash, or by two runs at once, sends nobody the same notice twice; a notice SNS or SES refused is tried again
 * by the next run. The answer counts, per channel, what was sent, what failed, what an earlier run had taken
 * (skipped) and whom the channel cannot reach (no address): the Board report asks how the notices went.
 */
import { z } from 'zod';
import { clock } from '#lib/clock';
import { markNotice, type NoticeChannel, takeNotice } from '#lib/db/breach-notices';
import { sendBreachNoticeEmail } from '#lib/messaging/email';
import { channelPaces, type PaceClock, realPaceClock, withThrottlingRetries } from '#lib/messaging/pacing';
import { sendBreachNoticeSms, smsLanguageOf } from '#lib/messaging/sms';
import { siteLink } from '#lib/messaging/worker-email';
import {
  BREACH_DATE_PATTERN,
  BREACH_REFERENCE_PATTERN,
  breachNoticeSms,
  DATA_CLASSES,
  dataClassList,
  fillPlaceholders,
  PER_PERSON_PLACEHOLDERS,
  placeholdersIn,
} from '#shared/domain/breach-notice';
import type { SiteLanguage } from '#shared/domain/codes';
import { MOBILE_NUMBER_PATTERN } from '#shared/domain/rules';

const noticeEmail = z.object({ subject: z.string().min(1), body: z.string().min(1) });

/** One person of `npm run breach`'s list: a row of its CSV. */
export const noticeRecipientSchema = z.object({
  userId: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  language: z.string(),
  classes: z.array(z.enum(DATA_CLASSES)).min(1),
  /** A minor's parent or guardian: the SMS goes to them, and no e-mail to the minor. */
  parentMobile: z.string(),
});
export type NoticeRecipient = z.infer<typeof noticeRecipientSchema>;

/** What one run is given: the incident, its e-mail in each language written for it, and whom to tell. */
export const noticeBatchSchema = z.object({
  reference: z.string().regex(BREACH_REFERENCE_PATTERN, 'must be BR-<yyyymmdd>-<n>'),
  /** The incident's first day in IST, `dd-mm-yyyy`: the SMS's date. */
  date: z.string().regex(BREACH_DATE_PATTERN, 'must be dd-mm-yyyy'),
  /** English always; a language without its own texts gets the English e-mail. */
  emails: z.object({ en: noticeEmail, hi: noticeEmail.optional(), te: noticeEmail.optional() }),
  recipients: z.array(noticeRecipientSchema).max(1000),
});
export type NoticeBatch = z.infer<typeof noticeBatchSchema>;

export interface ChannelReport {
  sent: number;
  failed: number;
  /** Taken by an earlier run (sent, or its outcome unknown): not sent again. */
  skipped: number;
  /** No number (SMS), or no address or a minor's own (e-mail). */
  noAddress: number;
}
export type NoticeReport = Record<NoticeChannel, ChannelReport>;

/** People in progress at once: each waits for its channel's pace, so this only keeps the pace busy. */
const CONCURRENCY = 4;

const emptyReport = (): ChannelReport => ({ sent: 0, failed: 0, skipped: 0, noAddress: 0 });

/** Throws unless every e-mail is filled but for the per-person placeholders. */
function checkEmails(emails: NoticeBatch['emails']): void {
  for (const [language, email] of Object.entries(emails)) {
    if (!email) continue;
    const left = placeholdersIn(`${email.subject}\n${email.body}`).filter(
      (name) => !(PER_PERSON_PLACEHOLDERS as readonly string[]).includes(name),
    );
    if (left.length > 0)
      throw new Error(
        `The ${language} e-mail still has placeholders: ${left.join(', ')} (the incident record)`,
      );
  }
}

export async function sendBreachNotices(
  batch: NoticeBatch,
  paceClock: PaceClock = realPaceClock,
): Promise<NoticeReport> {
  checkEmails(batch.emails);
  const site = siteLink('');
  if (!site) throw new Error('SITE_URL is not set: the registered SMS text names the site');
  const paces = channelPaces(paceClock);
  const report: NoticeReport = { sms: emptyReport(), email: emptyReport() };

  /** Takes, sends and marks one notice; a send's failure is counted, a table's failure reaches the caller. */
  async function deliver(channel: NoticeChannel, userId: number, send: () => Promise<unknown>) {
    if (!(await takeNotice(batch.reference, userId, channel, clock.now()))) {
      report[channel].skipped += 1;
      return;
    }
    let outcome: 'sent' | 'failed' = 'sent';
    try {
      await paces[channel].take();
      await withThrottlingRetries(send, paceClock);
    } catch {
      outcome = 'failed';
    }
    report[channel][outcome] += 1;
    await markNotice(batch.reference, userId, channel, outcome, clock.now());
  }

  async function notify(person: NoticeRecipient) {
    const language: SiteLanguage = smsLanguageOf({ SITE_LANGUAGE: person.language });
    const sends: Promise<void>[] = [];
    const number = person.parentMobile || person.mobile;
    if (MOBILE_NUMBER_PATTERN.test(number)) {
      const text = breachNoticeSms(language, batch, site as string);
      sends.push(deliver('sms', person.userId, () => sendBreachNoticeSms(number, text, language)));
    } else report.sms.noAddress += 1;
    // A minor's notice goes to the parent, whom we can reach by SMS only.
    if (person.email.includes('@') && !person.parentMobile) {
      const emailLanguage = batch.emails[language] ? language : 'en';
      const email = batch.emails[emailLanguage] ?? batch.emails.en;
      const values = { name: person.name, dataClasses: dataClassList(emailLanguage, person.classes) };
      const subject = fillPlaceholders(email.subject, values);
      const body = fillPlaceholders(email.body, values);
      sends.push(deliver('email', person.userId, () => sendBreachNoticeEmail(person.email, subject, body)));
    } else report.email.noAddress += 1;
    await Promise.all(sends);
  }

  const queue = [...batch.recipients];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let person = queue.shift(); person; person = queue.shift()) await notify(person);
    }),
  );
  return report;
}
