/**
 * Not in the spec (handlers in functions/worker/): a worker keeps jobs for later (Saved,
 * a tab of the dashboard) and takes back an application while it is still New. The cap and the refusals' codes
 * are in shared/domain/saved-withdraw.ts.
 */
import * as z from 'zod/mini';
import { JOB_STATUSES } from '../domain/job-rules';
import { idBody, nextCursor, noInput, successOutput } from './common';
import { defineEndpoint } from './contract';
import { jobSummary } from './job-shapes';

/** A saved job: the job's card as it is now, whether it is still open, and when the worker saved it. */
export const savedJob = z.extend(jobSummary, {
  /** CLOSED once the admin closes the job: the Saved tab keeps it, shown as closed. */
  STATUS: z.enum(JOB_STATUSES),
  SAVED_AT: z.string(),
});
export type SavedJob = z.infer<typeof savedJob>;

export const saveJob = defineEndpoint({
  name: 'saveJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Keep an open job in the Saved tab (at most 100); saving a saved job again changes nothing.',
  input: idBody,
  output: successOutput,
});

export const unsaveJob = defineEndpoint({
  name: 'unsaveJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Take a job out of the Saved tab; a job not saved is left as it is.',
  input: idBody,
  output: successOutput,
});

export const getSavedJobs = defineEndpoint({
  name: 'getSavedJobs',
  // batchGet: the saved jobs as they are now (open or closed), up to 100 in one BatchGetItem.
  uses: { table: 'read', batchGet: true },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: "The signed-in worker's saved jobs (all of them, at most 100), open or closed, newest job first.",
  input: noInput,
  // `cursor` as every list has it: absent, as the one page holds every saved job (at most MAX_SAVED_JOBS).
  output: z.object({ data: z.array(savedJob), cursor: nextCursor }),
});

export const withdrawApplication = defineEndpoint({
  name: 'withdrawApplication',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    'Take back an application while it is New (409 once HR or OPS reviewed it); it cannot be made again.',
  input: idBody,
  output: successOutput,
});
