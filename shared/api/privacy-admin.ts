/**
 * The admin's privacy screens (handlers in functions/admin/): the grievances to answer
 * (open, due soon, overdue), one ticket with its replies, and the privacy overview (requests in the last 30
 * days, open grievances, the notice in force). Admin only.
 */
import * as z from 'zod/mini';
import { SITE_LANGUAGES } from '../domain/codes';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_VIEWS,
  grievanceIdSchema,
  grievanceMessages,
  grievanceReplySchema,
} from '../domain/grievances';
import { nextCursor, noInput, pageQuery } from './common';
import { defineEndpoint } from './contract';

const grievanceStates = ['open', 'dueSoon', 'overdue', 'closed'] as const;

/** A row of the admin's list: no text, no contact; the worker by id. */
export const grievanceRow = z.object({
  id: z.string(),
  userId: z.number(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  raisedAt: z.string(),
  dueAt: z.string(),
  state: z.enum(grievanceStates),
  replies: z.number(),
});
export type GrievanceRow = z.infer<typeof grievanceRow>;

/** One ticket as the admin answers it: what the worker wrote, in which language, and every reply. */
export const grievanceDetail = z.extend(grievanceRow, {
  text: z.string(),
  /** The worker's name now ('' once erased). */
  workerName: z.string(),
  /** The language the worker wrote in (and is told of replies in). */
  language: z.enum(SITE_LANGUAGES),
  closedAt: z.optional(z.string()),
  thread: z.array(z.object({ at: z.string(), text: z.string(), byStaffId: z.number() })),
});
export type GrievanceDetail = z.infer<typeof grievanceDetail>;

const idInput = z.strictObject({ id: grievanceIdSchema });

export const getGrievances = defineEndpoint({
  name: 'getGrievances',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary:
    'Open grievances (all, due within 14 days, or overdue), the latest due date first, a page at a time.',
  input: z.strictObject({
    view: z.optional(z.enum(GRIEVANCE_VIEWS, { error: `view must be one of ${GRIEVANCE_VIEWS.join(', ')}` })),
    ...pageQuery,
  }),
  output: z.object({ data: z.array(grievanceRow), cursor: nextCursor }),
});

export const getGrievanceById = defineEndpoint({
  name: 'getGrievanceById',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary: 'One grievance with its text and replies.',
  input: idInput,
  output: z.object({ data: grievanceDetail }),
});

/**
 * The admin answers a grievance: `reply` adds `text` (the worker is told by SMS, or by e-mail when no SMS may
 * go); `close` takes it off the open lists (the worker still sees it and its replies).
 */
export const answerGrievance = defineEndpoint({
  name: 'answerGrievance',
  uses: { table: 'readWrite', sms: true, email: true },
  method: 'POST',
  area: 'admin',
  caller: 'admin',
  summary: 'Reply to an open grievance (the worker is told by SMS or e-mail), or close it.',
  input: z
    .strictObject({
      id: grievanceIdSchema,
      action: z.enum(['reply', 'close'], { error: 'action must be reply or close' }),
      text: z.optional(grievanceReplySchema),
    })
    .check(
      z.refine((input) => input.action !== 'reply' || input.text !== undefined, {
        path: ['text'],
        error: grievanceMessages.reply,
      }),
    ),
  output: z.object({ data: grievanceDetail, notified: z.enum(['sms', 'email', 'none']) }),
});

export const getPrivacyOverview = defineEndpoint({
  name: 'getPrivacyOverview',
  uses: { table: 'read' },
  method: 'GET',
  area: 'admin',
  caller: 'admin',
  summary:
    'Data-rights requests of the last 30 days by kind, open grievances by due state, and the notice in force.',
  input: noInput,
  output: z.object({
    /** The first day counted (UTC, yyyy-mm-dd): today and the 29 days before it. */
    since: z.string(),
    requests: z.object({
      export: z.number(),
      erasure: z.number(),
      withdrawal: z.number(),
      correction: z.number(),
      grievance: z.number(),
    }),
    grievances: z.object({ open: z.number(), dueSoon: z.number(), overdue: z.number() }),
    noticeVersion: z.string(),
    noticeEffectiveFrom: z.string(),
  }),
});
