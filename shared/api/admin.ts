/**
 * The admin area's endpoints (handlers in functions/admin/): staff log-in and passwords, students, employees,
 * and job posting.
 */
import * as z from 'zod/mini';
import {
  ALL_APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_CODES,
  EMPLOYEE_TYPE_CODES,
  GENDER_CODES,
} from '../domain/codes';
import { JOB_STATUSES, jobPostingSchema } from '../domain/job-rules';
import {
  accountStatusSchema,
  emailSchema,
  employeeTypeSchema,
  idParamSchema,
  idSchema,
  nameSchema,
  newPasswordSchema,
  passwordSchema,
} from '../domain/rules';
import { recoveryCodeSchema, SECOND_FACTOR_STEPS, totpCodeSchema } from '../domain/second-factor';
import { CREDENTIAL_STATES } from '../domain/staff-credentials';
import { applicationNote } from './application-notes';
import {
  idBody,
  idQuery,
  nextCursor,
  noInput,
  pageQuery,
  searchQuery,
  successOutput,
  uploadForm,
} from './common';
import { defineEndpoint } from './contract';
import { jobSummary } from './job-shapes';
import { staffAccessEntry } from './my-data';
import { staffPrivacyView } from './privacy';

/** The admin's grievances and privacy overview (issue 21 items 4 and 8): part of this area, kept in privacy-admin.ts. */
export * from './privacy-admin';

const zeroOrOne = z.literal([0, 1]);

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

export const getDashboardData = defineEndpoint({
  name: 'getDashboardData',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'Counts of users, employees and jobs.',
  input: noInput,
  output: z.object({ data: z.object({ users: z.number(), employees: z.number(), jobs: z.number() }) }),
});

export const studentRow = z.object({
  ID: z.int(),
  NAME: z.string(),
  EMAIL: z.string(),
  MOBILE_NUMBER: z.string(),
  LOCATION: z.string(),
  COLLEGE_NAME: z.string(),
  ACTIVE: zeroOrOne,
  STATUS: zeroOrOne,
  VERIFIED: zeroOrOne,
});

export const getUsersData = defineEndpoint({
  name: 'getUsersData',
  uses: { table: 'read', batchGet: true },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'Students, a page at a time, filtered on the server by the search text.',
  input: z.strictObject({ search: searchQuery, ...pageQuery }),
  output: z.object({ data: z.array(studentRow), cursor: nextCursor }),
});

export const updateStudentAccount = defineEndpoint({
  name: 'updateStudentAccount',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: "Activate (1) or deactivate (0) a student's account.",
  input: z.strictObject({ id: idSchema, status: accountStatusSchema }),
  output: successOutput,
});

/** One step of an application through the hiring pipeline: the audit trail HR and OPS leave. */
export const applicationReview = z.object({
  FROM: z.enum(APPLICATION_STATUS_CODES),
  TO: z.enum(APPLICATION_STATUS_CODES),
  AT: z.string(),
  BY_NAME: z.string(),
  BY_EMAIL: z.string(),
  BY_TYPE: z.enum(EMPLOYEE_TYPE_CODES),
});

/**
 * The user detail list: every row carries the profile fields; each row is also one applied internship
 * (TITLE and its application STATUS). A student with no applications gets one row with TITLE and STATUS null.
 */
export const userDetailRow = z.extend(z.omit(studentRow, { STATUS: true }), {
  TITLE: z.nullable(z.string()),
  /** WITHDRAWN too (issue 24): the worker took the application back while it was New. */
  STATUS: z.nullable(z.enum(ALL_APPLICATION_STATUS_CODES)),
  /** The application's company, beside TITLE (null with it). */
  COMPANY_NAME: z.nullable(z.string()),
  /** Who moved the application through the pipeline, and when, oldest first (empty when nobody has). */
  REVIEWS: z.array(applicationReview),
  /** Not in the spec (issue 23): the staff's notes on the application, newest first (empty when none). */
  NOTES: z.array(applicationNote),
});

export const getUserDataById = defineEndpoint({
  name: 'getUserDataById',
  // batchWrite: the access entry of this read (issue 21, Rule 6), as every staff read of a worker writes it.
  uses: { table: 'read', batchWrite: true },
  method: 'GET',
  path: '/api/getUserDataById/',
  area: 'admin',
  caller: 'admin',
  summary: "One student's profile and applied internships, newest first, a page of applications at a time.",
  input: z.strictObject({ id: idParamSchema, ...pageQuery }),
  output: z.object({
    data: z.array(userDetailRow),
    cursor: nextCursor,
    /** Not in the spec (issue 18): the student's consent; absent for an unknown id. */
    privacy: z.optional(staffPrivacyView),
    /** Not in the spec (issue 21): staff reads of this student's data, the latest first; on the first page. */
    staffAccess: z.optional(z.array(staffAccessEntry)),
  }),
});

export const addEmployee = defineEndpoint({
  name: 'addEmployee',
  uses: { table: 'readWrite', email: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: 'Create an HR or OPS login and e-mail its temporary password; `success` false if it exists.',
  // `name` is not in the spec (issue 23): the employee's name as lists and details show it. Optional, so the
  // spec's input (email and type) stays valid: without it the name is the e-mail's local part (decision 196).
  input: z.strictObject({ email: emailSchema, type: employeeTypeSchema, name: z.optional(nameSchema) }),
  output: z.object({ success: z.boolean() }),
});

export const employeeRow = z.object({
  ID: z.int(),
  NAME: z.string(),
  EMAIL: z.string(),
  TYPE: z.enum(EMPLOYEE_TYPE_CODES),
  ACTIVE: zeroOrOne,
});

export const getEmployeesData = defineEndpoint({
  name: 'getEmployeesData',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'Employees of one type (or all), a page at a time, filtered on the server by the search text.',
  input: z.strictObject({ type: z.optional(employeeTypeSchema), search: searchQuery, ...pageQuery }),
  output: z.object({ data: z.array(employeeRow), cursor: nextCursor }),
});

/**
 * Not in the spec (issue 19): a staff account's credential, for the admin's actions on it: its own password, a
 * temporary one sent (and when it expires, ISO time), an expired one, or none (revoked).
 */
export const credentialFields = {
  CREDENTIAL: z.enum(CREDENTIAL_STATES),
  CREDENTIAL_EXPIRES_AT: z.nullable(z.string()),
};

export const employeeDetail = z.extend(employeeRow, {
  MOBILE_NUMBER: z.string(),
  GENDER: z.union([z.literal(GENDER_CODES), z.null()]),
  DOB: z.string(),
  JOININT_DATE: z.string(),
  CREDENTIAL: z.optional(credentialFields.CREDENTIAL),
  CREDENTIAL_EXPIRES_AT: z.optional(credentialFields.CREDENTIAL_EXPIRES_AT),
});

export const getEmployeeDataById = defineEndpoint({
  name: 'getEmployeeDataById',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'One employee, as a one-row list (empty when unknown).',
  input: idQuery,
  output: z.object({ data: z.array(employeeDetail) }),
});

export const updateEmployeeStatus = defineEndpoint({
  name: 'updateEmployeeStatus',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: "Activate (1) or deactivate (0) an employee's login.",
  input: z.strictObject({ id: idSchema, status: accountStatusSchema }),
  output: successOutput,
});

/** Issue 19: an admin lifts the log-in lock-outs and delays of a staff account (docs/decisions.md 81). */
export const unlockStaffLogin = defineEndpoint({
  name: 'unlockStaffLogin',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: "Clear a staff account's failed log-in counts: its lock-outs and its delay.",
  input: z.strictObject({ id: idSchema }),
  output: successOutput,
});

/**
 * Not in the spec (issue 19): the admin's hand on staff log-ins. A new temporary password (e-mailed, good for
 * 72 hours; whatever password the account had stops working) serves both a resend and a forgotten password;
 * revoking leaves the account with no password until one is sent; ending sessions signs the account out
 * everywhere. None acts on the caller's own account (400 naming `id`).
 */
export const resetStaffPassword = defineEndpoint({
  name: 'resetStaffPassword',
  uses: { table: 'readWrite', email: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    'E-mail a staff member (HR, OPS or another admin) a new temporary password; the old one stops working.',
  input: idBody,
  output: successOutput,
});

export const revokeStaffPassword = defineEndpoint({
  name: 'revokeStaffPassword',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: "Revoke a staff member's password and end their sessions; they cannot log in until one is sent.",
  input: idBody,
  output: successOutput,
});

export const endStaffSessions = defineEndpoint({
  name: 'endStaffSessions',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: "End every session of a staff member's account (their password stays).",
  input: idBody,
  output: successOutput,
});

/** Not in the spec (issue 19): the admins, for the Admins page. `SELF` marks the caller's own account. */
export const adminRow = z.object({
  ID: z.int(),
  NAME: z.string(),
  EMAIL: z.string(),
  ACTIVE: zeroOrOne,
  ...credentialFields,
  SELF: z.boolean(),
});

export const getAdminsData = defineEndpoint({
  name: 'getAdminsData',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'Admin accounts, newest first, a page at a time, with their status and credential.',
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(adminRow), cursor: nextCursor }),
});

export const updateAdminStatus = defineEndpoint({
  name: 'updateAdminStatus',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    "Activate (1) or deactivate (0) another admin's login (deactivation ends their sessions); never the caller's own.",
  input: z.strictObject({ id: idSchema, status: accountStatusSchema }),
  output: successOutput,
});

/**
 * Real job posting, where the spec's posted-jobs and post-new-job screens are placeholders: the admin uploads
 * the company logo (a png, through a presigned form like the worker's documents), posts the job, lists posted
 * jobs newest first with their applicants per status, and closes or reopens a job. A closed job leaves the
 * workers' list; its page says it is closed and applying is refused.
 */
export const createLogoUpload = defineEndpoint({
  name: 'createLogoUpload',
  uses: { table: 'read', uploads: 'logoForm' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: "A presigned form for uploading a company logo (png) straight to storage, for postJob's `logo`.",
  input: noInput,
  output: z.object({ data: uploadForm }),
});

export const postJob = defineEndpoint({
  name: 'postJob',
  uses: { table: 'readWrite', uploads: 'keepLogos', translate: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: 'Post a new job (open at once); answers its id.',
  input: jobPostingSchema,
  output: z.object({ success: z.boolean(), id: idSchema }),
});

/** Applicants of a job per application status, kept exact in the transactions that change them. */
export const applicantCounts = z.object(
  Object.fromEntries(APPLICATION_STATUS_CODES.map((status) => [status, z.int()])) as Record<
    (typeof APPLICATION_STATUS_CODES)[number],
    z.ZodMiniInt
  >,
);

export const postedJobRow = z.extend(jobSummary, {
  STATUS: z.enum(JOB_STATUSES),
  APPLICANTS: applicantCounts,
});

export const getPostedJobs = defineEndpoint({
  name: 'getPostedJobs',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'Every job, open or closed, newest first, with its applicants per status.',
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(postedJobRow), cursor: nextCursor }),
});

export const updateJobStatus = defineEndpoint({
  name: 'updateJobStatus',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: 'Close a job to new applications (CLOSED) or reopen it (OPEN).',
  input: z.strictObject({
    id: idSchema,
    status: z.enum(JOB_STATUSES, { error: 'status must be OPEN or CLOSED' }),
  }),
  output: successOutput,
});

/**
 * ---- the staff's second factor ----
 * Not in the spec (issue 19, finding 5): the back office's second factor, an authenticator app's code (TOTP)
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
