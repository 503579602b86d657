/**
 * An employer's job postings (handlers in functions/employer/): the admin's posting form without the company
 * (the organisation's name and logo are put on the job by the server) and without acknowledging rule hits (a
 * hit sends the job to an admin's review instead). Every posting and edit is checked against the rules against
 * scam postings; the answer says where the job went and why. An employer reads only its organisation's jobs:
 * another organisation's is a 404, as if it did not exist.
 */
import * as z from 'zod/mini';
import { JOB_STATES } from '../domain/job-lifecycle';
import { JOB_STATUSES, jobPostingSchema } from '../domain/job-rules';
import { RULE_KINDS } from '../domain/moderation/rule-check';
import { idSchema } from '../domain/text-rules';
import { adminJob, applicantCounts } from './admin';
import { idBody, idQuery, nextCursor, pageQuery, successOutput } from './common';
import { defineEndpoint } from './contract';
import { jobSummary } from './job-shapes';

/** The posting form's fields an employer fills: the organisation is the company. */
export const employerJobPostingSchema = z.omit(jobPostingSchema, { companyName: true, logo: true });

/** One hit of the rules, as the poster is shown it: the field, the words matched and why it matters. */
export const postingHit = z.object({
  rule: z.string(),
  kind: z.enum(RULE_KINDS),
  field: z.string(),
  match: z.string(),
  explanation: z.string(),
});

/** Where the job is after the call, and every hit the rules found in it (none: clean). */
const placement = {
  state: z.enum(JOB_STATES),
  hits: z.array(postingHit),
};

const versionField = z
  .int({ error: 'version must be the job version the form was filled from' })
  .check(z.minimum(0, { error: 'version must be the job version the form was filled from' }));

export const postEmployerJob = defineEndpoint({
  name: 'postEmployerJob',
  uses: { table: 'readWrite', translate: true },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    "Post a job for the caller's organisation (its name and logo): a draft (submit false), or submitted: live at once when clean, the organisation's documents checked and the stage allows it, else in review with the rules' hits. 409 (code) past the organisation's limits.",
  input: z.extend(employerJobPostingSchema, {
    submit: z.boolean({ error: 'submit must be true (submit for review) or false (save a draft)' }),
  }),
  output: z.object({ id: idSchema, ...placement }),
});

export const editEmployerJob = defineEndpoint({
  name: 'editEmployerJob',
  uses: { table: 'readWrite', translate: true },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    "Edit one of the organisation's jobs (the posting's fields, the id and the version read; 409 when it changed since): a live job stays live when clean and goes back to review, off search, with a hit. 409 for a rejected or closed job.",
  input: z.extend(employerJobPostingSchema, { id: idSchema, version: versionField }),
  output: z.object({ version: z.int(), ...placement }),
});

export const submitEmployerJob = defineEndpoint({
  name: 'submitEmployerJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    "Submit one of the organisation's drafts: live or in review as postEmployerJob decides; 409 for a job that is not a draft, and (code) past the organisation's limit.",
  input: idBody,
  output: z.object(placement),
});

export const closeEmployerJob = defineEndpoint({
  name: 'closeEmployerJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'employer',
  caller: 'employer',
  summary:
    "Close one of the organisation's live or expired jobs to new applications (it leaves search, and no longer counts against the limit); 409 for any other state.",
  input: idBody,
  output: successOutput,
});

export const employerJobRow = z.extend(jobSummary, {
  STATUS: z.enum(JOB_STATUSES),
  STATE: z.enum(JOB_STATES),
  /** The admin's reason, for a rejected job or a draft sent back for changes. */
  MODERATION_REASON: z.optional(z.string()),
  APPLICANTS: applicantCounts,
});

export const getEmployerJobs = defineEndpoint({
  name: 'getEmployerJobs',
  // batchGet reads the page's jobs, which the organisation's items list (decision 520).
  uses: { table: 'read', batchGet: true },
  method: 'GET',
  area: 'employer',
  caller: 'employer',
  summary:
    "The organisation's jobs, newest first, a page at a time, each with its state and, rejected or sent back, the admin's reason; the first page with the applicants its people opened today.",
  input: z.strictObject({ ...pageQuery }),
  output: z.object({
    data: z.array(employerJobRow),
    cursor: nextCursor,
    /**
     * On the first page (no cursor): the distinct applicants the organisation's people opened today (IST), and
     * how many it may (absent: no limit, verified; shared/domain/employer-jobs.ts `applicantsADayFor`).
     */
    applicantsToday: z.optional(z.object({ used: z.int(), allowed: z.optional(z.int()) })),
  }),
});

export const getEmployerJob = defineEndpoint({
  name: 'getEmployerJob',
  uses: { table: 'read' },
  method: 'GET',
  area: 'employer',
  caller: 'employer',
  summary:
    "One of the organisation's jobs with every field the edit form fills, its version, state and hits; 404 for another organisation's.",
  input: idQuery,
  output: z.object({ data: z.object({ job: adminJob }) }),
});
