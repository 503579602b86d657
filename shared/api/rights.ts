/**
 * A worker's nominee (DPDP Act s.14) and grievances (s.13), from the Privacy section of the profile (
 * handlers in functions/worker/). The rules are in shared/domain/grievances.ts; docs/privacy.md says how each
 * obligation is met.
 */
import * as z from 'zod/mini';
import { SITE_LANGUAGES } from '../domain/codes';
import {
  GRIEVANCE_CATEGORIES,
  grievanceCategorySchema,
  grievanceTextSchema,
  nomineeInput,
} from '../domain/grievances';
import { noInput } from './common';
import { defineEndpoint } from './contract';

/** The nominee as stored: `contact` is a mobile number or an e-mail address (`kind` says which). */
export const nomineeView = z.object({
  name: z.string(),
  contact: z.string(),
  kind: z.enum(['mobile', 'email']),
  /** When the worker named them (ISO 8601). */
  setAt: z.string(),
});
export type NomineeView = z.infer<typeof nomineeView>;

const grievanceStates = ['open', 'dueSoon', 'overdue', 'closed'] as const;

/** One reply to a concern, as the worker sees it (who on the staff wrote it is not shown). */
export const grievanceReplyView = z.object({ at: z.string(), text: z.string() });

/** A concern as the worker sees it: what they wrote, the due date of the answer, and every reply. */
export const workerGrievance = z.object({
  /** The reference to quote: `<worker id>-<8 hex>`. */
  id: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  text: z.string(),
  raisedAt: z.string(),
  /** The answer is due by then (90 days after it was raised). */
  dueAt: z.string(),
  state: z.enum(grievanceStates),
  closedAt: z.optional(z.string()),
  /** Oldest first. */
  replies: z.array(grievanceReplyView),
});
export type WorkerGrievance = z.infer<typeof workerGrievance>;

const languageSchema = z.enum(SITE_LANGUAGES, { error: 'language must be one of en, hi, te' });

/** The worker's nominee and concerns in one read: what the Privacy section shows of the worker's rights. */
export const getMyRights = defineEndpoint({
  name: 'getMyRights',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: "The signed-in worker's nominee (absent when none) and concerns, newest first, with every reply.",
  input: noInput,
  output: z.object({ nominee: z.optional(nomineeView), grievances: z.array(workerGrievance) }),
});

/** Names, changes (`nominee`) or removes (`nominee: null`) the worker's nominee. */
export const setNominee = defineEndpoint({
  name: 'setNominee',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "Name, change or remove (null) the nominee who may exercise the worker's rights on their death or incapacity.",
  input: z.strictObject({ nominee: z.nullable(nomineeInput) }),
  output: z.object({ nominee: z.optional(nomineeView) }),
});

export const raiseGrievance = defineEndpoint({
  name: 'raiseGrievance',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Raise a concern about personal data: a ticket the privacy contact must answer within 90 days.',
  input: z.strictObject({
    category: grievanceCategorySchema,
    text: grievanceTextSchema,
    language: languageSchema,
  }),
  output: z.object({ data: workerGrievance }),
});
