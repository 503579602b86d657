import * as z from 'zod/mini';
import {
  ALL_APPLICATION_STATUS_CODES,
  APPLICATION_PAGES,
  APPLICATION_STATUS_CODES,
  EMPLOYEE_TYPE_CODES,
} from '../domain/codes';
import { JOB_STATES } from '../domain/job-lifecycle';
import { JOB_STATUSES } from '../domain/job-rules';
import { REVIEW_DECISIONS } from '../domain/review';
import { emailSchema, idParamSchema, idSchema, passwordSchema } from '../domain/rules';
import { SKILL_CODES } from '../domain/skills';
import { applicantCounts, staffLoginOutput } from './admin';
import { applicantFacts, matchSummary } from './applicant-panel';
import { nextCursor, pageQuery, searchQuery } from './common';
import { defineEndpoint } from './contract';
import { interview } from './interviews';

/** The applicant in view and the notes on an application: part of this area, kept in applicant-panel.ts. */
export * from './applicant-panel';
/** The hiring side of an application's thread (issue 39): kept in application-threads.ts. */
export {
  getApplicantThread,
  sendApplicantMessage,
  translateApplicantMessage,
} from './application-threads';
/** Proposing an interview to a shortlisted applicant: kept in interviews.ts. */
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
 * A job as the internal dashboard shows it: the spec's four fields, and beyond them whether it is still open,
 * where it is in its lifecycle (an employer's draft, in review or rejected job is CLOSED but not closed) and its
 * applicants per status (the See Applications menu shows how many each tab holds).
 */
export const internalJobCard = z.object({
  ID: z.int(),
  LOGO_LINK: z.string(),
  COMPANY_NAME: z.string(),
  TITLE: z.string(),
  POSITION: z.string(),
  STATUS: z.enum(JOB_STATUSES),
  STATE: z.enum(JOB_STATES),
  APPLICANTS: applicantCounts,
  /** How many of the job's screening questions are knock-outs now (the list's filter is offered when any). */
  KNOCK_OUTS: z.optional(z.int()),
  /**
   * The answers the list can be filtered by (decision 610): each yes/no and one-choice answer of the job's
   * questions, as `answer=<value>` takes it, with the label HR reads. On the applications' list only.
   */
  ANSWER_FILTERS: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  /** The skills the job asks for, which the list can be filtered by (`skill`). On the applications' list only. */
  SKILLS: z.optional(z.array(z.enum(SKILL_CODES))),
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
 * last reviewed. Contact fields are as the worker had them when applying; the age band, education and languages
 * (and a minor's parent's consent) are the worker's as registered now.
 */
export const applicationRow = z.extend(applicantFacts, {
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
  /** The interview proposed to a shortlisted applicant and the worker's answer, if any. */
  INTERVIEW: z.optional(interview),
  /** How the applicant fits the job (decision 611); absent when they saved no profile sections. */
  MATCH: z.optional(matchSummary),
});

const ANSWER_FILTER_ERROR = 'answer must be a question id and an answer, such as q1:yes or q2:0';

export const getInternalDataById = defineEndpoint({
  name: 'getInternalDataById',
  // batchGet: the applicants' accounts, to leave out any whose consent is pending. batchWrite: the
  // page read naming each applicant on the page (Rule 6).
  uses: { table: 'read', batchGet: true, batchWrite: true },
  method: 'GET',
  area: 'internal',
  caller: 'hiring',
  summary:
    "A job's applications, oldest first, optionally only one status group (page=new|shortlisted|...), only those who passed every knock-out (knockOuts=passed), who gave an answer (answer=<question>:<value>), who listed a skill (skill) and only those the search text finds (name, e-mail, mobile number, city), a page at a time; the job's card with its applicants per status. 404 for an unknown job and for another employer's.",
  input: z.strictObject({
    id: idParamSchema,
    page: z.optional(
      z.enum(APPLICATION_PAGES, { error: 'page must be new, shortlisted, selected or rejected' }),
    ),
    search: searchQuery,
    /** `passed`: only the applicants who passed every knock-out of the job's questions as they are now. */
    knockOuts: z.optional(z.literal('passed', { error: 'knockOuts must be passed' })),
    /** `<question id>:<value>`: only the applicants who answered a yes/no `yes` or `no`, a one choice its option's index. */
    answer: z.optional(
      z
        .string({ error: ANSWER_FILTER_ERROR })
        .check(z.regex(/^[A-Za-z0-9]{1,12}:(?:yes|no|[0-5])$/, { error: ANSWER_FILTER_ERROR })),
    ),
    /** Only the applicants whose profile listed this skill when they applied. */
    skill: z.optional(z.enum(SKILL_CODES, { error: 'skill must be one of the listed skills' })),
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
  uses: { table: 'readWrite', sms: true, whatsapp: 'send', push: true },
  method: 'POST',
  area: 'internal',
  caller: 'hiring',
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

/**
 * A job's applications as CSV, every status, a page of rows at a time: the first page (no cursor)
 * starts with the UTF-8 byte order mark and the header row, and the browser joins the pages into one file, so
 * no request reads more than one page however many applications the job has (API Gateway cannot stream a
 * Lambda's answer). Each page is logged as an access of each worker on it.
 */
export const exportApplications = defineEndpoint({
  name: 'exportApplications',
  uses: { table: 'read', batchGet: true, batchWrite: true },
  method: 'GET',
  area: 'internal',
  caller: 'hiring',
  summary:
    "A job's applications (every status) as CSV text, a page of rows at a time; the first page starts with the BOM and the header row. 404 for an unknown job and for another employer's; 403 (code) for an unverified employer's people.",
  input: z.strictObject({
    id: idParamSchema,
    cursor: pageQuery.cursor,
  }),
  output: z.object({ csv: z.string(), rows: z.int(), cursor: nextCursor }),
});

/** The most applications one reviewApplications call moves (a page of the list is 50 at most). */
export const BULK_REVIEW_MAX = 100;

/**
 * One row's outcome in reviewApplications: `moved` (to STATUS), `movedMeanwhile` (someone else moved it first:
 * STATUS is where it is now, and it was left there) or `missing` (no such application). NAME is the
 * applicant's, so the reviewer is told by name which rows were not moved.
 */
export const bulkReviewOutcome = z.object({
  userId: z.int(),
  NAME: z.optional(z.string()),
  outcome: z.enum(['moved', 'movedMeanwhile', 'missing']),
  STATUS: z.optional(z.enum(ALL_APPLICATION_STATUS_CODES)),
  REVIEWED_AT: z.optional(z.string()),
});

/**
 * Accept or reject several applications of one job at once (bulk moves), each on condition it still
 * has the status the reviewer saw, as reviewApplication does one: a row someone else moved meanwhile is
 * reported, never overwritten. Each worker moved is told by one SMS, within the same caps. A move the pipeline
 * does not allow is a 400 naming the row's `status`; at most BULK_REVIEW_MAX rows, each applicant once.
 */
export const reviewApplications = defineEndpoint({
  name: 'reviewApplications',
  uses: { table: 'readWrite', sms: true, whatsapp: 'send', push: true },
  method: 'POST',
  area: 'internal',
  caller: 'hiring',
  summary:
    "Accept or reject up to 100 of a job's applications at once, each on condition it still has the status seen; answers each row's outcome.",
  input: z.strictObject({
    id: idSchema,
    decision: z.enum(REVIEW_DECISIONS, { error: 'decision must be accept or reject' }),
    applications: z
      .array(
        z.strictObject({
          userId: idSchema,
          status: z.enum(APPLICATION_STATUS_CODES, {
            error: 'status must be APPLIED, SHORTLISTED, SELECTED or REJECTED',
          }),
        }),
        { error: 'applications must be a list of { userId, status }' },
      )
      .check(
        z.minLength(1, { error: 'applications must name at least one application' }),
        z.maxLength(BULK_REVIEW_MAX, {
          error: `applications must name at most ${BULK_REVIEW_MAX} applications`,
        }),
      ),
  }),
  output: z.object({
    success: z.boolean(),
    moved: z.int(),
    notMoved: z.int(),
    results: z.array(bulkReviewOutcome),
  }),
});
