/**
 * A worker's nominee (DPDP Act s.14) and grievances (s.13): the rules the server and the browser share. A
 * grievance must be answered within GRIEVANCE_ANSWER_DAYS of being raised (its due date); the admin's
 * Grievances screen lists open ones as due soon within DUE_SOON_DAYS of that date and overdue after it.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN, isValidEmail, MOBILE_NUMBER_PATTERN, nameSchema, plainText } from './rules';

/** The concerns a worker may raise (a fixed list: the admin's screen and the counts group by it). */
export const GRIEVANCE_CATEGORIES = [
  'myData',
  'correction',
  'erasure',
  'consent',
  'messages',
  'sharing',
  'security',
  'other',
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** The English names of the categories, for the staff screens (the worker's screens translate them). */
export const GRIEVANCE_CATEGORY_NAMES: Record<GrievanceCategory, string> = {
  myData: 'The data held about me',
  correction: 'Correcting my data',
  erasure: 'Erasing my data',
  consent: 'Consent and its withdrawal',
  messages: 'SMS or e-mails I get',
  sharing: 'Who my data was shared with',
  security: 'Security of my data',
  other: 'Something else',
};

export const GRIEVANCE_TEXT_MAX = 2000;
export const GRIEVANCE_REPLY_MAX = 2000;
/** Replies kept on one ticket (they live in the ticket's item, which stays far below DynamoDB's 400 KB). */
export const GRIEVANCE_REPLIES_MAX = 50;
/** The open tickets a worker may have at once: more waits until one is closed (a flood is not a concern). */
export const GRIEVANCE_OPEN_MAX = 5;
/** The notice's promise: an answer within 90 days (Rule 14(3)). */
export const GRIEVANCE_ANSWER_DAYS = 90;
export const DUE_SOON_DAYS = 14;
const DAY_MS = 24 * 3600_000;

export const GRIEVANCE_VIEWS = ['open', 'dueSoon', 'overdue'] as const;
export type GrievanceView = (typeof GRIEVANCE_VIEWS)[number];
export type GrievanceState = 'open' | 'dueSoon' | 'overdue' | 'closed';

/** When a grievance raised at `raisedAt` must be answered by. */
export function grievanceDueAt(raisedAt: Date): Date {
  return new Date(raisedAt.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS);
}

/** Where a ticket stands at `now`: closed, overdue (past its due date), due soon (within 14 days) or open. */
export function grievanceState(
  ticket: { dueAt: string; closedAt?: string | undefined },
  now: Date,
): GrievanceState {
  if (ticket.closedAt) return 'closed';
  const left = Date.parse(ticket.dueAt) - now.getTime();
  if (left < 0) return 'overdue';
  if (left <= DUE_SOON_DAYS * DAY_MS) return 'dueSoon';
  return 'open';
}

/**
 * The due dates a view lists at `now` (ISO times, `from` inclusive, `to` exclusive): every open ticket, those
 * due within 14 days, those past due.
 */
export function grievanceViewRange(view: GrievanceView, now: Date): { from?: string; to?: string } {
  const at = now.toISOString();
  if (view === 'overdue') return { to: at };
  if (view === 'dueSoon')
    return { from: at, to: new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS + 1).toISOString() };
  return {};
}

/** A ticket's reference: `<worker id>-<8 hex>`, what the worker and the admin quote. */
export const GRIEVANCE_ID_PATTERN = /^[1-9][0-9]{0,11}-[0-9a-f]{8}$/;

export const grievanceMessages = {
  id: 'id must be the reference of a concern',
  category: `category must be one of ${GRIEVANCE_CATEGORIES.join(', ')}`,
  text: `Please describe your concern in at most ${GRIEVANCE_TEXT_MAX} characters`,
  reply: `Please write a reply of at most ${GRIEVANCE_REPLY_MAX} characters`,
  contact: 'contact must be a 10-digit mobile number or an e-mail address',
  tooManyOpen: `You have ${GRIEVANCE_OPEN_MAX} open concerns: please wait for an answer before raising another.`,
  closed: 'This concern is closed.',
  tooManyReplies: `This concern has ${GRIEVANCE_REPLIES_MAX} replies: close it and ask the worker to raise a new one.`,
} as const;

export const grievanceIdSchema = z
  .string({ error: grievanceMessages.id })
  .check(z.regex(GRIEVANCE_ID_PATTERN, { error: grievanceMessages.id }));

export const grievanceCategorySchema = z.enum(GRIEVANCE_CATEGORIES, { error: grievanceMessages.category });

/** Free text of 1 to `max` characters, several lines allowed, no markup or hidden characters. */
function ticketText(max: number, message: string, label: string) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: message }),
      ...plainText(label, { multiLine: true }),
    );
}

export const grievanceTextSchema = ticketText(GRIEVANCE_TEXT_MAX, grievanceMessages.text, 'Concern');
export const grievanceReplySchema = ticketText(GRIEVANCE_REPLY_MAX, grievanceMessages.reply, 'Reply');

/** Which kind of contact a nominee's is: a mobile number, or an e-mail address (lower-cased when stored). */
export function nomineeContactKind(contact: string): 'mobile' | 'email' | undefined {
  if (MOBILE_NUMBER_PATTERN.test(contact)) return 'mobile';
  const lower = contact.toLowerCase();
  if (EMAIL_PATTERN.test(lower) && isValidEmail(lower)) return 'email';
  return undefined;
}

export const nomineeContactSchema = z.string({ error: grievanceMessages.contact }).check(
  z.trim(),
  z.refine((value) => nomineeContactKind(value) !== undefined, { error: grievanceMessages.contact }),
);

/** The nominee as the worker names them: a name and a contact. */
export const nomineeInput = z.strictObject({ name: nameSchema, contact: nomineeContactSchema });
