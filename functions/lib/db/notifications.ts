/**
 * The worker's notifications in the app: in the worker's own partition, so the export of
 * their data lists them and erasing the account deletes them with the rest of the partition. Each holds a kind
 * and its parameters (CONTENT), never rendered text.
 *
 * | pattern                                  | key / index                                                        | operation |
 * |------------------------------------------|--------------------------------------------------------------------|-----------|
 * | write one (a status move: inside its transaction; the rest: right after their write) | pk=USER#<id> sk=NOTIFICATION#<at>#<nonce>, ttl = at + 90 days | TransactWriteItems item / PutItem |
 * | the newest 50, newest first              | pk=USER#<id> begins_with(sk, NOTIFICATION#), backwards, Limit 50, unexpired | Query |
 * | the unread count (the bell's poll)       | the same Query, Select COUNT, filter unread and unexpired          | Query     |
 * | mark some read (by id)                   | pk=USER#<id> sk=NOTIFICATION#<id>, if there and unread: SET READ_AT | UpdateItem each |
 * | mark all read                            | the newest 50's unread ids (Query, keys only), then as above        | Query + UpdateItem each |
 *
 * Only the newest 50 are listed and counted: an older one never comes back into view, as new ones only push it
 * further back. Each expires 90 days after it was written (the table's TTL; DynamoDB deletes lazily, so every
 * read filters expired ones too). The partition holds at most what 90 days of moves write.
 */
import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Notification, NotificationContent } from '#shared/api/notifications';
import type { VerificationLevel } from '#shared/domain/employer-verification';
import { NOTIFICATION_DAYS, NOTIFICATIONS_SHOWN } from '#shared/domain/notifications';
import { db, tableName } from '../clients/dynamodb';
import { NOTIFICATION_PREFIX, notificationKey, workerPartition } from './keys';
import { isConditionFailure, type TransactItem } from './transactions';

/** The notification as the table holds it (beside its keys). */
export interface StoredNotification {
  ID: string;
  AT: string;
  CONTENT: NotificationContent;
  READ_AT?: string;
  ttl: number;
}

/**
 * A job's title (with its Hindi and Telugu titles), company and, for an employer's job, the employer's badge, as
 * a notification about it names them (from the job, or the application's copy of its card).
 */
export function aboutJob(job: {
  ID: number;
  TITLE: string;
  COMPANY_NAME: string;
  TRANSLATIONS?: { hi?: { TITLE?: string }; te?: { TITLE?: string } } | undefined;
  EMPLOYER?: { ID: string; LEVEL: VerificationLevel } | undefined;
}) {
  const hi = job.TRANSLATIONS?.hi?.TITLE?.trim();
  const te = job.TRANSLATIONS?.te?.TITLE?.trim();
  return {
    jobId: job.ID,
    title: job.TITLE,
    ...(hi || te ? { titles: { ...(hi ? { hi } : {}), ...(te ? { te } : {}) } } : {}),
    company: job.COMPANY_NAME,
    ...(job.EMPLOYER ? { employer: { id: job.EMPLOYER.ID, level: job.EMPLOYER.LEVEL } } : {}),
  };
}

/** The item of a new notification for the worker, written at `now`. */
export function newItem(userId: number, content: NotificationContent, now: Date) {
  const at = now.toISOString();
  const id = `${at}#${randomBytes(4).toString('hex')}`;
  const stored: StoredNotification = {
    ID: id,
    AT: at,
    CONTENT: content,
    ttl: Math.floor(now.getTime() / 1000) + NOTIFICATION_DAYS * 24 * 3600,
  };
  return { ...notificationKey(userId, id), entity: 'NOTIFICATION', ...stored };
}

/** A notification as one item of a transaction (the status move's, db/applications.ts). */
export function put(userId: number, content: NotificationContent, now: Date): TransactItem {
  return { Put: { TableName: tableName, Item: newItem(userId, content, now) } };
}

/** Writes one notification on its own (after the write it is about). */
export async function add(userId: number, content: NotificationContent, now: Date): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: newItem(userId, content, now) }));
}

/** The newest notifications' query (unexpired ones; the filter applies after Limit, so at most 50 are read). */
function newestQuery(userId: number, now: Date, filter = '') {
  return {
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: `#ttl > :now${filter}`,
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':pk': workerPartition(userId),
      ':prefix': NOTIFICATION_PREFIX,
      ':now': Math.floor(now.getTime() / 1000),
    },
    ScanIndexForward: false,
    Limit: NOTIFICATIONS_SHOWN,
    ConsistentRead: true,
  };
}

/** The worker's newest notifications (at most 50), newest first. */
export async function list(userId: number, now: Date): Promise<Notification[]> {
  const { Items } = await db.send(new QueryCommand(newestQuery(userId, now)));
  return ((Items ?? []) as StoredNotification[]).map((item) => ({
    ...item.CONTENT,
    id: item.ID,
    at: item.AT,
    read: item.READ_AT !== undefined,
  }));
}

/**
 * How many of the newest 50 are unread: one Query that answers a count, not the items (at 50 items about 4 read
 * units strongly consistent, 2 eventually). The bell's poll reads eventually consistent (`consistent` false):
 * a count a second old is fine there; after marking, the answer reads strongly consistent.
 */
export async function unreadCount(userId: number, now: Date, consistent = true): Promise<number> {
  const { Count } = await db.send(
    new QueryCommand({
      ...newestQuery(userId, now, ' AND attribute_not_exists(READ_AT)'),
      Select: 'COUNT',
      ConsistentRead: consistent,
    }),
  );
  return Count ?? 0;
}

/** The ids of the unread ones among the newest 50. */
async function unreadIds(userId: number, now: Date): Promise<string[]> {
  const query = newestQuery(userId, now, ' AND attribute_not_exists(READ_AT)');
  const { Items } = await db.send(new QueryCommand({ ...query, ProjectionExpression: 'ID' }));
  return (Items ?? []).map((item) => String(item.ID));
}

/**
 * Marks the worker's notifications `ids` read (or all of the newest 50 when `ids` is 'all'). An id that is not
 * one of the worker's notifications, or is read already, is left as it is: the key is in the caller's own
 * partition, so another worker's notification is never reached.
 */
export async function markRead(userId: number, ids: readonly string[] | 'all', now: Date): Promise<void> {
  const chosen = ids === 'all' ? await unreadIds(userId, now) : [...new Set(ids)];
  await Promise.all(
    chosen.map(async (id) => {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: notificationKey(userId, id),
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(READ_AT)',
            UpdateExpression: 'SET READ_AT = :at',
            ExpressionAttributeValues: { ':at': now.toISOString() },
          }),
        );
      } catch (error: unknown) {
        if (!isConditionFailure(error)) throw error;
      }
    }),
  );
}
