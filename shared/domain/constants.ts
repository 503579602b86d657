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

export const UPLOAD_CONTENT_TYPE = 'image/png';
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The first 8 bytes of every png file: the browser checks them before uploading, the server before keeping. */
export const PNG_SIGNATURE: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether the bytes start with the png signature. */
export function hasPngSignature(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** Admin table paginator (spec: 10, 20, 50, 100; 50 when no options are given). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;
export const TOAST_EASE_MS = 300;
export const TOOLTIP_TOUCH_DELAY_MS = 500;
export const TOOLTIP_TOUCH_HIDE_MS = 1500;

export const SIGN_OUT_RELOAD_DELAY_MS = 1000;
export const LOGIN_DIALOG_WIDTH = '35%';
export const HEADER_HEIGHT_PX = 150;
export const HEADER_HEIGHT_NARROW_PX = 100;
export const SIDE_MENU_WIDTH_PX = 200;
export const LOGIN_CARD_MIN_WIDTH_PX = 350;

/** An account's status as the API carries it: 1 active (or verified), 0 inactive. */
export const ACTIVE = 1;
export const INACTIVE = 0;

/** How long a cached "account is active" answer may be reused: deactivation bites within this. */
export const ACCOUNT_STATUS_CACHE_SECONDS = 30;
