/**
 * E-mail to a worker (a reply to their grievance), sent with SES `SendEmail` from the configured
 * address as staff e-mails are (email.ts), counted as EmailSent or EmailFailed by purpose. The caller writes
 * the text in the worker's language; it holds no personal data beyond the address it goes to.
 */
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { ses } from '../clients/ses';
import { readVariable } from '../config';
import { countEmail } from '../metrics';
import { once, type Retry } from './pacing';

const fromAddress = readVariable('SES_FROM_ADDRESS');
const siteUrl = readVariable('SITE_URL')?.replace(/\/+$/, '');

/** A page of the site as a full address, when the site's origin is known. */
export function siteLink(path: string): string | undefined {
  return siteUrl && `${siteUrl}${path}`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

/**
 * Sends `lines` as paragraphs (plain text and HTML); an SES failure reaches the caller. `retry` makes the
 * attempts (one by default); the outcome is counted once, after the last.
 */
export async function sendWorkerEmail(message: {
  to: string;
  subject: string;
  lines: readonly string[];
  language: string;
  purpose: 'grievance' | 'alertDigest';
  retry?: Retry;
}): Promise<void> {
  const retry = message.retry ?? once;
  const text = message.lines.join('\n\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(message.language)}"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>
<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#242424">
${message.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  const command = new SendEmailCommand({
    Source: fromAddress,
    Destination: { ToAddresses: [message.to] },
    Message: {
      Subject: { Data: message.subject, Charset: 'UTF-8' },
      Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
    },
  });
  try {
    await retry(() => ses.send(command));
  } catch (error: unknown) {
    countEmail('EmailFailed', message.purpose);
    throw error;
  }
  countEmail('EmailSent', message.purpose);
}
