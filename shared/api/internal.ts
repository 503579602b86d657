import * as z from 'zod/mini';
import { APPLICATION_PAGES, APPLICATION_STATUS_CODES, EMPLOYEE_TYPE_CODES } from '../domain/codes';
import { JOB_STATUSES } from '../domain/job-rules';
import { REVIEW_DECISIONS } from '../domain/review';
import { emailSchema, idParamSchema, idSchema, passwordSchema } from '../domain/rules';
import { applicantCounts, staffLoginOutput } from './admin';
import { nextCursor, pageQuery } from './common';
import { defineEndpoint } from './contract';
import { interview } from './interviews';

/** Proposing an interview to a shortlisted applicant (issue 23): kept in interviews.ts. */
export { scheduleInterview } from './interviews';

export const internallogin = defineEndpoint({
  name: 'internallogin',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'internal',
  caller: 'public',
  summary: 'HR / OPS e-mail and password login; answers the role in `type`.',
  input: z.strictObject({ email: emailSchema, password: passwordSchema }),
  output: z.extend(staffLoginOutput, { type: z.optional(z.enum(EMPLOYEE_TYPE_CODES)) }),
});

/**
 * A job as the internal dashboard shows it: the spec's four fields, and beyond them whether it is still open
 * and its applicants per status (the See Applications menu shows how many each tab holds).
 */
export const internalJobCard = z.object({
  ID: z.int(),
  LOGO_LINK: z.string(),
  COMPANY_NAME: z.string(),
  TITLE: z.string(),
  POSITION: z.string(),
  STATUS: z.enum(JOB_STATUSES),
  APPLICANTS: applicantCounts,
});

export const getInternalDashboardData = defineEndpoint({
  name: 'getInternalDashboardData',
  uses: { table: 'read' },
  method: 'GET',
  area: 'internal',
  caller: 'staff',
  summary: 'All internships (open or closed), newest first, a page at a time, and how many there are in all.',
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(internalJobCard), cursor: nextCursor, TOTAL: z.int() }),
});

/**
 * One application as HR and OPS see it: the spec's fields (LOCATION is the applicant's city, by the district's
 * name), and beyond them the keys a review needs (USER_ID with the job's ID) and when it was applied for and
 * last reviewed. Contact fields are as the worker had them when applying.
 */
export const applicationRow = z.object({
  ID: z.int(),
  USER_ID: z.int(),
  APPLIED_AT: z.string(),
  REVIEWED_AT: z.optional(z.string()),
  NAME: z.string(),
  EMAIL: z.string(),
  MOBILE_NUMBER: z.string(),
  COMPANY_NAME: z.string(),
  TITLE: z.string(),
  POSITION: z.string(),
  LOCATION: z.string(),
  STATUS: z.enum(APPLICATION_STATUS_CODES),
  /** The interview proposed to a shortlisted applicant and the worker's answer (issue 23), if any. */
  INTERVIEW: z.optional(interview),
});

export const getInternalDataById = defineEndpoint({
  name: 'getInternalDataById',
  // batchGet: the applicants' accounts, to leave out any whose consent is pending (issue 18). batchWrite: an
  // access entry for each applicant on the page (issue 21, Rule 6).
  uses: { table: 'read', batchGet: true, batchWrite: true },
  method: 'GET',
  area: 'internal',
  caller: 'staff',
  summary:
    "A job's applications, oldest first, optionally only one status group (page=new|shortlisted|...), a page at a time; the job's card with its applicants per status. 404 for an unknown job.",
  input: z.strictObject({
    id: idParamSchema,
    page: z.optional(
      z.enum(APPLICATION_PAGES, { error: 'page must be new, shortlisted, selected or rejected' }),
    ),
    ...pageQuery,
  }),
  output: z.object({ data: z.array(applicationRow), cursor: nextCursor, JOB: internalJobCard }),
});

/**
 * Accept or reject one application (shared/domain/review.ts says which moves exist). `status` is the status
 * the reviewer saw: the move happens only if the application still has it, so of two reviewers acting at
 * once exactly one wins and the other gets a 409. A move the pipeline does not allow is a 400 naming
 * `decision`. The worker is told by SMS when shortlisted, selected or rejected.
 */
export const reviewApplication = defineEndpoint({
  name: 'reviewApplication',
  uses: { table: 'readWrite', sms: true },
  method: 'POST',
  area: 'internal',
  caller: 'staff',
  summary: 'Accept (one step forward) or reject an application, on condition it still has the status seen.',
  input: z.strictObject({
    id: idSchema,
    userId: idSchema,
    status: z.enum(APPLICATION_STATUS_CODES, {
      error: 'status must be APPLIED, SHORTLISTED, SELECTED or REJECTED',
    }),
    decision: z.enum(REVIEW_DECISIONS, { error: 'decision must be accept or reject' }),
  }),
  output: z.object({
    success: z.boolean(),
    STATUS: z.enum(APPLICATION_STATUS_CODES),
    REVIEWED_AT: z.string(),
  }),
});
