/**
 * Not in the spec (issue 39): the conversation of one application. The worker reads and writes the thread of
 * their own application (`getApplicationThread`, `sendApplicationMessage`), mutes it and reports a message;
 * whoever may review the application (HR and OPS on any job, the job's employer's people on their
 * organisation's: the `hiring` caller kind) reads and writes the same thread (`getApplicantThread`,
 * `sendApplicantMessage`). The worker endpoints are part of the worker area (worker.ts re-exports them), the
 * hiring ones of the internal area (internal.ts). Rules in shared/domain/application-threads.ts and
 * shared/domain/moderation/messages.ts.
 */
import * as z from 'zod/mini';
import {
  MESSAGE_ID_PATTERN,
  MESSAGE_LANGUAGES,
  messageTextSchema,
  THREAD_PAGE_MAX,
  THREAD_PAGE_SIZE,
  THREAD_SIDES,
} from '../domain/application-threads';
import { APPLICATION_STATUS_CODES, REVIEWER_TYPE_CODES } from '../domain/codes';
import { idParamSchema, idSchema } from '../domain/text-rules';
import { nextCursor, pageQuery, successOutput } from './common';
import { defineEndpoint } from './contract';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${THREAD_PAGE_MAX}`;

/** A page of a thread: the cursor of the previous page and at most THREAD_PAGE_MAX entries. */
const threadPage = {
  cursor: pageQuery.cursor,
  limit: z.pipe(
    z.optional(z.string({ error: LIMIT_MESSAGE }).check(z.regex(/^[0-9]{1,2}$/, { error: LIMIT_MESSAGE }))),
    z.pipe(
      z.transform((limit: string | undefined) => (limit === undefined ? THREAD_PAGE_SIZE : Number(limit))),
      z
        .number()
        .check(z.minimum(1, { error: LIMIT_MESSAGE }), z.maximum(THREAD_PAGE_MAX, { error: LIMIT_MESSAGE })),
    ),
  ),
};

/** What a system entry records: a move to a status, or an interview proposed (its IST day and time). */
export const systemEntry = z.discriminatedUnion('KIND', [
  z.object({ KIND: z.literal('moved'), TO: z.enum(APPLICATION_STATUS_CODES) }),
  z.object({ KIND: z.literal('interview'), DATE: z.string(), TIME: z.string() }),
]);

/**
 * One entry of a thread. A message: its text as stored (a phone number or e-mail address masked: MASKED), who
 * wrote it (the hiring side's person by name, kind and organisation; never an e-mail or a number). A hiring
 * side's message the rules held is HELD: the worker gets no TEXT, only that it was held; the hiring side gets
 * the text and the rules it broke (HELD_RULES). A system entry has SYSTEM and no text.
 */
export const threadEntry = z.object({
  ID: z.string(),
  AT: z.string(),
  SIDE: z.enum(THREAD_SIDES),
  TEXT: z.optional(z.string()),
  BY_NAME: z.optional(z.string()),
  BY_TYPE: z.optional(z.enum(REVIEWER_TYPE_CODES)),
  BY_ORG_NAME: z.optional(z.string()),
  MASKED: z.optional(z.boolean()),
  HELD: z.optional(z.boolean()),
  HELD_RULES: z.optional(z.array(z.string())),
  REPORTED: z.optional(z.boolean()),
  /** The staff removed the message (the hiring side is told; the worker sees it as held). */
  REMOVED: z.optional(z.boolean()),
  SYSTEM: z.optional(systemEntry),
});
export type ThreadEntry = z.infer<typeof threadEntry>;

/** The thread as a whole: the job it is about, whether it takes messages, its read state and whether muted. */
export const threadState = z.object({
  TITLE: z.string(),
  COMPANY_NAME: z.string(),
  /** Whether a message can be sent now (false: the application was withdrawn, or the thread is full). */
  OPEN: z.boolean(),
  /** The worker muted it: no bell entry for a new message. */
  MUTED: z.boolean(),
  /** When the other side last read the thread; absent until it did. */
  OTHER_READ_AT: z.optional(z.string()),
});
export type ThreadState = z.infer<typeof threadState>;

const threadOutput = z.object({ data: z.array(threadEntry), cursor: nextCursor, THREAD: threadState });
const sentOutput = z.object({ success: z.boolean(), MESSAGE: threadEntry });

export const getApplicationThread = defineEndpoint({
  name: 'getApplicationThread',
  // readWrite: reading the newest page marks the thread read by the worker.
  uses: { table: 'readWrite' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary:
    "The thread of the signed-in worker's application to the job `id`, newest first, a page at a time (at most 50 entries); the first page marks it read. 404 for a job the worker did not apply for.",
  input: z.strictObject({ id: idParamSchema, ...threadPage }),
  output: threadOutput,
});

export const sendApplicationMessage = defineEndpoint({
  name: 'sendApplicationMessage',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "The worker writes in their application's thread (1 to 1000 characters; a phone number or e-mail address is masked). 404 for a job not applied for; 409 once withdrawn or full.",
  input: z.strictObject({ id: idSchema, text: messageTextSchema }),
  output: sentOutput,
});

export const muteApplicationThread = defineEndpoint({
  name: 'muteApplicationThread',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "Mutes (or unmutes) the worker's application thread: a muted thread's new messages make no bell entry. 404 for a job not applied for.",
  input: z.strictObject({ id: idSchema, muted: z.boolean({ error: 'muted must be true or false' }) }),
  output: successOutput,
});

export const reportApplicationMessage = defineEndpoint({
  name: 'reportApplicationMessage',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "The worker reports a hiring side's message in their application's thread to Earnlearn (once; again changes nothing). 404 for no such message.",
  input: z.strictObject({
    id: idSchema,
    messageId: z
      .string({ error: 'messageId must be the id of a message of this thread' })
      .check(z.regex(MESSAGE_ID_PATTERN, { error: 'messageId must be the id of a message of this thread' })),
  }),
  output: successOutput,
});

export const getApplicantThread = defineEndpoint({
  name: 'getApplicantThread',
  // readWrite: the newest page marks the thread read by the hiring side; batchWrite: the access entry (Rule 6).
  uses: { table: 'readWrite', batchWrite: true },
  method: 'GET',
  area: 'internal',
  caller: 'hiring',
  summary:
    "An application's thread for HR and OPS (any job) or the job's employer, newest first, a page at a time; each read is on the worker's record. 404 for an unknown application and for a job the caller may not work on.",
  input: z.strictObject({ id: idParamSchema, userId: idParamSchema, ...threadPage }),
  output: threadOutput,
});

export const sendApplicantMessage = defineEndpoint({
  name: 'sendApplicantMessage',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'internal',
  caller: 'hiring',
  summary:
    "The hiring side writes in an application's thread (1 to 1000 characters; contacts masked; a message asking for money, a UPI id, a payment link or WhatsApp/Telegram is held from the worker). 404 for a job the caller may not work on; 409 once withdrawn or full.",
  input: z.strictObject({ id: idSchema, userId: idSchema, text: messageTextSchema }),
  output: sentOutput,
});

const messageIdSchema = z
  .string({ error: 'messageId must be the id of a message of this thread' })
  .check(z.regex(MESSAGE_ID_PATTERN, { error: 'messageId must be the id of a message of this thread' }));

/**
 * A message translated for its reader (decision 606): the language its script shows, the reader's, and the
 * text in the reader's language; TEXT is absent where translation is off (the local twin, a stage with
 * `jobTranslation: "off"`).
 */
const translatedOutput = z.object({
  data: z.object({
    FROM: z.enum(MESSAGE_LANGUAGES),
    TO: z.enum(MESSAGE_LANGUAGES),
    TEXT: z.optional(z.string()),
  }),
});

export const translateApplicationMessage = defineEndpoint({
  name: 'translateApplicationMessage',
  // readWrite: the translation is kept on the message, so it is made once.
  uses: { table: 'readWrite', translate: true },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "A message of the worker's application thread in the worker's site language (Amazon Translate; kept once made). 404 for no such message, or one held from the worker.",
  input: z.strictObject({ id: idSchema, messageId: messageIdSchema }),
  output: translatedOutput,
});

export const translateApplicantMessage = defineEndpoint({
  name: 'translateApplicantMessage',
  // readWrite: the translation is kept on the message; batchWrite: the read on the worker's record (Rule 6).
  uses: { table: 'readWrite', batchWrite: true, translate: true },
  method: 'POST',
  area: 'internal',
  caller: 'hiring',
  summary:
    "A message of an application's thread in English for the hiring side (Amazon Translate; kept once made); the read is on the worker's record. 404 as getApplicantThread, and for no such message.",
  input: z.strictObject({ id: idSchema, userId: idSchema, messageId: messageIdSchema }),
  output: translatedOutput,
});
