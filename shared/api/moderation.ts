/**
 * The admin's moderation queue (handlers in functions/admin/): the jobs in review, oldest submission first, with
 * the rule hits that held them, and the decision on one. The states and decisions are in
 * shared/domain/job-lifecycle.ts.
 */
import * as z from 'zod/mini';
import {
  MODERATION_DECISIONS,
  moderationDecisionShape,
  moderationMessages,
  needsReason,
} from '../domain/moderation/decisions';
import { RULE_KINDS } from '../domain/moderation/rule-check';
import { idSchema } from '../domain/text-rules';
import { nextCursor, pageQuery, successOutput } from './common';
import { defineEndpoint } from './contract';
import { job } from './job-shapes';

const poster = z.object({ id: z.int(), email: z.string() });

/** One rule hit as the moderator reads it: the rule, where and in which language, the words, the explanation. */
export const moderationHit = z.object({
  rule: z.string(),
  kind: z.enum(RULE_KINDS),
  field: z.string(),
  language: z.enum(['en', 'hi', 'te']),
  match: z.string(),
  explanation: z.string(),
});

/** A job in the queue: who submitted it and when, its hits, and the job itself for the preview. */
export const moderationQueueRow = z.object({
  id: z.int(),
  title: z.string(),
  companyName: z.string(),
  poster: z.optional(poster),
  submittedAt: z.string(),
  /** The version a decision names (a poster's later edit makes it stale). */
  version: z.int(),
  rulesVersion: z.string(),
  hits: z.array(moderationHit),
  /** The employer's organisation that posted the job (absent on the jobs Earnlearn's admins post). */
  organisationId: z.optional(z.string()),
  /** The job's organisation is suspended: it cannot be approved until reinstated (decision 550). */
  employerSuspended: z.boolean(),
  job,
});
export type ModerationQueueRow = z.infer<typeof moderationQueueRow>;

/** One decision in a job's moderation history (getAdminJob). */
export const moderationDecisionRecord = z.object({
  AT: z.string(),
  DECISION: z.enum(MODERATION_DECISIONS),
  REASON: z.optional(z.string()),
  BY: z.object({ ID: z.int(), EMAIL: z.string() }),
  RULES_VERSION: z.string(),
  VERSION: z.int(),
});

export const getModerationQueue = defineEndpoint({
  name: 'getModerationQueue',
  // batchGet reads the status of the page's organisations (a suspended employer's job is marked).
  uses: { table: 'read', batchGet: true },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'Jobs waiting for a moderator, the oldest submission first, with the rule hits that held them.',
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(moderationQueueRow), cursor: nextCursor }),
});

const versionMessage = 'version must be the job version the queue showed';

export const decideModeration = defineEndpoint({
  name: 'decideModeration',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    'Decide a job in review: approve (live), reject with a reason, or ask for changes (back to draft); audited.',
  input: z
    .strictObject({
      id: idSchema,
      version: z.int({ error: versionMessage }).check(z.minimum(0, { error: versionMessage })),
      ...moderationDecisionShape,
    })
    .check(
      z.refine((input) => !needsReason(input.decision) || input.reason !== undefined, {
        path: ['reason'],
        error: moderationMessages.reason,
      }),
    ),
  output: successOutput,
});
