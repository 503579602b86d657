/** The worker area's `applyJob` (re-exported by ../worker.ts, which the registry reads). */
import * as z from 'zod/mini';
import { coverNoteSchema, screeningAnswersSchema } from '../../domain/screening';
import { idSchema } from '../../domain/text-rules';
import { successOutput } from '../common';
import { defineEndpoint } from '../contract';

export const applyJob = defineEndpoint({
  name: 'applyJob',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    'Apply to an open job, once, with an answer to each of its screening questions (none: one tap) and an optional cover note; 400 naming a question not answered, 403 (code screeningKnockedOut) naming a knock-out the answer fails.',
  input: z.strictObject({
    id: idSchema,
    /** One answer per screening question of the job (shared/domain/screening-rules.ts); absent when it asks none. */
    answers: z.optional(screeningAnswersSchema),
    /** At most 1,000 characters; an empty note is none. */
    coverNote: z.optional(coverNoteSchema),
  }),
  output: successOutput,
});
