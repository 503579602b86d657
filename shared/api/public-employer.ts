/**
 * Not in the spec: an employer's own page, open to anyone (who the employer is, how far Earnlearn verified it,
 * how soon it answers applicants, its open jobs), and a worker's report of the employer from it.
 */
import * as z from 'zod/mini';
import { VERIFICATION_LEVELS } from '../domain/employer-verification';
import { employerReportInput } from '../domain/job-reports';
import { organisationIdSchema } from '../domain/text-rules';
import { successOutput } from './common';
import { defineEndpoint } from './contract';
import { jobSummary } from './job-shapes';
import { replyRecord } from './public-job';

/** What anyone may read of an organisation: nothing of its people, its address or its registration number. */
export const publicEmployer = z.object({
  id: z.string(),
  /** The brand name, else the legal name. */
  name: z.string(),
  legalName: z.string(),
  logoLink: z.optional(z.string()),
  website: z.optional(z.string()),
  /** The district id (shared/domain/districts.ts). */
  city: z.string(),
  industry: z.string(),
  size: z.string(),
  level: z.enum(VERIFICATION_LEVELS),
  /** When it joined Earnlearn (ISO time). */
  since: z.string(),
  replyRecord,
  /** Its open jobs, newest first (at most 20, from its newest 100 postings). */
  jobs: z.array(jobSummary),
});
export type PublicEmployer = z.infer<typeof publicEmployer>;

export const getPublicEmployer = defineEndpoint({
  name: 'getPublicEmployer',
  // Writes only the caller's count of calls, as every public endpoint does; batchGet reads the reply record
  // and the page of the organisation's jobs (decision 520).
  uses: { table: 'readWrite', batchGet: true },
  method: 'GET',
  area: 'worker',
  caller: 'public',
  summary:
    "An employer's page, to anyone: its name, city, industry, verification level, reply record and open jobs (404 for no such or a suspended employer).",
  input: z.strictObject({ id: organisationIdSchema }),
  output: z.object({ data: publicEmployer }),
});

export const reportEmployer = defineEndpoint({
  name: 'reportEmployer',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "Report an employer (asks for money, fake, misleading pay, harassment, other with a text): once per employer, within the day's reports.",
  input: employerReportInput,
  output: successOutput,
});
