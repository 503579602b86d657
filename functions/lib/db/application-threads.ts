/**
 * Application threads (issue 39): the conversation of one application between the worker and whoever reviews
 * it, with its moves and interview invitations as system entries. Every entry lives in the worker's partition,
 * in its thread's own sort-key range, so the worker's export lists the thread and erasing the account deletes
 * it with the rest of the partition; the thread's state (how many messages, when the last was written, when
 * each side last read it, whether the worker muted it) is on the application item.
 *
 * | pattern                                   | key / index                                                    | operation |
 * |-------------------------------------------|----------------------------------------------------------------|-----------|
 * | a page of the thread, newest first        | pk=USER#<userId> begins_with(sk, THREAD#<jobId>#), backwards, Limit <= 50, consistent | Query |
 * | send a message                            | entry (new) + application if there, not withdrawn, not full (COUNT + 1, LAST_AT, the sender's READ_AT; the hiring side's: NUDGE_AT if none; the worker's: REMOVE NUDGED_AT, NUDGE_AT) + the worker's bell entry and its due SMS (a hiring side's message, unless held or muted) | TransactWriteItems |
 * | a move or an interview as a system entry  | entry (new), inside the move's own transaction (applications.ts, interviews.ts) | TransactWriteItems item |
 * | mark read (one side)                      | application: SET THREAD_<SIDE>_READ_AT (the worker's: REMOVE THREAD_NUDGED_AT, THREAD_NUDGE_AT), if something is unread | UpdateItem |
 * | unread messages due an SMS, oldest first  | pk=THREADS#NUDGE sk < <cutoff> (the message's time#user#job), Limit <= 100 | Query |
 * | claim the one SMS until read              | application: SET THREAD_NUDGED_AT if there, not withdrawn, not muted, not nudged, the message unread | UpdateItem |
 * | done with a due item                      | pk=THREADS#NUDGE sk=<at>#<user>#<job>                          | DeleteItem |
 * | mute / unmute (the worker)                | application: SET THREAD_MUTED                                    | UpdateItem |
 * | report a message (the worker)             | entry: SET REPORTED_AT if it is the hiring side's (and the review keys, the first time, unless removed) | UpdateItem |
 * | the staff's review queue, newest first    | gsi2 (sparse): gsi2pk=MESSAGES#REVIEW gsi2sk=<at>#<userId>#<jobId>#<id>, Limit <= 50 | Query |
 * | decide a message in review (staff)        | entry if still in review (SET REVIEW, REMOVE gsi2pk, gsi2sk) + the audit record in the job's partition + on release the worker's bell entry (unless muted) | TransactWriteItems |
 *
 * | an application ends (Selected, Rejected, Withdrawn) | pk=THREADS#ENDED sk=<ended at>#<user>#<job> (new), in the move's own transaction | TransactWriteItems item |
 * | threads ended a year ago, oldest first    | pk=THREADS#ENDED sk < <a year ago>, Limit <= 100                | Query |
 * | erase an ended thread (retention)         | its entries, one page of 100 at a time (Query, DeleteItem each) + application: SET THREAD_ERASED_AT, REMOVE the thread's state, if there + the list item | Query, DeleteItem, UpdateItem |
 *
 * | keep a message's translation             | entry: SET TRANSLATED_<LANG> if it is there                     | UpdateItem |
 *
 * A page is one bounded Query whatever the thread's length (at most MESSAGES_PER_THREAD messages and the moves).
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationContent } from '#shared/api/notifications';
import { MESSAGES_PER_THREAD, type ThreadSide } from '#shared/domain/application-threads';
import type { ApplicationStatus, ReviewerType } from '#shared/domain/codes';
import { WITHDRAWN_STATUS } from '#shared/domain/codes';
import { db, tableName } from '../clients/dynamodb';
import { decodeCursor, encodeCursor } from './cursor';
import {
  applicationKey,
  ENDED_THREADS,
  endedThreadKey,
  MESSAGES_IN_REVIEW,
  messageReviewAuditKey,
  messageReviewKeys,
  messageReviewShape,
  THREAD_NUDGES,
  threadEntryKey,
  threadEntryShape,
  threadNudgeKey,
  threadPrefix,
  workerPartition,
} from './keys';
import * as notifications from './notifications';
import { type Page, queryPage } from './paging';
import { isConditionFailure, putNew, type TransactItem, transact } from './transactions';

/** What a system entry records. */
export type StoredSystemEntry =
  | { KIND: 'moved'; TO: ApplicationStatus }
  | { KIND: 'interview'; DATE: string; TIME: string };

/** One entry of a thread as the table holds it (beside its keys). */
export interface StoredThreadEntry {
  ID: string;
  JOB_ID: number;
  AT: string;
  SIDE: ThreadSide;
  /** A message's text as stored: contacts already masked. */
  TEXT?: string;
  /** Who wrote a message, as the account had it then (the worker's own: their id only). */
  BY_ID?: number;
  BY_NAME?: string;
  BY_TYPE?: ReviewerType;
  BY_ORG_NAME?: string;
  /** Whether a phone number or e-mail address was masked on write. */
  MASKED?: boolean;
  /** A hiring side's message the rules held from the worker: the rules it broke. */
  HELD_RULES?: string[];
  /** When the worker reported the message. */
  REPORTED_AT?: string;
  /** The staff's decision on the message, once held or reported (decision 603). */
  REVIEW?: StoredMessageReview;
  /** The review queue's keys (gsi2, sparse): present while the message waits for a decision. */
  gsi2pk?: string;
  gsi2sk?: string;
  SYSTEM?: StoredSystemEntry;
  /** The message's text translated on demand, kept once made (decision 606): by the reader's language. */
  TRANSLATED_EN?: string;
  TRANSLATED_HI?: string;
  TRANSLATED_TE?: string;
}

/** What the staff decide on a message in review: release a held one, remove it, or dismiss a report. */
export type MessageReviewDecision = 'release' | 'remove' | 'dismiss';

/** The staff's decision, as the audit record keeps it (the entry keeps the admin's id only). */
export interface StoredMessageReview {
  DECISION: MessageReviewDecision;
  AT: string;
  BY: { ID: number; EMAIL?: string };
}

/** Whether the worker is kept from a message's text: held and not released, or removed by the staff. */
export function hiddenFromWorker(entry: StoredThreadEntry): boolean {
  if (entry.REVIEW?.DECISION === 'remove') return true;
  return (entry.HELD_RULES?.length ?? 0) > 0 && entry.REVIEW?.DECISION !== 'release';
}

/** The thread's state, on the application item. */
export type StoredThreadState = {
  THREAD_COUNT?: number;
  THREAD_LAST_AT?: string;
  THREAD_WORKER_READ_AT?: string;
  THREAD_HIRING_READ_AT?: string;
  THREAD_MUTED?: boolean;
  /** The time of the thread's item on the due-list of SMS (decision 605), while there is one. */
  THREAD_NUDGE_AT?: string;
  /** When the one SMS of an unread message went (decision 605); removed when the worker reads the thread. */
  THREAD_NUDGED_AT?: string;
  /** When the retention job erased the thread, a year after the application ended (decision 608): closed since. */
  THREAD_ERASED_AT?: string;
};

const READ_AT = { worker: 'THREAD_WORKER_READ_AT', hiring: 'THREAD_HIRING_READ_AT' } as const;

/** How long a due item waits at most: a run that never came leaves nothing behind for long. */
const NUDGE_KEEP_SECONDS = 7 * 24 * 3600;

/** A message's due SMS, for the transaction that writes what the worker may now read (message, release). */
function nudgePut(userId: number, jobId: number, at: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...threadNudgeKey(at, userId, jobId),
        entity: 'THREAD_NUDGE',
        USER_ID: userId,
        JOB_ID: jobId,
        AT: at,
        ttl: Math.floor(Date.parse(at) / 1000) + NUDGE_KEEP_SECONDS,
      },
    },
  };
}

/** A new entry's id: its time and 8 hex digits. */
export function newEntryId(now: Date): string {
  return `${now.toISOString()}#${randomBytes(4).toString('hex')}`;
}

function entryItem(userId: number, entry: StoredThreadEntry) {
  // A held message waits for the staff's review from the moment it is written.
  const review =
    (entry.HELD_RULES?.length ?? 0) > 0 ? messageReviewKeys(userId, entry.JOB_ID, entry.ID, entry.AT) : {};
  return { ...threadEntryKey(userId, entry.JOB_ID, entry.ID), entity: 'THREAD', ...entry, ...review };
}

/** A system entry as one item of the transaction of the move or interview it records. */
export function systemEntryPut(
  userId: number,
  jobId: number,
  system: StoredSystemEntry,
  now: Date,
): TransactItem {
  const entry: StoredThreadEntry = {
    ID: newEntryId(now),
    JOB_ID: jobId,
    AT: now.toISOString(),
    SIDE: 'system',
    SYSTEM: system,
  };
  return { Put: { TableName: tableName, Item: entryItem(userId, entry) } };
}

/** The 409 of a message to a thread that closed or filled up between the handler's read and the write. */
export const THREAD_CLOSED =
  'This conversation takes no more messages: the application was withdrawn or the conversation is full.';

/**
 * Writes a message with the thread's new state in one transaction: the application must still be there, not
 * withdrawn, and hold fewer than MESSAGES_PER_THREAD messages (a Conflict THREAD_CLOSED otherwise: the handler
 * checked both before, so only a race gets it); `bell`: the worker's notification, in the same transaction.
 */
export async function send(
  userId: number,
  entry: StoredThreadEntry & { SIDE: 'worker' | 'hiring' },
  bell?: { content: NotificationContent; nudgeAt: string },
): Promise<void> {
  // The thread's one due SMS (decision 605): its time is the first unread message's, kept on the application.
  const nudge = bell ? ', THREAD_NUDGE_AT = if_not_exists(THREAD_NUDGE_AT, :nudge)' : '';
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: entryItem(userId, entry),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: applicationKey(userId, entry.JOB_ID),
        ConditionExpression:
          'attribute_exists(pk) AND #status <> :withdrawn AND attribute_not_exists(THREAD_ERASED_AT) AND (attribute_not_exists(THREAD_COUNT) OR THREAD_COUNT < :max)',
        // The worker writing has read the thread: the next unread message may have its SMS again.
        UpdateExpression: `SET THREAD_COUNT = if_not_exists(THREAD_COUNT, :zero) + :one, THREAD_LAST_AT = :at, ${READ_AT[entry.SIDE]} = :at${nudge}${entry.SIDE === 'worker' ? ' REMOVE THREAD_NUDGED_AT, THREAD_NUDGE_AT' : ''}`,
        ExpressionAttributeNames: { '#status': 'STATUS' },
        ExpressionAttributeValues: {
          ':withdrawn': WITHDRAWN_STATUS.code,
          ':max': MESSAGES_PER_THREAD,
          ':zero': 0,
          ':one': 1,
          ':at': entry.AT,
          ...(bell ? { ':nudge': bell.nudgeAt } : {}),
        },
      },
    },
  ];
  if (bell)
    items.push(
      notifications.put(userId, bell.content, new Date(entry.AT)),
      nudgePut(userId, entry.JOB_ID, bell.nudgeAt),
    );
  await transact(items, { 1: THREAD_CLOSED });
}

/** One page of the thread, newest first (strongly consistent: a message just sent is on it). */
export async function page(
  userId: number,
  jobId: number,
  options: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredThreadEntry>> {
  const partition = workerPartition(userId);
  const prefix = threadPrefix(jobId);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, {
        partitionKey: 'pk',
        sortKey: 'sk',
        partition,
        sortKeyPrefix: prefix,
        shape: threadEntryShape,
      }),
    }),
  );
  return {
    items: (result.Items ?? []) as StoredThreadEntry[],
    cursor: encodeCursor(result.LastEvaluatedKey),
  };
}

/** Marks the thread read by `side` at `at` (the application must still be there). */
export async function markRead(userId: number, jobId: number, side: 'worker' | 'hiring', at: string) {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(userId, jobId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: `SET ${READ_AT[side]} = :at${side === 'worker' ? ' REMOVE THREAD_NUDGED_AT, THREAD_NUDGE_AT' : ''}`,
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error: unknown) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Whether `side` has not read the thread's last message (per the application's thread state). */
export function unreadBy(state: StoredThreadState, side: 'worker' | 'hiring'): boolean {
  const last = state.THREAD_LAST_AT;
  const read = state[READ_AT[side]];
  return last !== undefined && (read === undefined || read < last);
}

/** Mutes or unmutes the thread for the worker; false when there is no such application. */
export async function setMuted(userId: number, jobId: number, muted: boolean): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(userId, jobId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET THREAD_MUTED = :muted',
        ExpressionAttributeValues: { ':muted': muted },
      }),
    );
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Marks a hiring side's message reported by the worker (once) and, that first time, puts it in the staff's
 * review queue (unless the staff removed it already; a held one is there already); false when there is no such
 * message.
 */
export async function report(userId: number, jobId: number, id: string, at: string): Promise<boolean> {
  const key = threadEntryKey(userId, jobId, id);
  const review = messageReviewKeys(userId, jobId, id, at);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        ConditionExpression:
          'attribute_exists(pk) AND SIDE = :hiring AND attribute_not_exists(REPORTED_AT) AND (attribute_not_exists(REVIEW) OR REVIEW.DECISION <> :remove)',
        UpdateExpression: 'SET REPORTED_AT = :at, gsi2pk = :queue, gsi2sk = if_not_exists(gsi2sk, :order)',
        ExpressionAttributeValues: {
          ':hiring': 'hiring',
          ':remove': 'remove',
          ':at': at,
          ':queue': review.gsi2pk,
          ':order': review.gsi2sk,
        },
      }),
    );
    return true;
  } catch (error: unknown) {
    if (!isConditionFailure(error)) throw error;
  }
  // Reported before, or removed: nothing changes, but the message must be there and the hiring side's.
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        ConditionExpression: 'attribute_exists(pk) AND SIDE = :hiring',
        UpdateExpression: 'SET REPORTED_AT = if_not_exists(REPORTED_AT, :at)',
        ExpressionAttributeValues: { ':hiring': 'hiring', ':at': at },
      }),
    );
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** One page of the staff's review queue: held and reported messages, newest first. */
export async function reviewQueue(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<StoredThreadEntry & { pk: string }>> {
  return queryPage({
    index: 'gsi2',
    partition: MESSAGES_IN_REVIEW,
    shape: messageReviewShape,
    order: 'newest',
    ...page,
  });
}

/** One entry of a thread, read consistently (the staff's decision checks it first). */
export async function getEntry(
  userId: number,
  jobId: number,
  id: string,
): Promise<StoredThreadEntry | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: threadEntryKey(userId, jobId, id), ConsistentRead: true }),
  );
  return Item as StoredThreadEntry | undefined;
}

/** The 409 of a decision on a message that is no longer in review. */
export const MESSAGE_ALREADY_DECIDED = 'This message was decided already: it is no longer in review.';

/**
 * The staff's decision on a message in review, off the queue, with its audit record in the job's partition
 * (who, when, what; never the text: that stays in the worker's partition), in one transaction conditional on
 * the message still being in review (a Conflict MESSAGE_ALREADY_DECIDED otherwise); `bell`: on a release, the
 * worker's new-message notification.
 */
export async function decideReview(
  userId: number,
  entry: StoredThreadEntry,
  review: StoredMessageReview,
  bell?: NotificationContent,
): Promise<void> {
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: threadEntryKey(userId, entry.JOB_ID, entry.ID),
        ConditionExpression: 'attribute_exists(gsi2pk)',
        UpdateExpression: 'SET REVIEW = :review REMOVE gsi2pk, gsi2sk',
        // The admin by id only on the entry: it is in the worker's export, and an e-mail is the admin's own.
        ExpressionAttributeValues: {
          ':review': { DECISION: review.DECISION, AT: review.AT, BY: { ID: review.BY.ID } },
        },
      },
    },
    putNew({
      ...messageReviewAuditKey(entry.JOB_ID, review.AT, userId),
      entity: 'MESSAGE_REVIEW',
      JOB_ID: entry.JOB_ID,
      USER_ID: userId,
      MESSAGE_ID: entry.ID,
      ...review,
      ...(entry.HELD_RULES ? { HELD_RULES: entry.HELD_RULES } : {}),
      ...(entry.REPORTED_AT ? { REPORTED: true } : {}),
    }),
  ];
  if (bell) items.push(notifications.put(userId, bell, new Date(review.AT)));
  await transact(items, { 0: MESSAGE_ALREADY_DECIDED });
}

/** Writes a system entry on its own, right after what it records (an interview proposed, as its bell entry is). */
export async function addSystemEntry(
  userId: number,
  jobId: number,
  system: StoredSystemEntry,
  now: Date,
): Promise<void> {
  await transact([systemEntryPut(userId, jobId, system, now)]);
}

/** One message due its SMS: whose thread, and when the message became readable. */
export interface DueNudge {
  USER_ID: number;
  JOB_ID: number;
  AT: string;
  pk: string;
  sk: string;
}

/** The most due items one Query reads. */
export const NUDGES_PAGE = 100;

/** The messages written before `cutoff` still due their SMS, oldest first, one bounded page. */
export async function dueNudges(cutoff: string, start?: Record<string, unknown>) {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
      ExpressionAttributeValues: { ':pk': THREAD_NUDGES, ':cutoff': cutoff },
      Limit: NUDGES_PAGE,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return { items: (result.Items ?? []) as DueNudge[], next: result.LastEvaluatedKey };
}

/**
 * Takes a due item off the list (sent, or nothing to send), and off the application when it is still the
 * thread's (so the next message the worker may read makes a new one).
 */
export async function dropNudge(nudge: DueNudge): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(nudge.USER_ID, nudge.JOB_ID),
        ConditionExpression: 'THREAD_NUDGE_AT = :at',
        UpdateExpression: 'REMOVE THREAD_NUDGE_AT',
        ExpressionAttributeValues: { ':at': nudge.AT },
      }),
    );
  } catch (error: unknown) {
    if (!isConditionFailure(error)) throw error;
  }
  await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: nudge.pk, sk: nudge.sk } }));
}

/** The end of an application (a final move), for the move's own transaction: its thread is erased a year on. */
export function endedPut(userId: number, jobId: number, endedAt: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...endedThreadKey(endedAt, userId, jobId),
        entity: 'THREAD_ENDED',
        USER_ID: userId,
        JOB_ID: jobId,
        ENDED_AT: endedAt,
      },
    },
  };
}

/** One ended application's thread on the retention list. */
export interface EndedThread {
  USER_ID: number;
  JOB_ID: number;
  ENDED_AT: string;
  pk: string;
  sk: string;
}

/** The threads of applications that ended before `cutoff`, oldest first, one bounded page. */
export async function endedBefore(cutoff: string, limit = NUDGES_PAGE): Promise<EndedThread[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
      ExpressionAttributeValues: { ':pk': ENDED_THREADS, ':cutoff': cutoff },
      Limit: limit,
    }),
  );
  return (Items ?? []) as EndedThread[];
}

/**
 * Erases an ended application's thread (decision 608): every entry, a page of 100 at a time, then the thread's
 * state on the application (which stays: the worker's record of applying), closed for good (THREAD_ERASED_AT),
 * then the list item. Answers how many entries went. A run cut short leaves the list item, and the next run
 * takes up the rest; an account erased meanwhile leaves nothing to delete.
 */
export async function eraseThread(ended: EndedThread, at: string): Promise<number> {
  const partition = workerPartition(ended.USER_ID);
  const prefix = threadPrefix(ended.JOB_ID);
  let erased = 0;
  for (;;) {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
        Limit: 100,
      }),
    );
    for (const item of Items) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
      erased += 1;
    }
    if (Items.length < 100) break;
  }
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(ended.USER_ID, ended.JOB_ID),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression:
          'SET THREAD_ERASED_AT = :at REMOVE THREAD_COUNT, THREAD_LAST_AT, THREAD_WORKER_READ_AT, THREAD_HIRING_READ_AT, THREAD_MUTED, THREAD_NUDGED_AT, THREAD_NUDGE_AT',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error: unknown) {
    if (!isConditionFailure(error)) throw error;
  }
  await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: ended.pk, sk: ended.sk } }));
  return erased;
}

/** The attribute a message's translation into `language` is kept in. */
export const translatedAttribute = (language: 'en' | 'hi' | 'te') =>
  `TRANSLATED_${language.toUpperCase() as 'EN' | 'HI' | 'TE'}` as const;

/** Keeps a message's translation into `language` on the message (if it is still there). */
export async function keepTranslation(
  userId: number,
  jobId: number,
  id: string,
  language: 'en' | 'hi' | 'te',
  text: string,
): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: threadEntryKey(userId, jobId, id),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: `SET ${translatedAttribute(language)} = :text`,
        ExpressionAttributeValues: { ':text': text },
      }),
    );
  } catch (error: unknown) {
    if (!isConditionFailure(error)) throw error;
  }
}
