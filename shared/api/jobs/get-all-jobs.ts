/** The worker area's `getAllJobs` (re-exported by ../worker.ts, which the registry reads). */
import * as z from 'zod/mini';
import { nextCursor, pageQuery } from '../common';
import { defineEndpoint } from '../contract';
import { jobSummary } from '../job-shapes';

export const getAllJobs = defineEndpoint({
  name: 'getAllJobs',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: 'Open jobs, newest first, a page at a time.',
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(jobSummary), cursor: nextCursor }),
});
