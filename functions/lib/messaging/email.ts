/**
 * E-mail to staff, sent with SES `SendEmail` from the configured address. Each send is counted (EmailSent or
 * EmailFailed, by purpose, metrics.ts). The temporary password is in the message and nowhere else: this module
 * never logs it, and nor may callers.
 */
import { SendEmailCommand, type SendEmailCommandOutput } from '@aws-sdk/client-ses';
import { EMPLOYEE_TYPES, type EmployeeType } from '#shared/domain/codes';
import { ses } from '../clients/ses';
import { readVariable } from '../config';
import { countEmail } from '../metrics';

/** The verified SES identity (set by the CDK stack on e-mail-sending functions only). */
const fromAddress = readVariable('SES_FROM_ADDRESS');
/** The site's origin; without it the e-mail names the page but cannot link it. */
const siteUrl = readVariable('SITE_URL')?.replace(/\/+$/, '');

export const CREDENTIALS_SUBJECT = 'Your Earnlearn staff account';

export interface EmployeeCredentials {
  /** The employee's e-mail: where the message goes, and their log-in. */
  readonly to: string;
  readonly type: EmployeeType;
  readonly temporaryPassword: string;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

/** The message in plain text and HTML, with the same facts in the same order. */
export function credentialsMessage({ to, type, temporaryPassword }: EmployeeCredentials): {
  text: string;
  html: string;
} {
  const role = EMPLOYEE_TYPES.find((employeeType) => employeeType.code === type)?.label ?? type;
  const loginUrl = siteUrl && `${siteUrl}/internal/login`;
  const text = [
    'Hello,',
    '',
    `An Earnlearn administrator has created your ${role} staff account.`,
    '',
    `Log-in e-mail: ${to}`,
    `Temporary password: ${temporaryPassword}`,
    '',
    loginUrl ? `Log in at ${loginUrl}` : 'Log in on the Earnlearn staff log-in page (Internal Login).',
    'You must choose a new password when you first log in. Do not share this password with anyone.',
    '',
    'Earnlearn',
  ].join('\n');
  const login = loginUrl
    ? `Log in at <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a>`
    : 'Log in on the Earnlearn staff log-in page (Internal Login).';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(CREDENTIALS_SUBJECT)}</title></head>
<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#242424">
<p>Hello,</p>
<p>An Earnlearn administrator has created your ${escapeHtml(role)} staff account.</p>
<p>Log-in e-mail: <strong>${escapeHtml(to)}</strong><br>
Temporary password: <strong style="font-family:monospace">${escapeHtml(temporaryPassword)}</strong></p>
<p>${login}<br>
You must choose a new password when you first log in. Do not share this password with anyone.</p>
<p>Earnlearn</p>
</body></html>`;
  return { text, html };
}

/**
 * Sends an HR or OPS employee their log-in and temporary password. An SES failure reaches the caller, which
 * must not leave the account half-created. Returns SES's message id, which is safe to log.
 */
export async function sendEmployeeCredentials(credentials: EmployeeCredentials): Promise<string | undefined> {
  const { text, html } = credentialsMessage(credentials);
  let result: SendEmailCommandOutput;
  try {
    result = await ses.send(
      new SendEmailCommand({
        Source: fromAddress,
        Destination: { ToAddresses: [credentials.to] },
        Message: {
          Subject: { Data: CREDENTIALS_SUBJECT, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
        },
      }),
    );
  } catch (error: unknown) {
    countEmail('EmailFailed', 'credentials');
    throw error;
  }
  countEmail('EmailSent', 'credentials');
  return result.MessageId;
}
