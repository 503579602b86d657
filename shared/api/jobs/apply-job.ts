/** The worker area's `applyJob` (re-exported by ../worker.ts, which the registry reads). */
import { idBody, successOutput } from '../common';
import { defineEndpoint } from '../contract';

export const applyJob = defineEndpoint({
  name: 'applyJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Apply to an open job, once.',
  input: idBody,
  output: successOutput,
});
