/**
 * The admin area's endpoints (handlers in functions/admin/): staff log-in and passwords, students, employees,
 * and job posting.
 */
import * as z from 'zod/mini';
import { APPLICATION_STATUS_CODES, EMPLOYEE_TYPE_CODES, GENDER_CODES } from '../domain/codes';
import { JOB_STATUSES, jobPostingSchema } from '../domain/job-rules';
import {
  accountStatusSchema,
  emailSchema,
  employeeTypeSchema,
  idParamSchema,
  idSchema,
  newPasswordSchema,
  passwordSchema,
} from '../domain/rules';
import { idQuery, nextCursor, noInput, pageQuery, searchQuery, successOutput, uploadForm } from './common';
import { defineEndpoint } from './contract';
import { jobSummary } from './job-shapes';
import { staffPrivacyView } from './privacy';

const zeroOrOne = z.literal([0, 1]);

/**
 * A log-in's answer (admin and internal): `success` false for wrong credentials; on success the session token,
 * and `mustChangePassword` while the password is a temporary one.
 */
export const staffLoginOutput = z.object({
  success: z.boolean(),
  token: z.optional(z.string()),
  mustChangePassword: z.optional(z.boolean()),
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
  output: z.object({ success: z.boolean(), token: z.string() }),
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
  STATUS: z.nullable(z.enum(APPLICATION_STATUS_CODES)),
  /** The application's company, beside TITLE (null with it). */
  COMPANY_NAME: z.nullable(z.string()),
  /** Who moved the application through the pipeline, and when, oldest first (empty when nobody has). */
  REVIEWS: z.array(applicationReview),
});

export const getUserDataById = defineEndpoint({
  name: 'getUserDataById',
  uses: { table: 'read' },
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
  }),
});

export const addEmployee = defineEndpoint({
  name: 'addEmployee',
  uses: { table: 'readWrite', email: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: 'Create an HR or OPS login and e-mail its temporary password; `success` false if it exists.',
  input: z.strictObject({ email: emailSchema, type: employeeTypeSchema }),
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

export const employeeDetail = z.extend(employeeRow, {
  MOBILE_NUMBER: z.string(),
  GENDER: z.union([z.literal(GENDER_CODES), z.null()]),
  DOB: z.string(),
  JOININT_DATE: z.string(),
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
  uses: { table: 'readWrite', uploads: 'keepLogos' },
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
