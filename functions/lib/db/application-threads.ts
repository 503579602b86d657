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
 * | send a message                            | entry (new) + application if there, not withdrawn, not full (COUNT + 1, LAST_AT, the sender's READ_AT) + the worker's bell entry (a hiring side's message, unless held or muted) | TransactWriteItems |
 * | a move or an interview as a system entry  | entry (new), inside the move's own transaction (applications.ts, interviews.ts) | TransactWriteItems item |
 * | mark read (one side)                      | application: SET THREAD_<SIDE>_READ_AT, if something is unread  | UpdateItem |
 * | mute / unmute (the worker)                | application: SET THREAD_MUTED                                    | UpdateItem |
 * | report a message (the worker)             | entry: SET REPORTED_AT if it is the hiring side's               | UpdateItem |
 *
 * A page is one bounded Query whatever the thread's length (at most MESSAGES_PER_THREAD messages and the moves).
 */
import { randomBytes } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationContent } from '#shared/api/notifications';
import { MESSAGES_PER_THREAD, type ThreadSide } from '#shared/domain/application-threads';
import type { ApplicationStatus, ReviewerType } from '#shared/domain/codes';
import { WITHDRAWN_STATUS } from '#shared/domain/codes';
import { db, tableName } from '../clients/dynamodb';
import { decodeCursor, encodeCursor } from './cursor';
import { applicationKey, threadEntryKey, threadEntryShape, threadPrefix, workerPartition } from './keys';
import * as notifications from './notifications';
import type { Page } from './paging';
import { isConditionFailure, type TransactItem, transact } from './transactions';

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
  SYSTEM?: StoredSystemEntry;
}

/** The thread's state, on the application item. */
export type StoredThreadState = {
  THREAD_COUNT?: number;
  THREAD_LAST_AT?: string;
  THREAD_WORKER_READ_AT?: string;
  THREAD_HIRING_READ_AT?: string;
  THREAD_MUTED?: boolean;
};

const READ_AT = { worker: 'THREAD_WORKER_READ_AT', hiring: 'THREAD_HIRING_READ_AT' } as const;

/** A new entry's id: its time and 8 hex digits. */
export function newEntryId(now: Date): string {
  return `${now.toISOString()}#${randomBytes(4).toString('hex')}`;
}

function entryItem(userId: number, entry: StoredThreadEntry) {
  return { ...threadEntryKey(userId, entry.JOB_ID, entry.ID), entity: 'THREAD', ...entry };
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
  bell?: NotificationContent,
): Promise<void> {
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
          'attribute_exists(pk) AND #status <> :withdrawn AND (attribute_not_exists(THREAD_COUNT) OR THREAD_COUNT < :max)',
        UpdateExpression: `SET THREAD_COUNT = if_not_exists(THREAD_COUNT, :zero) + :one, THREAD_LAST_AT = :at, ${READ_AT[entry.SIDE]} = :at`,
        ExpressionAttributeNames: { '#status': 'STATUS' },
        ExpressionAttributeValues: {
          ':withdrawn': WITHDRAWN_STATUS.code,
          ':max': MESSAGES_PER_THREAD,
          ':zero': 0,
          ':one': 1,
          ':at': entry.AT,
        },
      },
    },
  ];
  if (bell) items.push(notifications.put(userId, bell, new Date(entry.AT)));
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
        UpdateExpression: `SET ${READ_AT[side]} = :at`,
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

/** Marks a hiring side's message reported by the worker (once); false when there is no such message. */
export async function report(userId: number, jobId: number, id: string, at: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: threadEntryKey(userId, jobId, id),
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

/** Writes a system entry on its own, right after what it records (an interview proposed, as its bell entry is). */
export async function addSystemEntry(
  userId: number,
  jobId: number,
  system: StoredSystemEntry,
  now: Date,
): Promise<void> {
  await transact([systemEntryPut(userId, jobId, system, now)]);
}
