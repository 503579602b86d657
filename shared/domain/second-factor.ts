/**
 * The staff's second factor (finding 5): a code from an authenticator app (TOTP, RFC 6238) after the
 * password, or one of ten single-use recovery codes. The schemas check the codes in the browser and on the
 * server alike; the rules that decide who needs a second factor and whether a code counts are the server's
 * (functions/features/staff-login/totp.ts, second-factor.ts).
 */
import * as z from 'zod/mini';

/** What a log-in answer says comes next: type a code (`required`), or set up an authenticator (`enrol`). */
export const SECOND_FACTOR_STEPS = ['required', 'enrol'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/**
 * The `code` of the 403 a session gets on any other endpoint while its second factor is still to be given:
 * the back office sends the person back to the log-in page.
 */
export const SECOND_FACTOR_PENDING_CODE = 'SECOND_FACTOR_PENDING';
export const SECOND_FACTOR_PENDING_MESSAGE = 'Please finish signing in with your authenticator code first.';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** The name the authenticator app shows above the account's codes. */
export const TOTP_ISSUER = 'Earnlearn';

export const totpCodeMessage = `Please enter the ${TOTP_DIGITS}-digit code from your authenticator app`;

/** A code as typed: six digits, spaces allowed (apps show `123 456`). */
export const totpCodeSchema = z.string({ error: totpCodeMessage }).check(
  z.maxLength(20, { error: totpCodeMessage }),
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.regex(/^[0-9]{6}$/, { error: totpCodeMessage }),
);

/** Letters and digits that cannot be misread (no 0/o, 1/l/i), lower case: recovery codes are typed by hand. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_COUNT = 10;

export const recoveryCodeMessage = `Please enter one of your recovery codes (${RECOVERY_CODE_LENGTH} letters and digits)`;

/** A recovery code as typed: any case, with or without the dash and spaces it is shown with. */
export const recoveryCodeSchema = z.string({ error: recoveryCodeMessage }).check(
  z.maxLength(40, { error: recoveryCodeMessage }),
  z.overwrite((value) => value.replace(/[\s-]+/g, '').toLowerCase()),
  z.regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`), {
    error: recoveryCodeMessage,
  }),
);
