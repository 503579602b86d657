/**
 * Workers report a job (handler in functions/worker/), and the admin works the queue of reported jobs (handlers
 * in functions/admin/): the rules and limits are in shared/domain/job-reports.ts.
 */
import * as z from 'zod/mini';
import {
  JOB_REPORT_DECISIONS,
  JOB_REPORT_REASONS,
  jobReportInput,
  jobReportMessages,
} from '../domain/job-reports';
import { idSchema } from '../domain/text-rules';
import { nextCursor, pageQuery, successOutput } from './common';
import { defineEndpoint } from './contract';

export const reportJob = defineEndpoint({
  name: 'reportJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    'Report a job (asks for money, fake, misleading pay, harassment, other with a text): once per job, a few a day.',
  input: jobReportInput,
  output: successOutput,
});

/** A job in the admin's queue: its reports since the last review, counted by reason, no reporter named. */
export const reportedJob = z.object({
  id: z.number(),
  title: z.string(),
  companyName: z.string(),
  firstReportedAt: z.string(),
  reporters: z.number(),
  reasons: z.record(z.enum(JOB_REPORT_REASONS), z.number()),
  /** Taken off the workers' lists by its reports, until the admin decides. */
  paused: z.boolean(),
  /** The texts given with "other", as the workers wrote them (those erased since are gone). */
  texts: z.array(z.string()),
});
export type ReportedJob = z.infer<typeof reportedJob>;

export const getReportedJobs = defineEndpoint({
  name: 'getReportedJobs',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'Jobs with reports not yet reviewed, the oldest report first, a page at a time.',
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(reportedJob), cursor: nextCursor }),
});

export const decideReportedJob = defineEndpoint({
  name: 'decideReportedJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    'Review a reported job: dismiss the reports (a paused job is live again) or close the job; audited.',
  input: z.strictObject({
    id: idSchema,
    decision: z.enum(JOB_REPORT_DECISIONS, { error: jobReportMessages.decision }),
  }),
  output: successOutput,
});
