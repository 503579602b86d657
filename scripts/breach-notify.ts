/**
 * `npm run breach -- ... --notify <incident.json>`: sends the notice to each person the command listed
 * (docs/operations.md, "Personal-data breach", step 4). The incident record's file gives the reference, the
 * contact and, per language, the texts of the e-mail; the window is the command's `--from`/`--to`. The e-mail
 * of each language is the notice template (shared/content/legal/breach/notice.<language>.md) filled with them;
 * the SMS is the registered DLT text with the window's first day and the reference.
 *
 * Sent in batches of BATCH_SIZE: with `--stage`, each batch is one invocation of the stage's function
 * `earnlearn-<stage>-sendBreachNotices` (`aws lambda invoke`, with the shell's credentials: the function alone
 * may send); else in this process, to the SMS outbox and e-mail inbox of the running twin (`npm start`) or of
 * the environment (SNS_ENDPOINT, SES_ENDPOINT). Every notice is taken on condition before it is sent, so the
 * command can be run again after a failure or a crash: it sends what is left and nobody anything twice.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { NoticeBatch, NoticeRecipient, NoticeReport } from '#features/breach-notices/send';
import { repoRoot } from '#infra/paths';
import { fillPlaceholders, type NoticeEmail, noticeEmailOf } from '#shared/domain/breach-notice';
import { SITE_LANGUAGES, type SiteLanguage } from '#shared/domain/codes';
import { istDateTime } from '#shared/domain/staff-credentials';

/** People in one batch: a Lambda payload of about 60 KB, sent in under a minute at the channels' paces. */
export const BATCH_SIZE = 200;

const texts = z.object({
  whatHappened: z.string().min(1),
  consequences: z.string().min(1),
  whatWeDid: z.string().min(1),
  whatYouCanDo: z.string().min(1),
});

/** The incident record's file: what the notice says beyond the window and the person. */
export const incidentSchema = z.object({
  reference: z.string(),
  /** When the team became aware, ISO 8601. */
  discoveredAt: z.iso.datetime({ offset: true }),
  contactName: z.string().min(1),
  contactEmail: z.email(),
  /** English always; Hindi and Telugu when written (else those readers get the English e-mail). */
  texts: z.object({ en: texts, hi: texts.optional(), te: texts.optional() }),
});
export type Incident = z.infer<typeof incidentSchema>;

const ist = (at: Date | string) => istDateTime(at).replace(/ IST$/, '');

/** The window's first day in IST, `dd-mm-yyyy`: the SMS's date. */
export function istDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** The e-mail of each language the incident has texts in, filled but for each person's name and data. */
export function noticeEmails(incident: Incident, window: { from: Date; to: Date }): NoticeBatch['emails'] {
  const emailIn = (language: SiteLanguage): NoticeEmail | undefined => {
    const written = incident.texts[language];
    if (!written) return undefined;
    const template = noticeEmailOf(
      readFileSync(join(repoRoot, `shared/content/legal/breach/notice.${language}.md`), 'utf8'),
    );
    const values = {
      ...written,
      reference: incident.reference,
      contactName: incident.contactName,
      contactEmail: incident.contactEmail,
      from: ist(window.from),
      to: ist(window.to),
      discoveredAt: ist(incident.discoveredAt),
    };
    return {
      subject: fillPlaceholders(template.subject, values),
      body: fillPlaceholders(template.body, values),
    };
  };
  const emails = Object.fromEntries(
    SITE_LANGUAGES.flatMap((language) => {
      const email = emailIn(language);
      return email ? [[language, email]] : [];
    }),
  );
  return emails as NoticeBatch['emails'];
}

/** Sends one batch: through the stage's function, or in this process. */
export type BatchSender = (batch: NoticeBatch) => Promise<NoticeReport>;

/** Invokes the stage's function with the AWS CLI; the payload (contacts) lives in a 0600 file until answered. */
export function lambdaSender(stage: string, region: string): BatchSender {
  return async (batch) => {
    const dir = mkdtempSync(join(tmpdir(), 'breach-notify-'));
    try {
      const payload = join(dir, 'batch.json');
      const answer = join(dir, 'answer.json');
      writeFileSync(payload, JSON.stringify(batch), { mode: 0o600 });
      const run = spawnSync(
        'aws',
        [
          'lambda',
          'invoke',
          '--region',
          region,
          '--function-name',
          `earnlearn-${stage}-sendBreachNotices`,
          '--cli-binary-format',
          'raw-in-base64-out',
          '--cli-read-timeout',
          '900',
          '--payload',
          `fileb://${payload}`,
          answer,
        ],
        { encoding: 'utf8' },
      );
      if (run.status !== 0) throw new Error(`aws lambda invoke failed: ${run.stderr || run.error?.message}`);
      const result = JSON.parse(run.stdout) as { FunctionError?: string };
      const body = readFileSync(answer, 'utf8');
      if (result.FunctionError) throw new Error(`The function failed: ${body}`);
      return JSON.parse(body) as NoticeReport;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/** Sends in this process (the twin's stand-ins, or the environment's endpoints). */
export async function localSender(): Promise<BatchSender> {
  const { sendBreachNotices } = await import('#features/breach-notices/send');
  return (batch) => sendBreachNotices(batch);
}

/** Told after each batch: how far the run is, and that batch's counts. */
export type BatchProgress = (progress: { people: number; of: number; report: NoticeReport }) => void;

/** Sends every person's notice, batch by batch; answers the counts of all batches. */
export async function notifyAll(
  incident: Incident,
  window: { from: Date; to: Date },
  recipients: readonly NoticeRecipient[],
  send: BatchSender,
  onBatch: BatchProgress = () => {},
): Promise<NoticeReport> {
  const emails = noticeEmails(incident, window);
  const total: NoticeReport = {
    sms: { sent: 0, failed: 0, skipped: 0, noAddress: 0 },
    email: { sent: 0, failed: 0, skipped: 0, noAddress: 0 },
  };
  for (let start = 0; start < recipients.length; start += BATCH_SIZE) {
    const report = await send({
      reference: incident.reference,
      date: istDay(window.from),
      emails,
      recipients: recipients.slice(start, start + BATCH_SIZE),
    });
    for (const channel of ['sms', 'email'] as const)
      for (const count of ['sent', 'failed', 'skipped', 'noAddress'] as const)
        total[channel][count] += report[channel][count];
    onBatch({ people: Math.min(start + BATCH_SIZE, recipients.length), of: recipients.length, report });
  }
  return total;
}

/** One batch's line on the way: people done so far, and what failed in it. */
export function progressLine({ people, of, report }: Parameters<BatchProgress>[0]): string {
  return `${people} of ${of} people: this batch SMS sent ${report.sms.sent}, failed ${report.sms.failed}; e-mail sent ${report.email.sent}, failed ${report.email.failed}`;
}

/** The counts as the Board report gives them. */
export function reportLine(reference: string, report: NoticeReport): string {
  const line = ({ sent, failed, skipped, noAddress }: NoticeReport['sms']) =>
    `sent ${sent}, failed ${failed}, skipped (an earlier run's) ${skipped}, no address ${noAddress}`;
  return `Notices of ${reference}: SMS ${line(report.sms)}; e-mail ${line(report.email)}`;
}
