/** The worker area's `getAppliedJobs` (re-exported by ../worker.ts, which the registry reads). */
import * as z from 'zod/mini';
import { nextCursor, pageQuery } from '../common';
import { defineEndpoint } from '../contract';
import { appliedJob } from '../job-shapes';

export const getAppliedJobs = defineEndpoint({
  name: 'getAppliedJobs',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: "The signed-in worker's applications, newest first, each with the job's ID and its status.",
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(appliedJob), cursor: nextCursor }),
});
