/**
 * Not in the spec (issue 38 item 5, decisions 600-602): the jobs picked for the signed-in worker on My Office,
 * each with the reasons it was picked as codes and numbers (shared/domain/job-recommendations.ts), which the
 * screen words in the worker's language. Part of the worker area (worker.ts re-exports it).
 */
import * as z from 'zod/mini';
import { MAX_RECOMMENDED } from '../domain/job-recommendations';
import { SKILL_CODES } from '../domain/skills';
import { noInput } from './common';
import { defineEndpoint } from './contract';
import { searchedJob } from './job-shapes';

/** One reason a job was picked: `skills` says how many of the job's skills the worker has, `distance` how far. */
export const recommendationReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('skills'), count: z.int() }),
  z.object({ kind: z.literal('distance'), km: z.int() }),
  z.object({ kind: z.enum(['city', 'place', 'remote', 'type', 'hours']) }),
]);

/** A recommended job: its card, the skills it asks for, and why it was picked (the strongest first). */
export const recommendedJob = z.extend(searchedJob, {
  SKILLS: z.optional(z.array(z.enum(SKILL_CODES))),
  REASONS: z.array(recommendationReason),
});
export type RecommendedJob = z.infer<typeof recommendedJob>;

export const getRecommendedJobs = defineEndpoint({
  name: 'getRecommendedJobs',
  // Bounded Queries only: the first page of the worker's district's list, of each preferred district's (at
  // most 5) and of the work-from-home list, read together; no Scan.
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: `At most ${MAX_RECOMMENDED} open jobs the signed-in worker may take that fit their profile, each with its reasons.`,
  input: noInput,
  output: z.object({
    data: z.array(recommendedJob),
    /** Whether the worker entered skills, places, job types or hours (if not, the screen asks them to). */
    profileReady: z.boolean(),
  }),
});
