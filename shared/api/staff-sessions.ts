/**
 * Staff log-in and sessions (admin and internal alike; handlers in functions/admin/): the password log-in, the
 * change of a temporary password, sign-out, and the second factor.
 */
import * as z from 'zod/mini';
import { emailSchema, newPasswordSchema, passwordSchema } from '../domain/rules';
import { recoveryCodeSchema, SECOND_FACTOR_STEPS, totpCodeSchema } from '../domain/second-factor';
import { noInput, successOutput } from './common';
import { defineEndpoint } from './contract';

/**
 * A log-in's answer (admin and internal): `success` false for wrong credentials; on success the session token,
 * and `mustChangePassword` while the password is a temporary one. Not in the spec: `secondFactor` when the
 * token's session may only give an authenticator code (`required`) or set up an authenticator (`enrol`) first
 * (below).
 */
export const staffLoginOutput = z.object({
  success: z.boolean(),
  token: z.optional(z.string()),
  mustChangePassword: z.optional(z.boolean()),
  secondFactor: z.optional(z.enum(SECOND_FACTOR_STEPS)),
});

export const adminLogin = defineEndpoint({
  name: 'adminLogin',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'public',
  summary: 'Admin e-mail and password login; `success` false on wrong credentials.',
  input: z.strictObject({ email: emailSchema, password: passwordSchema }),
  output: staffLoginOutput,
});

/**
 * Not in the spec: a back-office user whose password is temporary (a new employee's, or the first admin's)
 * must set their own before anything else; the session of such a log-in allows only this call (and
 * staffSignOut). The change ends every session of the account; the answer carries a fresh token for the one
 * that made it.
 */
export const changePassword = defineEndpoint({
  name: 'changePassword',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'backOffice',
  endsSessions: true,
  summary:
    "Replace the signed-in admin's or employee's password (required after a temporary one); every other session of the account ends.",
  input: z.strictObject({ currentPassword: passwordSchema, newPassword: newPasswordSchema }),
  output: z.object({
    success: z.boolean(),
    token: z.string(),
    /** As the log-in's: an authenticator is still to be set up (or its code given) with this token. */
    secondFactor: z.optional(z.enum(SECOND_FACTOR_STEPS)),
  }),
});

/** Not in the spec: Logout of the admin and internal areas ends the session on the server too. */
export const staffSignOut = defineEndpoint({
  name: 'staffSignOut',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'backOffice',
  endsSessions: true,
  summary: "End every session of the signed-in admin's or employee's account (Logout).",
  input: noInput,
  output: successOutput,
});

/**
 * ---- the staff's second factor ----
 * Not in the spec (finding 5): the back office's second factor, an authenticator app's code (TOTP)
 * after the password, with single-use recovery codes. Admins must use one, HR and OPS may, and must when the
 * admin's setting says so. A log-in that needs one answers `secondFactor` and a token of a session that may
 * call only these endpoints (and staffSignOut): `required` -> verifyStaffCode or verifyStaffRecoveryCode;
 * `enrol` -> startStaffEnrolment then confirmStaffEnrolment. Each answers the token of a full session.
 * The admin area serves the internal one's log-in too, as with changePassword.
 */
export const verifyStaffCode = defineEndpoint({
  name: 'verifyStaffCode',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'backOffice',
  summary:
    "The second step of a staff log-in: the authenticator app's code (this step or one either side, never a code used before); 400 for a wrong code, 429 after five wrong codes in 15 minutes. Answers a full session's token.",
  input: z.strictObject({ code: totpCodeSchema }),
  output: z.object({ success: z.boolean(), token: z.string() }),
});

export const verifyStaffRecoveryCode = defineEndpoint({
  name: 'verifyStaffRecoveryCode',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'backOffice',
  summary:
    'The way back without the phone: one of the recovery codes instead of an authenticator code, used up by it. Answers a full session and how many codes are left.',
  input: z.strictObject({ code: recoveryCodeSchema }),
  output: z.object({ success: z.boolean(), token: z.string(), recoveryCodesLeft: z.int() }),
});

export const startStaffEnrolment = defineEndpoint({
  name: 'startStaffEnrolment',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'backOffice',
  summary:
    'Start setting up an authenticator app: a new secret, as a QR code (an SVG data URL), as text and as its otpauth:// URI. Nothing changes until confirmStaffEnrolment.',
  input: noInput,
  output: z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }),
});

export const confirmStaffEnrolment = defineEndpoint({
  name: 'confirmStaffEnrolment',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'backOffice',
  endsSessions: true,
  summary:
    "Confirm the set-up with the app's first code: the authenticator becomes the account's, every other session ends, and the answer carries a full session's token and ten recovery codes, shown this once.",
  input: z.strictObject({ code: totpCodeSchema }),
  output: z.object({ success: z.boolean(), token: z.string(), recoveryCodes: z.array(z.string()) }),
});

export const getStaffSecondFactor = defineEndpoint({
  name: 'getStaffSecondFactor',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'backOffice',
  summary:
    "The caller's second factor: whether an authenticator is set up, whether one is required of them, the recovery codes left, and the admin's setting.",
  input: noInput,
  output: z.object({
    enrolled: z.boolean(),
    required: z.boolean(),
    recoveryCodesLeft: z.int(),
    requiredForAll: z.boolean(),
  }),
});

export const setSecondFactorPolicy = defineEndpoint({
  name: 'setSecondFactorPolicy',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    'Require a second factor of every staff member (true), or only of admins (false): HR and OPS without an authenticator set one up at their next log-in.',
  input: z.strictObject({ requiredForAll: z.boolean({ error: 'requiredForAll must be true or false' }) }),
  output: successOutput,
});
