/**
 * A conversation per application (issue 39): the worker and whoever reviews the application (Earnlearn's HR and
 * OPS, the job's employer's people) write to each other in the application's thread, beside the moves and
 * interview invitations, which the thread shows as system entries. The rules the server and the browser share.
 *
 * A message is plain text of 1 to MESSAGE_TEXT_MAX characters, in any script (several lines allowed, no markup
 * or hidden characters). Contacts are masked and scam messages held by the rules of postings
 * (moderation/messages.ts). A thread holds at most MESSAGES_PER_THREAD messages, and a page of it at most
 * THREAD_PAGE_MAX entries, newest first.
 */
import * as z from 'zod/mini';
import { plainText } from './text-rules';

export const MESSAGE_TEXT_MAX = 1000;
/** The most messages (system entries not counted) one application's thread takes. */
export const MESSAGES_PER_THREAD = 500;
/** A page of the thread: THREAD_PAGE_SIZE entries unless the caller asks for fewer, at most THREAD_PAGE_MAX. */
export const THREAD_PAGE_SIZE = 20;
export const THREAD_PAGE_MAX = 50;
/**
 * How long a hiring side's message the worker may read stays unread before one SMS tells them of it
 * (decision 605); at most one such SMS a thread until the worker reads it.
 */
export const THREAD_NUDGE_DELAY_MINUTES = 15;
/** How long a thread is kept after its application ends (Selected, Rejected, Withdrawn): a year (decision 608). */
export const THREAD_KEPT_DAYS_AFTER_END = 365;

/** Who wrote an entry: the worker, the hiring side (HR, OPS, the employer's people), or the system (a move). */
export const THREAD_SIDES = ['worker', 'hiring', 'system'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/** What a system entry records: a status move (to the status), an interview proposed. */
export const SYSTEM_ENTRY_KINDS = ['moved', 'interview'] as const;
export type SystemEntryKind = (typeof SYSTEM_ENTRY_KINDS)[number];

export const messageMessages = {
  text: `Write a message of 1 to ${MESSAGE_TEXT_MAX} characters.`,
  full: `This conversation already has ${MESSAGES_PER_THREAD} messages, the most it can hold.`,
  erased: 'This conversation was erased a year after the application ended, so it takes no more messages.',
} as const;

export const messageTextSchema = z
  .string({ error: messageMessages.text })
  .check(
    z.trim(),
    z.minLength(1, { error: messageMessages.text }),
    z.maxLength(MESSAGE_TEXT_MAX, { error: messageMessages.text }),
    ...plainText('Message', { multiLine: true }),
  );

/** A message's id in its thread: the time it was written and 8 hex digits. */
export const MESSAGE_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f]{8}$/;

/** The languages a message is translated between (the site's). */
export const MESSAGE_LANGUAGES = ['en', 'hi', 'te'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/**
 * The language a message's script shows (decision 606): more Telugu letters than Devanagari ones, Telugu; any
 * Devanagari, Hindi; else English (Hindi typed in Latin letters reads as English: Translate cannot tell them
 * apart without its paid detection, and the reader sees the original beside the translation).
 */
export function scriptLanguageOf(text: string): MessageLanguage {
  const telugu = text.match(/[\u0C00-\u0C7F]/g)?.length ?? 0;
  const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
  if (telugu > devanagari) return 'te';
  if (devanagari > 0) return 'hi';
  return 'en';
}
