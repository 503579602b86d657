/**
 * The rules of the staff's authenticator codes (TOTP, RFC 6238, through `otpauth`) and recovery codes, pure
 * so they are tested without AWS (ARCHITECTURE: staff second factor; docs/decisions.md 82):
 * - a secret is 20 random bytes (160 bits, RFC 4226's recommendation), codes are 6 digits every 30 s with
 *   SHA-1: what every authenticator app reads from an `otpauth://` URI;
 * - a code of the current step or one step either side counts (a phone's clock a little off, a code typed as
 *   it changes); a code of a step already used, or of an earlier one, does not (a code seen over a shoulder or
 *   in a proxy log cannot be replayed);
 * - wrong codes are counted per account in fixed 15-minute windows: past MAX_WRONG_CODES the account's codes
 *   are refused, right or not, until the window ends (a 6-digit code would otherwise fall to guessing);
 * - recovery codes are ten random codes of ten unambiguous characters (about 49 bits each), shown once and
 *   stored only as SHA-256 hashes: their entropy makes a slow hash unnecessary, and each is used once.
 */
import { createHash, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
} from '#shared/domain/second-factor';

/** Steps either side of the current one whose codes still count. */
export const ACCEPTED_STEPS_AROUND = 1;
export const WRONG_CODES_WINDOW_MS = 15 * 60 * 1000;
/** Wrong codes (authenticator or recovery) an account may send in one window. */
export const MAX_WRONG_CODES = 5;

function totp(secret: string, label = 'staff'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new secret, in base32 as apps take it typed by hand. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an app reads from the QR code: the issuer, the account's e-mail, the secret. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The secret in groups of four, as the enrolment screen shows it for typing into an app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The code of the step `at` falls in (tests and the bench compute codes as an app would). */
export function codeAt(secret: string, at: number): string {
  return totp(secret).generate({ timestamp: at });
}

/** The step (30-second period since the epoch) `at` falls in. */
export function stepAt(at: number): number {
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);
}

export type CodeCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'reused' };

/**
 * Whether `code` is the secret's code of the step of `now` or one either side, and of a later step than the
 * last one used (`lastStep`): what a successful check then records as used.
 */
export function checkCode(
  secret: string,
  code: string,
  lastStep: number | undefined,
  now: number,
): CodeCheck {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: ACCEPTED_STEPS_AROUND });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = stepAt(now) + delta;
  if (lastStep !== undefined && step <= lastStep) return { ok: false, reason: 'reused' };
  return { ok: true, step };
}

export interface WrongCodesWindow {
  index: number;
  endsAt: number;
}

export function wrongCodesWindow(now: number): WrongCodesWindow {
  const index = Math.floor(now / WRONG_CODES_WINDOW_MS);
  return { index, endsAt: (index + 1) * WRONG_CODES_WINDOW_MS };
}

/** Seconds until the window of `now` ends, when `wrongSoFar` codes were wrong in it already; else undefined. */
export function codesLockedFor(wrongSoFar: number, now: number): number | undefined {
  if (wrongSoFar < MAX_WRONG_CODES) return undefined;
  return Math.max(1, Math.ceil((wrongCodesWindow(now).endsAt - now) / 1000));
}

export function codesLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Ten new recovery codes, as shown: `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
      code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    return `${code.slice(0, RECOVERY_CODE_LENGTH / 2)}-${code.slice(RECOVERY_CODE_LENGTH / 2)}`;
  });
}

/** What is stored of a recovery code: the SHA-256 of its characters, without the dash, in lower case. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.replace(/[\s-]+/g, '').toLowerCase();
  return createHash('sha256').update(normalized, 'utf8').digest('hex');
}
