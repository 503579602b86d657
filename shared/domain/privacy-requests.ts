/** The data-rights requests the admin's Privacy screen counts: one record each, naming no one. */
export const PRIVACY_REQUEST_KINDS = ['export', 'erasure', 'withdrawal', 'correction', 'grievance'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
/** The days the screen counts: today (UTC) and the 29 before it. */
export const PRIVACY_REQUEST_DAYS = 30;
