/**
 * Not in the spec (issue 39, decision 603): the staff's review of thread messages. A hiring side's message the
 * rules held, or one the worker reported, waits here, newest first, until an admin releases it (the worker
 * reads it, with a bell entry), removes it (the worker keeps the warning in its place) or dismisses the report
 * (the message stays as it was). Handlers in functions/admin/; the thread's contracts in application-threads.ts.
 */
import * as z from 'zod/mini';
import { MESSAGE_ID_PATTERN } from '../domain/application-threads';
import { REVIEWER_TYPE_CODES } from '../domain/codes';
import { idSchema } from '../domain/text-rules';
import { nextCursor, pageQuery, successOutput } from './common';
import { defineEndpoint } from './contract';

export const MESSAGE_REVIEW_DECISIONS = ['release', 'remove', 'dismiss'] as const;
export type MessageReviewDecisionCode = (typeof MESSAGE_REVIEW_DECISIONS)[number];

/** One message in review: where it is, what it says, the rules it broke, the report, who wrote it, the job. */
export const messageReviewRow = z.object({
  userId: z.int(),
  jobId: z.int(),
  messageId: z.string(),
  /** When the message was written. */
  at: z.string(),
  text: z.string(),
  /** The rules that held it (their ids; the explanations are in shared/domain/moderation/rules.ts). */
  heldRules: z.array(z.string()),
  held: z.boolean(),
  reportedAt: z.optional(z.string()),
  by: z.object({
    name: z.optional(z.string()),
    type: z.optional(z.enum(REVIEWER_TYPE_CODES)),
    organisationName: z.optional(z.string()),
  }),
  /** The job the application is for (absent when the application is no longer there). */
  job: z.optional(z.object({ title: z.string(), companyName: z.string() })),
});
export type MessageReviewRow = z.infer<typeof messageReviewRow>;

export const getMessageReviewQueue = defineEndpoint({
  name: 'getMessageReviewQueue',
  // batchGet reads the page's applications (the job's title and company).
  uses: { table: 'read', batchGet: true },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary:
    "Thread messages waiting for the staff, newest first: hiring sides' messages the rules held and messages workers reported, with the rules hit, the writer and the job.",
  input: z.strictObject({ ...pageQuery }),
  output: z.object({ data: z.array(messageReviewRow), cursor: nextCursor }),
});

const messageIdMessage = 'messageId must be the id of a message in review';

export const decideMessageReview = defineEndpoint({
  name: 'decideMessageReview',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary:
    'Decide a message in review: release a held one (the worker reads it), remove it (the worker keeps the warning) or dismiss a report; audited. 404 for no such message; 409 once decided.',
  input: z.strictObject({
    userId: idSchema,
    jobId: idSchema,
    messageId: z
      .string({ error: messageIdMessage })
      .check(z.regex(MESSAGE_ID_PATTERN, { error: messageIdMessage })),
    decision: z.enum(MESSAGE_REVIEW_DECISIONS, { error: 'decision must be release, remove or dismiss' }),
  }),
  output: successOutput,
});
