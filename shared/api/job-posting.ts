/**
 * Real job posting, where the spec's posted-jobs and post-new-job screens are placeholders: the admin uploads
 * the company logo (a png, through a presigned form like the worker's documents), posts the job, lists posted
 * jobs newest first with their applicants per status, and closes or reopens a job. A closed job leaves the
 * workers' list; its page says it is closed and applying is refused.
 */
import * as z from 'zod/mini';
import { APPLICATION_STATUS_CODES } from '../domain/codes';
import { JOB_STATUSES, jobPostingSchema } from '../domain/job-rules';
import { idSchema } from '../domain/rules';
import { nextCursor, noInput, pageQuery, successOutput, uploadForm } from './common';
import { defineEndpoint } from './contract';
import { jobSummary } from './jobs';

export const createLogoUpload = defineEndpoint({
  name: 'createLogoUpload',
  uses: { table: 'read', uploads: 'logoForm' },
  method: 'POST',
  path: '/api/createLogoUpload',
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
  path: '/api/postJob',
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
  path: '/api/getPostedJobs',
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
  path: '/api/updateJobStatus',
  area: 'admin',
  caller: 'admin',
  summary: 'Close a job to new applications (CLOSED) or reopen it (OPEN).',
  input: z.strictObject({
    id: idSchema,
    status: z.enum(JOB_STATUSES, { error: 'status must be OPEN or CLOSED' }),
  }),
  output: successOutput,
});
