/**
 * Not in the spec: a job's page opens for anyone with its link, signed in or not. The answer
 * is the job as its posting shows it (the `job` shape: no applicant counts, nothing about who posted it or who
 * applied); a closed job answers with STATUS CLOSED (its page says so), an unknown one 404.
 */
import * as z from 'zod/mini';
import { idQuery } from './common';
import { defineEndpoint } from './contract';
import { job } from './job-shapes';

export const getPublicJob = defineEndpoint({
  name: 'getPublicJob',
  // Writes only the caller's count of calls (lib/http/public-limit.ts), as every public endpoint does.
  uses: { table: 'readWrite' },
  method: 'GET',
  area: 'worker',
  caller: 'public',
  summary: 'One job as its public page shows it, to anyone (404 when there is no such job).',
  input: idQuery,
  output: z.object({ data: job }),
});

/** What workers read of an employer's habit of answering: computed from its recruiters' moves, never typed. */
export const replyRecord = z.object({
  kind: z.enum(['new', 'usually', 'slow']),
  /** With `usually`: at least half the applications got a first answer within this many days. */
  withinDays: z.optional(z.number()),
});

export const getReplyRecord = defineEndpoint({
  name: 'getReplyRecord',
  // Writes only the caller's count of calls, as every public endpoint does; batchGet reads the record's months.
  uses: { table: 'readWrite', batchGet: true },
  method: 'GET',
  area: 'worker',
  caller: 'public',
  summary:
    "The reply record of the employer of a job (how soon it usually answers applicants), for the job's page; 404 when there is no such job.",
  input: idQuery,
  output: z.object({ data: replyRecord }),
});
