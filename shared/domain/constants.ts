/** Business constants of the product (spec section 9) and the security limits of the architecture. */

export const OTP_LENGTH = 6;
export const OTP_RESEND_COUNTDOWN_SECONDS = 30;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_MIN_INTERVAL_SECONDS = 30;
export const OTP_SENDS_PER_HOUR = 5;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const COLLEGE_NAME_MIN_LENGTH = 4;
export const COLLEGE_NAME_MAX_LENGTH = 150;
export const MINIMUM_WORKER_AGE_YEARS = 14;
export const MAXIMUM_WORKER_AGE_YEARS = 100;

/** The largest upload (documents, resume, logos, certificates); which types each takes: upload-types.ts. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The first 8 bytes of every png file (upload-types.ts tells each format by its first bytes). */
export const PNG_SIGNATURE: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Server-side page sizes: the admin tables' default (spec: 50 when no options are given) and the largest. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export const TOAST_TIMEOUT_MS = 5000;
export const SIGN_OUT_RELOAD_DELAY_MS = 1000;

/**
 * The 0/1 flags of an account as the API carries them (spec section 9: "1 active / verified, 0 inactive"):
 * ACTIVE (an admin sets INACTIVE to deactivate), VERIFIED (mobile number verified by OTP) and REGISTERED
 * (personal details saved, registration step 1).
 */
export type Flag = 0 | 1;
export const ACTIVE = 1;
export const INACTIVE = 0;
export const VERIFIED = 1;
export const REGISTERED = 1;

/**
 * The response header in which the API hands a fresh session token to a caller whose token is past half its
 * life; the SPA stores it in place of the old one (a quiet refresh, no extra call).
 */
export const SESSION_RENEWAL_HEADER = 'x-session-token';

/**
 * The response header in which the API names the version of its contract registry (shared/api/version.ts); the
 * SPA compares it with its own to offer a reload after a deploy changed the API.
 */
export const CONTRACTS_VERSION_HEADER = 'x-contracts-version';
