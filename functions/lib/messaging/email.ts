/**
 * E-mail to staff (credentials) and to workers (the retention and breach notices), sent with SES `SendEmail`
 * from the configured address. Each send is counted (EmailSent or EmailFailed, by purpose, metrics.ts). The temporary password is in the message and nowhere else: this module
 * never logs it, and nor may callers.
 */
import { SendEmailCommand, type SendEmailCommandOutput } from '@aws-sdk/client-ses';
import { EMPLOYEE_TYPES, type EmployeeType } from '#shared/domain/codes';
import { EMPLOYER_CODE_MINUTES } from '#shared/domain/employer-team';
import { istDateTime, TEMPORARY_PASSWORD_LIFETIME_HOURS } from '#shared/domain/staff-credentials';
import { ses } from '../clients/ses';
import { readVariable } from '../config';
import { countEmail, type EmailPurpose } from '../metrics';

/** The verified SES identity (set by the CDK stack on e-mail-sending functions only). */
const fromAddress = readVariable('SES_FROM_ADDRESS');
/** The site's origin; without it the e-mail names the page but cannot link it. */
const siteUrl = readVariable('SITE_URL')?.replace(/\/+$/, '');

export const CREDENTIALS_SUBJECT = 'Your Earnlearn staff account';
/** The subject when an admin sends an existing account a new temporary password. */
export const NEW_PASSWORD_SUBJECT = 'Your new Earnlearn staff password';

export interface EmployeeCredentials {
  /** The employee's e-mail: where the message goes, and their log-in. */
  readonly to: string;
  /** HR or OPS; `admin` for an admin's new temporary password. */
  readonly type: EmployeeType | 'admin';
  readonly temporaryPassword: string;
  /** When the temporary password stops working (ISO time): the e-mail says so, in IST. */
  readonly expiresAt: string;
  /** A new account (the default), or a new password for an existing one (`reset`). */
  readonly reason?: 'new' | 'reset';
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

/** The message in plain text and HTML, with the same facts in the same order. */
export function credentialsMessage({ to, type, temporaryPassword, expiresAt, reason }: EmployeeCredentials): {
  subject: string;
  text: string;
  html: string;
} {
  const role = EMPLOYEE_TYPES.find((employeeType) => employeeType.code === type)?.label ?? type;
  const admin = type === 'admin';
  const loginUrl = siteUrl && `${siteUrl}${admin ? '/admin/login' : '/internal/login'}`;
  const loginPage = `Log in on the Earnlearn staff log-in page (${admin ? 'Admin Login' : 'Internal Login'}).`;
  const subject = reason === 'reset' ? NEW_PASSWORD_SUBJECT : CREDENTIALS_SUBJECT;
  const opening =
    reason === 'reset'
      ? `An Earnlearn administrator has sent you a new temporary password for your ${role} staff account. Your earlier password no longer works.`
      : `An Earnlearn administrator has created your ${role} staff account.`;
  const expiry = `It expires on ${istDateTime(expiresAt)} (${TEMPORARY_PASSWORD_LIFETIME_HOURS} hours after it was sent). After that, ask an administrator to send a new one.`;
  const text = [
    'Hello,',
    '',
    opening,
    '',
    `Log-in e-mail: ${to}`,
    `Temporary password: ${temporaryPassword}`,
    expiry,
    '',
    loginUrl ? `Log in at ${loginUrl}` : loginPage,
    'You must choose a new password when you first log in. Do not share this password with anyone.',
    '',
    'Earnlearn',
  ].join('\n');
  const login = loginUrl
    ? `Log in at <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a>`
    : loginPage;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#242424">
<p>Hello,</p>
<p>${escapeHtml(opening)}</p>
<p>Log-in e-mail: <strong>${escapeHtml(to)}</strong><br>
Temporary password: <strong style="font-family:monospace">${escapeHtml(temporaryPassword)}</strong><br>
${escapeHtml(expiry)}</p>
<p>${login}<br>
You must choose a new password when you first log in. Do not share this password with anyone.</p>
<p>Earnlearn</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * Tells a worker without a verified number, at their Google address, that their account is erased in 48 hours
 * for inactivity unless they sign in: `subject` and `text` in their language (features/erasure/notice.ts).
 */
export async function sendRetentionNoticeEmail(to: string, subject: string, text: string): Promise<void> {
  await sendCounted('retentionNotice', to, subject, { text });
}

/**
 * The notice of a personal-data breach to the account's address: `subject` and `text` in the person's language,
 * filled from the notice template (features/breach-notices). Returns SES's message id, which is safe to log.
 */
export function sendBreachNoticeEmail(
  to: string,
  subject: string,
  text: string,
): Promise<string | undefined> {
  return sendCounted('breachNotice', to, subject, { text });
}

/**
 * Sends an HR or OPS employee their log-in and temporary password (or any staff member a new one, `reset`),
 * saying when it expires. An SES failure reaches the caller, which must not leave the account half-created.
 * Returns SES's message id, which is safe to log.
 */
export function sendEmployeeCredentials(credentials: EmployeeCredentials): Promise<string | undefined> {
  const { subject, text, html } = credentialsMessage(credentials);
  return sendCounted('credentials', credentials.to, subject, { text, html });
}

export const EMPLOYER_CODE_SUBJECT = 'Your Earnlearn sign-in code';

/** An employer's one-time sign-in code. The code is in the message and nowhere else: never logged. */
export function sendEmployerSignInCode(to: string, code: string): Promise<string | undefined> {
  const text = [
    'Hello,',
    '',
    `Your code to sign in to Earnlearn for employers is: ${code}`,
    `It works for ${EMPLOYER_CODE_MINUTES} minutes, once. If you did not ask for it, you can ignore this e-mail.`,
    'Earnlearn will never ask you for this code on the phone or in a chat.',
    '',
    'Earnlearn',
  ].join('\n');
  return sendCounted('employerSignIn', to, EMPLOYER_CODE_SUBJECT, { text });
}

export interface EmployerInvitation {
  readonly to: string;
  readonly organisationName: string;
  readonly inviterName: string;
  readonly role: 'owner' | 'recruiter';
}

/** The invitation to an employer's team, with the link to sign in (the invitee joins by signing in). */
export function sendEmployerInvite(invitation: EmployerInvitation): Promise<string | undefined> {
  const { to, organisationName, inviterName, role } = invitation;
  const link = siteUrl ? `${siteUrl}/employer` : 'the Earnlearn employer page (/employer)';
  const subject = `Join ${organisationName} on Earnlearn`;
  const text = [
    'Hello,',
    '',
    `${inviterName} invited you to join ${organisationName} on Earnlearn as ${role === 'owner' ? 'an owner' : 'a recruiter'}.`,
    `Sign in with this e-mail address (${to}) at ${link} to join.`,
    '',
    'Earnlearn',
  ].join('\n');
  return sendCounted('employerInvite', to, subject, { text });
}

const employerPage = () => (siteUrl ? `${siteUrl}/employer` : 'the Earnlearn employer page (/employer)');

export interface VerificationDecisionNotice {
  readonly to: string;
  readonly organisationName: string;
  readonly decision: 'verify' | 'refuse';
  readonly reason?: string | undefined;
}

/** Tells an owner the admin's decision on the organisation's documents (the refusal with its reason). */
export function sendVerificationDecision(notice: VerificationDecisionNotice): Promise<string | undefined> {
  const { to, organisationName, decision, reason } = notice;
  const verified = decision === 'verify';
  const subject = verified
    ? `${organisationName} is verified on Earnlearn`
    : `${organisationName}: your documents were not accepted`;
  const text = [
    'Hello,',
    '',
    verified
      ? `Earnlearn checked the documents of ${organisationName}: your organisation now shows "Documents checked" to students.`
      : `Earnlearn could not accept the documents of ${organisationName}.`,
    ...(verified ? [] : [`The reason: ${reason ?? ''}`, `You can send them again at ${employerPage()}.`]),
    '',
    'Earnlearn',
  ].join('\n');
  return sendCounted('employerVerification', to, subject, { text });
}

export interface SuspensionNotice {
  readonly to: string;
  readonly organisationName: string;
  readonly suspended: boolean;
  readonly reason?: string | undefined;
}

/** Tells a member their organisation was suspended (with the reason) or reinstated. */
export function sendSuspensionNotice(notice: SuspensionNotice): Promise<string | undefined> {
  const { to, organisationName, suspended, reason } = notice;
  const subject = suspended
    ? `${organisationName} is suspended on Earnlearn`
    : `${organisationName} is active again on Earnlearn`;
  const text = [
    'Hello,',
    '',
    ...(suspended
      ? [
          `Earnlearn suspended ${organisationName}: its people cannot sign in and its jobs are not shown to students.`,
          `The reason: ${reason ?? ''}`,
        ]
      : [
          `Earnlearn reinstated ${organisationName}: you can sign in again at ${employerPage()}, and the jobs the suspension paused are open again.`,
        ]),
    '',
    'Earnlearn',
  ].join('\n');
  return sendCounted('employerSuspension', to, subject, { text });
}

/** One e-mail through SES, counted as sent or failed by `purpose`; a failure reaches the caller. */
async function sendCounted(
  purpose: EmailPurpose,
  to: string,
  subject: string,
  body: { text: string; html?: string },
): Promise<string | undefined> {
  let result: SendEmailCommandOutput;
  try {
    result = await ses.send(
      new SendEmailCommand({
        Source: fromAddress,
        Destination: { ToAddresses: [to] },
        Message: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: body.text, Charset: 'UTF-8' },
            ...(body.html === undefined ? {} : { Html: { Data: body.html, Charset: 'UTF-8' } }),
          },
        },
      }),
    );
  } catch (error: unknown) {
    countEmail('EmailFailed', purpose);
    throw error;
  }
  countEmail('EmailSent', purpose);
  return result.MessageId;
}
