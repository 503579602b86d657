/**
 * The application threads' logic both sides share (issue 39): a page of the thread as one side sees it, and a
 * message checked by the rules (masked contacts, held scam messages: shared/domain/moderation/messages.ts)
 * and written with the thread's state and, for a hiring side's message the worker may see, the bell entry
 * (unless the worker muted the thread) and its place on the due-list of SMS (nudges.ts).
 *
 * What each side sees of an entry: the worker sees a held message only as held (no text), and never the
 * rules; the hiring side sees everything, the held text with the rules it broke and whether the worker
 * reported it. Neither side ever gets the other's e-mail address or number: messages carry names only, and
 * contacts in a text were masked before it was stored.
 */
import type { Hirer } from '#lib/auth/hiring';
import * as threads from '#lib/db/application-threads';
import type { StoredApplication } from '#lib/db/applications';
import { aboutJob } from '#lib/db/notifications';
import { Conflict, NotFound } from '#lib/errors';
import type { Translator } from '#lib/translation/translator';
import type { ThreadEntry } from '#shared/api/application-threads';
import {
  MESSAGES_PER_THREAD,
  type MessageLanguage,
  messageMessages,
  scriptLanguageOf,
} from '#shared/domain/application-threads';
import { WITHDRAWN_STATUS } from '#shared/domain/codes';
import { checkMessage } from '#shared/domain/moderation/messages';

export type Side = 'worker' | 'hiring';

/** One stored entry as `side` sees it. */
export function entryFor(side: Side, stored: threads.StoredThreadEntry): ThreadEntry {
  const base = { ID: stored.ID, AT: stored.AT, SIDE: stored.SIDE };
  if (stored.SIDE === 'system') return { ...base, ...(stored.SYSTEM ? { SYSTEM: stored.SYSTEM } : {}) };
  // Held until the staff release it; removed by the staff (decision 603): the worker keeps the warning.
  const removed = stored.REVIEW?.DECISION === 'remove';
  const held = threads.hiddenFromWorker(stored);
  const hidden = held && side === 'worker';
  return {
    ...base,
    ...(hidden ? {} : { TEXT: stored.TEXT ?? '' }),
    ...(stored.BY_NAME === undefined ? {} : { BY_NAME: stored.BY_NAME }),
    ...(stored.BY_TYPE === undefined ? {} : { BY_TYPE: stored.BY_TYPE }),
    ...(stored.BY_ORG_NAME === undefined ? {} : { BY_ORG_NAME: stored.BY_ORG_NAME }),
    ...(stored.MASKED ? { MASKED: true } : {}),
    ...(held ? { HELD: true } : {}),
    ...(held && side === 'hiring' && stored.HELD_RULES?.length ? { HELD_RULES: stored.HELD_RULES } : {}),
    ...(removed && side === 'hiring' ? { REMOVED: true } : {}),
    ...(stored.REPORTED_AT ? { REPORTED: true } : {}),
  };
}

/** Whether the thread takes a message now (not withdrawn, not erased by retention, not full). */
export function isOpen(application: StoredApplication): boolean {
  return (
    application.STATUS !== WITHDRAWN_STATUS.code &&
    application.THREAD_ERASED_AT === undefined &&
    (application.THREAD_COUNT ?? 0) < MESSAGES_PER_THREAD
  );
}

/**
 * A page of the application's thread as `side` sees it; the newest page (no cursor) marks the thread read by
 * `side` when something is unread (one UpdateItem, only then).
 */
export async function readThread(
  side: Side,
  application: StoredApplication,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
) {
  const { USER_ID: userId, ID: jobId } = application;
  const entries = await threads.page(userId, jobId, page);
  if (page.cursor === undefined && threads.unreadBy(application, side))
    await threads.markRead(userId, jobId, side, now.toISOString());
  const otherReadAt =
    side === 'worker' ? application.THREAD_HIRING_READ_AT : application.THREAD_WORKER_READ_AT;
  return {
    data: entries.items.map((entry) => entryFor(side, entry)),
    cursor: entries.cursor,
    THREAD: {
      TITLE: application.TITLE,
      COMPANY_NAME: application.COMPANY_NAME,
      OPEN: isOpen(application),
      MUTED: application.THREAD_MUTED === true,
      ...(otherReadAt ? { OTHER_READ_AT: otherReadAt } : {}),
    },
  };
}

/**
 * Writes `text` in the application's thread as `side` (`hirer`: who, on the hiring side): masked, and for the
 * hiring side held when a holding rule hits. A 409 when the thread takes no message (withdrawn, full).
 */
export async function sendMessage(
  side: Side,
  application: StoredApplication,
  text: string,
  now: Date,
  hirer?: Hirer,
): Promise<ThreadEntry> {
  if (application.STATUS === WITHDRAWN_STATUS.code)
    throw new Conflict('This application was withdrawn, so its conversation takes no more messages.');
  if (application.THREAD_ERASED_AT !== undefined) throw new Conflict(messageMessages.erased);
  if (!isOpen(application)) throw new Conflict(messageMessages.full);
  const check = checkMessage(text);
  // The rules protect the worker: the hiring side's scam message is held, the worker's never is.
  const held = side === 'hiring' && check.holdingRules.length > 0;
  const entry: threads.StoredThreadEntry & { SIDE: Side } = {
    ID: threads.newEntryId(now),
    JOB_ID: application.ID,
    AT: now.toISOString(),
    SIDE: side,
    TEXT: check.text,
    ...(hirer
      ? {
          BY_ID: hirer.ID,
          BY_NAME: hirer.NAME,
          BY_TYPE: hirer.TYPE,
          ...(hirer.ORG_NAME ? { BY_ORG_NAME: hirer.ORG_NAME } : {}),
        }
      : { BY_ID: application.USER_ID }),
    ...(check.masked ? { MASKED: true } : {}),
    ...(held ? { HELD_RULES: check.holdingRules } : {}),
  };
  // The worker hears of a message they may read, unless they muted the thread.
  // The same message, still unread 15 minutes on, gets one SMS (nudges.ts): the thread's due time is kept.
  const bell =
    side === 'hiring' && !held && application.THREAD_MUTED !== true
      ? {
          content: { kind: 'newMessage' as const, ...aboutJob(application) },
          nudgeAt: application.THREAD_NUDGE_AT ?? entry.AT,
        }
      : undefined;
  await threads.send(application.USER_ID, entry, bell);
  return entryFor(side, entry);
}

/**
 * A message of the thread translated for its reader (decision 606), into `to`: from the language its script
 * shows; kept on the message once made, so a second reader, or a second press, costs no Translate call. A
 * message already in `to` comes back as it is. The worker may translate only what they may read (a held or
 * removed message is a 404 to them, as a system entry is to both). `TEXT` is absent where the port translates
 * nothing (the twin, a stage with translation off).
 */
export async function translateMessage(
  side: Side,
  application: StoredApplication,
  messageId: string,
  to: MessageLanguage,
  translator: Translator,
): Promise<{ FROM: MessageLanguage; TO: MessageLanguage; TEXT?: string }> {
  const entry = await threads.getEntry(application.USER_ID, application.ID, messageId);
  if (
    !entry ||
    entry.SIDE === 'system' ||
    entry.TEXT === undefined ||
    (side === 'worker' && threads.hiddenFromWorker(entry))
  )
    throw new NotFound('There is no such message in this conversation.');
  const from = scriptLanguageOf(entry.TEXT);
  if (from === to) return { FROM: from, TO: to, TEXT: entry.TEXT };
  const kept = entry[threads.translatedAttribute(to)];
  if (kept !== undefined) return { FROM: from, TO: to, TEXT: kept };
  const text = await translator.translateOne(entry.TEXT, from, to);
  if (text === undefined) return { FROM: from, TO: to };
  await threads.keepTranslation(application.USER_ID, application.ID, entry.ID, to, text);
  return { FROM: from, TO: to, TEXT: text };
}
