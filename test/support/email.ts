/**
 * The local e-mail inbox (infra/local/dev/email-inbox.ts), read as a test would read a mailbox: the functions'
 * SES client sends to it over HTTP exactly as the twin's does, and tests read what was "sent" from its
 * `GET /store`. The API tests get one per file (api-env.ts); a test against the twin passes its inbox URL.
 */
import { type EmailInbox, type StoredEmail, startEmailInbox } from '#infra/local/dev/email-inbox';

let active: string | undefined;

/** Started once per test file by api-env.ts; e-mails link to `siteUrl`. */
export async function startTestEmailInbox(siteUrl = 'http://127.0.0.1'): Promise<EmailInbox> {
  const inbox = await startEmailInbox({ siteUrl });
  active = inbox.url;
  return inbox;
}

function inboxUrl(url: string | undefined): string {
  const found = url ?? active;
  if (!found) throw new Error('No local e-mail inbox is running (see api-env.ts), and none was given');
  return found;
}

/** E-mails to an address (any case), newest first. */
export async function emailsTo(address: string, url?: string): Promise<StoredEmail[]> {
  const response = await fetch(`${inboxUrl(url)}/store`);
  if (!response.ok) throw new Error(`The local e-mail inbox answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  const wanted = address.toLowerCase();
  // The store keeps arrival order; `at` is only to the second, so reversing is what makes it newest first.
  return emails.filter((email) => email.destination.to.some((to) => to.toLowerCase() === wanted)).reverse();
}

/** The newest e-mail to an address; throws when there is none. */
export async function latestEmailTo(address: string, url?: string): Promise<StoredEmail> {
  const [latest] = await emailsTo(address, url);
  if (!latest) throw new Error(`No e-mail was sent to ${address}`);
  return latest;
}

/** The temporary password in a staff credential e-mail (its plain-text part). */
export function temporaryPasswordIn(email: StoredEmail): string {
  const password = /^Temporary password: (\S+)$/m.exec(email.body.text ?? '')?.[1];
  if (!password)
    throw new Error(`The e-mail "${email.subject}" to ${email.destination.to} has no temporary password`);
  return password;
}

/** The temporary password in the newest e-mail to an address. */
export async function latestTemporaryPassword(address: string, url?: string): Promise<string> {
  return temporaryPasswordIn(await latestEmailTo(address, url));
}
