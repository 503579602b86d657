/**
 * A back-office account's credential as the admin sees it: its own chosen password, a temporary
 * password e-mailed and not used yet (until it expires), an expired one, or none (revoked: nobody can log in
 * until an admin sends a new temporary password).
 */
export const CREDENTIAL_STATES = ['PASSWORD', 'TEMPORARY', 'EXPIRED', 'REVOKED'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

/** How long an e-mailed temporary password opens the account: long enough for a weekend, not for ever. */
export const TEMPORARY_PASSWORD_LIFETIME_HOURS = 72;
export const TEMPORARY_PASSWORD_LIFETIME_MS = TEMPORARY_PASSWORD_LIFETIME_HOURS * 3600 * 1000;

export const TEMPORARY_PASSWORD_EXPIRED =
  'Your temporary password has expired. Ask an administrator to send a new one.';
/** The `code` of the 403 a log-in with an expired temporary password answers. */
export const TEMPORARY_PASSWORD_EXPIRED_CODE = 'temporaryPasswordExpired';

/** What the admin's screens call each state. */
export const CREDENTIAL_LABELS: Record<CredentialState, string> = {
  PASSWORD: 'Own password',
  TEMPORARY: 'Temporary password sent',
  EXPIRED: 'Temporary password expired',
  REVOKED: 'No password (revoked)',
};

/** A time as people in India read it: `30 November 2026, 2:05 pm IST`. */
export function istDateTime(at: Date | string): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
  return `${text} IST`;
}
