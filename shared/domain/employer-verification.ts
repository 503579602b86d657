/**
 * How far an employer's organisation is verified, in three levels that build on each other:
 * - `emailConfirmed`: the person who created it proved they read its e-mail (a one-time code by e-mail, or
 *   Google with a verified address);
 * - `domainMatches`: that e-mail is at the organisation website's own domain (never a free mail service's);
 * - `documentsChecked`: an admin checked the GST, Udyam or incorporation certificate.
 * The server computes the first two and stores them on the organisation; the third an admin sets. Pure, so the
 * screens show the same level the server decides on.
 */

export const VERIFICATION_LEVELS = ['none', 'emailConfirmed', 'domainMatches', 'documentsChecked'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

export const VERIFICATION_LEVEL_LABELS: Record<VerificationLevel, string> = {
  none: 'Not verified',
  emailConfirmed: 'Email confirmed',
  domainMatches: 'Domain matches website',
  documentsChecked: 'Documents checked',
};

/** Where an admin's check of the documents stands; `none` until the employer sends them. */
export const DOCUMENT_CHECKS = ['none', 'pending', 'checked', 'refused'] as const;
export type DocumentCheck = (typeof DOCUMENT_CHECKS)[number];

export interface Verification {
  emailConfirmed: boolean;
  domainMatches: boolean;
  documents: DocumentCheck;
  /** When the certificate now pending, checked or refused was sent. */
  submittedAt?: string;
  /** The admin's reason when the documents were refused, for the employer. */
  reason?: string;
}

/** The highest level reached; each needs the ones below it (a matching domain of an unconfirmed e-mail is none). */
export function verificationLevelOf(organisation: { verification: Verification }): VerificationLevel {
  const { emailConfirmed, domainMatches, documents } = organisation.verification;
  if (!emailConfirmed) return 'none';
  if (documents === 'checked') return 'documentsChecked';
  return domainMatches ? 'domainMatches' : 'emailConfirmed';
}

/**
 * Mail services anyone can open an address at: an address there proves nothing about a workplace. The common
 * ones in India and worldwide; a domain not listed that is still free only fails to earn a level it should not
 * have had, it never loses one.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.in',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'outlook.in',
  'hotmail.com',
  'hotmail.co.in',
  'live.com',
  'live.in',
  'msn.com',
  'rediffmail.com',
  'rediff.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'zoho.com',
  'zohomail.in',
  'zohomail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'tutanota.com',
  'fastmail.com',
  'hey.com',
  'sify.com',
  'indiatimes.com',
  'inbox.com',
]);

/**
 * Second-level labels under which a business registers its name (`acme.co.in`, `acme.org.uk`): a registrable
 * domain there has three labels, not two. India's and the usual foreign ones; not the whole public suffix list.
 */
const SECOND_LEVEL_SUFFIXES: ReadonlySet<string> = new Set([
  'co.in',
  'net.in',
  'org.in',
  'firm.in',
  'gen.in',
  'ind.in',
  'ac.in',
  'edu.in',
  'res.in',
  'gov.in',
  'nic.in',
  'co.uk',
  'org.uk',
  'ac.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'com.sg',
  'com.my',
  'co.jp',
  'com.br',
  'co.za',
  'com.cn',
  'com.hk',
  'ae.org',
]);

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host a website address names, lower case, without `www.`; undefined when it names none (`acme.in`,
 * `https://www.acme.in/careers` and `http://acme.in:8080` all name `acme.in`).
 */
export function websiteHost(website: string): string | undefined {
  const withoutScheme = website
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '');
  const authority = withoutScheme.split(/[/?#]/, 1)[0] ?? '';
  const host = (authority.split('@').pop() ?? '').replace(/:[0-9]{1,5}$/, '').replace(/\.$/, '');
  const labels = host.split('.');
  if (labels.length < 2 || host.length > 253 || !labels.every((label) => HOST_LABEL.test(label)))
    return undefined;
  if (!/^[a-z]{2,63}$/.test(labels[labels.length - 1] ?? '')) return undefined;
  return host.replace(/^www\./, '');
}

/** The part of a host its owner registered: `careers.acme.co.in` -> `acme.co.in`, `hr.acme.com` -> `acme.com`. */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const lastTwo = labels.slice(-2).join('.');
  return SECOND_LEVEL_SUFFIXES.has(lastTwo) ? labels.slice(-3).join('.') : lastTwo;
}

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase());
}

/** Whether an e-mail is at the website's registrable domain, and that domain is no free mail service's. */
export function emailMatchesWebsite(email: string, website: string | undefined): boolean {
  const emailHost = email.split('@')[1]?.toLowerCase();
  const host = website === undefined ? undefined : websiteHost(website);
  if (!emailHost || !host) return false;
  if (isFreeMailDomain(emailHost) || isFreeMailDomain(registrableDomain(emailHost))) return false;
  return registrableDomain(emailHost) === registrableDomain(host);
}
