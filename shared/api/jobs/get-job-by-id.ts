/** The worker area's `getJobById` (re-exported by ../worker.ts, which the registry reads). */
import * as z from 'zod/mini';
import { idQuery } from '../common';
import { defineEndpoint } from '../contract';
import { job } from '../job-shapes';

export const getJobById = defineEndpoint({
  name: 'getJobById',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: 'One job; `data` is empty ({}) when there is no such job.',
  input: idQuery,
  output: z.object({ data: z.union([job, z.strictObject({})]) }),
});
