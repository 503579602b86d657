import * as z from 'zod/mini';
import { APPLICATION_STATUS_CODES } from '../domain/codes';
import { JOB_SCHEDULES, JOB_STATUSES, JOB_TYPES } from '../domain/job-rules';
import { jobSearchFilters } from '../domain/job-search';
import { idBody, idQuery, nextCursor, pageQuery, successOutput } from './common';
import { defineEndpoint } from './contract';

/** The fields a job card shows (spec: ID, TITLE, EARNINGS, LOCATION, WORK_HOURS, LOGO_LINK, company, date). */
export const jobSummary = z.object({
  ID: z.int(),
  TITLE: z.string(),
  COMPANY_NAME: z.string(),
  LOGO_LINK: z.string(),
  LOCATION: z.string(),
  WORK_FROM_HOME: z.literal([0, 1]),
  WORK_HOURS: z.string(),
  EARNINGS: z.string(),
  POSITION: z.string(),
  POSTED_AT: z.string(),
});
export type JobSummary = z.infer<typeof jobSummary>;

/** A whole job. The last three texts are split into list items at each full stop by the job page. */
export const job = z.extend(jobSummary, {
  /** CLOSED once the admin closes the job: its page says so and applying is refused. */
  STATUS: z.optional(z.enum(JOB_STATUSES)),
  DESCRIPTION: z.string(),
  ROLES_AND_RESPONSIBILITIES: z.string(),
  WHAT_YOU_GET: z.string(),
  WHO_CAN_APPLY: z.string(),
});
export type Job = z.infer<typeof job>;

/** One of the worker's applications: the job as it was when applied, and where the application stands. */
export const appliedJob = z.extend(jobSummary, {
  STATUS: z.enum(APPLICATION_STATUS_CODES),
  APPLIED_AT: z.string(),
});
export type AppliedJob = z.infer<typeof appliedJob>;

export const getAllJobs = defineEndpoint({
  name: 'getAllJobs',
  uses: { table: 'read' },
  method: 'GET',
  path: '/api/getAllJobs',
  area: 'worker',
  caller: 'worker',
  summary: 'Open jobs, newest first, a page at a time.',
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(jobSummary), cursor: nextCursor }),
});

/** A job card of a filtered search: the card's fields, and what the filters went by. */
export const searchedJob = z.extend(jobSummary, {
  TYPE: z.enum(JOB_TYPES),
  SCHEDULE: z.enum(JOB_SCHEDULES),
  /** The admin's estimate of EARNINGS in whole rupees a month. */
  MONTHLY_EARNINGS: z.int(),
});
export type SearchedJob = z.infer<typeof searchedJob>;

/**
 * Not in the spec: Explore Jobs' search and filters (shared/domain/job-search.ts has the parameters, which are
 * also the page's URL query). A page may hold fewer than `limit` jobs, even none, and still a cursor: each call
 * reads a bounded number of jobs, and the cursor goes on from there.
 */
export const searchJobs = defineEndpoint({
  name: 'searchJobs',
  uses: { table: 'read' },
  method: 'GET',
  path: '/api/searchJobs',
  area: 'worker',
  caller: 'worker',
  summary: 'Open jobs matching text and filters, newest or highest earnings first, a page at a time.',
  input: z.strictObject({ ...pageQuery, ...jobSearchFilters }),
  output: z.object({
    data: z.array(searchedJob),
    cursor: nextCursor,
    /** The district the worker registered with ('' if none): Explore Jobs offers it as "near me". */
    homeCity: z.string(),
  }),
});

export const getJobById = defineEndpoint({
  name: 'getJobById',
  uses: { table: 'read' },
  method: 'GET',
  path: '/api/getJobById',
  area: 'worker',
  caller: 'worker',
  summary: 'One job; `data` is empty ({}) when there is no such job.',
  input: idQuery,
  output: z.object({ data: z.union([job, z.strictObject({})]) }),
});

export const getAppliedJobs = defineEndpoint({
  name: 'getAppliedJobs',
  uses: { table: 'read' },
  method: 'GET',
  path: '/api/getAppliedJobs',
  area: 'worker',
  caller: 'worker',
  summary: "The signed-in worker's applications, newest first, each with the job's ID and its status.",
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(appliedJob), cursor: nextCursor }),
});

export const applyJob = defineEndpoint({
  name: 'applyJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  path: '/api/applyJob',
  area: 'worker',
  caller: 'worker',
  summary: 'Apply to an open job, once.',
  input: idBody,
  output: successOutput,
});
