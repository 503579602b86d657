/**
 * The admin area's endpoints (handlers in functions/admin/): students, employees, admins and job posting; the
 * staff's log-in, sessions and second factor are in staff-sessions.ts, grievances and privacy in privacy-admin.ts.
 */
import * as z from 'zod/mini';
import {
  ALL_APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_CODES,
  EMPLOYEE_TYPE_CODES,
  GENDER_CODES,
  REVIEWER_TYPE_CODES,
} from '../domain/codes';
import { JOB_STATES } from '../domain/job-lifecycle';
import { JOB_SCHEDULES, JOB_STATUSES, JOB_TYPES, jobPostingSchema } from '../domain/job-rules';
import { RULE_ID_PATTERN, RULE_KINDS } from '../domain/moderation/rule-check';
import {
  accountStatusSchema,
  emailSchema,
  employeeTypeSchema,
  idParamSchema,
  idSchema,
  nameSchema,
} from '../domain/rules';
import { screeningQuestionsSchema } from '../domain/screening';
import { CREDENTIAL_STATES } from '../domain/staff-credentials';
import { applicationNote } from './application-notes';
import {
  idBody,
  idQuery,
  logoContentType,
  nextCursor,
  noInput,
  pageQuery,
  searchQuery,
  successOutput,
  uploadForm,
} from './common';
import { defineEndpoint } from './contract';
import { job, jobSummary } from './job-shapes';
import { moderationDecisionRecord } from './moderation';
import { staffAccessEntry } from './my-data';
import { staffPrivacyView } from './privacy';

/** The admin's employer tools: the verification queue, the organisations, suspension. */
export {
  decideVerification,
  getEmployerOrganisation,
  getEmployerOrganisations,
  getVerificationQueue,
  openVerificationCertificate,
  reinstateEmployer,
  suspendEmployer,
} from './employer-checks';
/** The queue of jobs workers reported: kept in job-reports.ts with the worker's report. */
export { decideReportedJob, getReportedJobs } from './job-reports';
/** The staff's review of held and reported thread messages (decision 603). */
export { decideMessageReview, getMessageReviewQueue } from './message-review';
/** The moderation queue of jobs in review. */
export { decideModeration, getModerationQueue } from './moderation';
export * from './privacy-admin';
export * from './staff-sessions';

const zeroOrOne = z.literal([0, 1]);

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
  BY_TYPE: z.enum(REVIEWER_TYPE_CODES),
  /** A move by an employer's person: their organisation's name when they moved it. */
  BY_ORG_NAME: z.optional(z.string()),
});

/**
 * The user detail list: every row carries the profile fields; each row is also one applied internship
 * (TITLE and its application STATUS). A student with no applications gets one row with TITLE and STATUS null.
 */
export const userDetailRow = z.extend(z.omit(studentRow, { STATUS: true }), {
  TITLE: z.nullable(z.string()),
  /** WITHDRAWN too: the worker took the application back while it was New. */
  STATUS: z.nullable(z.enum(ALL_APPLICATION_STATUS_CODES)),
  /** The application's company, beside TITLE (null with it). */
  COMPANY_NAME: z.nullable(z.string()),
  /** Who moved the application through the pipeline, and when, oldest first (empty when nobody has). */
  REVIEWS: z.array(applicationReview),
  /** Not in the spec: the staff's notes on the application, newest first (empty when none). */
  NOTES: z.array(applicationNote),
});

export const getUserDataById = defineEndpoint({
  name: 'getUserDataById',
  // batchWrite: the access entry of this read (Rule 6), as every staff read of a worker writes it.
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
    /** Not in the spec: the student's consent; absent for an unknown id. */
    privacy: z.optional(staffPrivacyView),
    /** Not in the spec: staff reads of this student's data, the latest first; on the first page. */
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
  // `name` is not in the spec: the employee's name as lists and details show it. Optional, so the
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
 * Not in the spec: a staff account's credential, for the admin's actions on it: its own password, a
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

/** An admin lifts the log-in lock-outs and delays of a staff account (docs/decisions.md 81). */
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
 * Not in the spec: the admin's hand on staff log-ins. A new temporary password (e-mailed, good for
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

/** Not in the spec: the admins, for the Admins page. `SELF` marks the caller's own account. */
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
  summary:
    "A presigned form for uploading a company logo (PNG or JPEG) straight to storage, for postJob's `logo`.",
  input: z.strictObject({ contentType: logoContentType }),
  output: z.object({ data: uploadForm }),
});

/**
 * The rules against scam postings (shared/domain/moderation/) run on every posting and edit: a job with hits is
 * refused (400, code `ruleHits`, each hit under its field) unless the admin lists the rules they checked.
 */
const ruleAcknowledgement = {
  acknowledgedRuleHits: z.optional(
    z
      .array(z.string().check(z.regex(RULE_ID_PATTERN, { error: 'must be rule ids' })), {
        error: 'must be rule ids',
      })
      .check(z.maxLength(50, { error: 'must be at most 50 rule ids' })),
  ),
};

/** A job's check against the rules when its poster acknowledged hits (shared/domain/moderation/rule-check.ts). */
export const ruleCheck = z.object({
  RULES_VERSION: z.string(),
  HITS: z.array(
    z.object({
      RULE: z.string(),
      KIND: z.enum(RULE_KINDS),
      FIELD: z.string(),
      MATCH: z.string(),
      EXPLANATION: z.string(),
    }),
  ),
  BY: z.object({ ID: z.int(), EMAIL: z.string() }),
  AT: z.string(),
});

export const postJob = defineEndpoint({
  name: 'postJob',
  uses: { table: 'readWrite', uploads: 'keepLogos', translate: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    'Post a new job (open at once); answers its id. Refused when the rules against scam postings hold and are not acknowledged.',
  input: z.extend(jobPostingSchema, ruleAcknowledgement),
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
  /** Where the job is in its lifecycle (shared/domain/job-lifecycle.ts). */
  STATE: z.enum(JOB_STATES),
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
 * Editing a posted job: the same input as postJob (whatever a posting holds, an edit holds), with the job's id
 * and the version the admin's form was filled from. An edit made from an older version than the job's is
 * refused (409), so of two admins editing at once the second learns of the first's change. `logo` is a new
 * upload's key, or the job's LOGO_LINK to keep its logo.
 */
export const editJob = defineEndpoint({
  name: 'editJob',
  uses: { table: 'readWrite', uploads: 'keepLogos', translate: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    "Edit a posted job (postJob's fields, the id and the version read); keeps the change in the job's history.",
  input: z.safeExtend(jobPostingSchema, {
    ...ruleAcknowledgement,
    id: idSchema,
    version: z
      .int({ error: 'version must be the job version the form was filled from' })
      .check(z.minimum(0, { error: 'version must be the job version the form was filled from' })),
  }),
  output: z.object({ success: z.boolean(), version: z.int() }),
});

/** One edit in a job's history: who, when, and each field's value before and after. */
export const jobEdit = z.object({
  AT: z.string(),
  VERSION: z.int(),
  BY: z.object({ ID: z.int(), EMAIL: z.string() }),
  CHANGES: z.array(
    z.object({ field: z.string(), before: z.optional(z.string()), after: z.optional(z.string()) }),
  ),
  /** The rule hits this edit's admin acknowledged. */
  RULE_CHECK: z.optional(ruleCheck),
});

/** A job as the admin's job page and edit form read it: every field the form fills, and its version. */
export const adminJob = z.extend(job, {
  STATUS: z.enum(JOB_STATUSES),
  VERSION: z.int(),
  CITY: z.optional(z.string()),
  TYPE: z.enum(JOB_TYPES),
  SCHEDULE: z.enum(JOB_SCHEDULES),
  MONTHLY_EARNINGS: z.int(),
  APPLICANTS: applicantCounts,
  /** The rule hits acknowledged when the job was posted or last edited; absent for a job no rule holds. */
  RULE_CHECK: z.optional(ruleCheck),
  STATE: z.enum(JOB_STATES),
  SUBMITTED_AT: z.optional(z.string()),
  /** The reason of the last rejection or request for changes. */
  MODERATION_REASON: z.optional(z.string()),
  /** The screening questions whole, with what each knock-out accepts (the edit form fills them). */
  QUESTIONS: z.optional(screeningQuestionsSchema),
});

export const getAdminJob = defineEndpoint({
  name: 'getAdminJob',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary:
    'A posted job with its version (for the edit form), its history of edits, newest first, and its moderation decisions.',
  input: idQuery,
  output: z.object({
    data: z.object({
      job: adminJob,
      edits: z.array(jobEdit),
      moderation: z.array(moderationDecisionRecord),
    }),
  }),
});
