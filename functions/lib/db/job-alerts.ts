/**
 * Job alerts: the searches a worker keeps, in the worker's own partition (so the export of
 * their data lists them and erasing the account deletes them), each also in one partition of gsi1 that the
 * daily digest reads: its city's when the worker chose a city without work from home, else `ALERTS#ANY`.
 *
 * | pattern                                   | key / index                                                   | operation |
 * |-------------------------------------------|---------------------------------------------------------------|-----------|
 * | create an alert                           | pk=USER#<id> sk=ALERT#<alertId> (new) + account: consent to jobAlerts in force, ADD JOB_ALERT_COUNT 1 below the cap | TransactWriteItems |
 * | delete an alert                           | the alert (if there) + account: ADD JOB_ALERT_COUNT -1         | TransactWriteItems |
 * | the worker's alerts                       | pk=USER#<id> begins_with(sk, ALERT#)                           | Query     |
 * | the alerts of a city (the digest)         | gsi1pk=ALERTS#CITY#<district> (or ALERTS#ANY), by page        | Query     |
 * | one digest a worker a day                 | pk=USER#<id> sk=ALERTDIGEST#<IST day> (channel, count), if absent (ttl 8 days) | PutItem |
 * | an alert's digest went                    | the alert: SET LAST_DIGEST_AT (if it is still there)           | UpdateItem |
 *
 * The account's JOB_ALERT_COUNT counts the alerts in the same transactions that write them, so the cap
 * (MAX_JOB_ALERTS) holds however many creations race; the same update checks the worker's consent to job
 * alerts for the notice in force, so an alert is never created without it.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertChannel } from '#shared/domain/job-alerts';
import { JOB_ALERT_CODES, jobAlertMessages, MAX_JOB_ALERTS } from '#shared/domain/job-alerts';
import type { JobSearch } from '#shared/domain/job-search';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { db, tableName } from '../clients/dynamodb';
import { BadRequest, Conflict, Forbidden } from '../errors';
import {
  alertDigestDayKey,
  JOB_ALERT_PREFIX,
  jobAlertIndexKeys,
  jobAlertIndexPartition,
  jobAlertKey,
  userKey,
  workerPartition,
} from './keys';
import { queryEachPage } from './paging';
import { cancellationReasons, deleteCounted, transact } from './transactions';

/** One alert as the table holds it (beside its keys). */
export interface StoredJobAlert {
  /** 10 hex digits, unique among the worker's alerts. */
  ALERT_ID: string;
  USER_ID: number;
  /** The Explore Jobs filters, exactly as the URL carried them. */
  FILTERS: JobSearch;
  CHANNEL: AlertChannel;
  CREATED_AT: string;
  /** When the last digest that named it went (ISO 8601): the next looks at jobs posted after it. */
  LAST_DIGEST_AT?: string;
}

/** The partition of gsi1 an alert is read from by the digest. */
export function indexPartitionOf(filters: JobSearch): string {
  return jobAlertIndexPartition(filters.city !== undefined && filters.wfh !== '1' ? filters.city : undefined);
}

const itemOf = (alert: StoredJobAlert) => ({
  ...jobAlertKey(alert.USER_ID, alert.ALERT_ID),
  ...jobAlertIndexKeys(indexPartitionOf(alert.FILTERS), alert.USER_ID, alert.ALERT_ID),
  entity: 'JOB_ALERT',
  ...alert,
});

const stored = (item: Record<string, unknown>): StoredJobAlert => ({
  ALERT_ID: String(item.ALERT_ID),
  USER_ID: Number(item.USER_ID),
  FILTERS: (item.FILTERS ?? {}) as JobSearch,
  CHANNEL: item.CHANNEL as AlertChannel,
  CREATED_AT: String(item.CREATED_AT),
  ...(typeof item.LAST_DIGEST_AT === 'string' ? { LAST_DIGEST_AT: item.LAST_DIGEST_AT } : {}),
});

/**
 * Creates an alert: 403 (code jobAlertsConsentNeeded) without consent to job alerts for the notice in force,
 * 409 (code jobAlertsFull) at MAX_JOB_ALERTS.
 */
export async function create(
  userId: number,
  alert: { FILTERS: JobSearch; CHANNEL: AlertChannel },
  now = new Date(),
): Promise<StoredJobAlert> {
  const created: StoredJobAlert = {
    ALERT_ID: randomBytes(5).toString('hex'),
    USER_ID: userId,
    FILTERS: alert.FILTERS,
    CHANNEL: alert.CHANNEL,
    CREATED_AT: now.toISOString(),
  };
  try {
    await transact([
      {
        Put: { TableName: tableName, Item: itemOf(created), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      {
        Update: {
          TableName: tableName,
          Key: userKey(userId),
          ConditionExpression:
            'attribute_exists(pk) AND #state = :given AND #version = :version AND #consent = :true AND (attribute_not_exists(#count) OR #count < :cap)',
          UpdateExpression: 'ADD #count :one',
          ExpressionAttributeNames: {
            '#state': 'PRIVACY_STATE',
            '#version': 'NOTICE_VERSION',
            '#consent': 'JOB_ALERTS',
            '#count': 'JOB_ALERT_COUNT',
          },
          ExpressionAttributeValues: {
            ':given': 'given',
            ':version': PRIVACY_NOTICE_VERSION,
            ':true': true,
            ':cap': MAX_JOB_ALERTS,
            ':one': 1,
          },
        },
      },
    ]);
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    if (reasons?.[1] === 'ConditionalCheckFailed') {
      // Which of the account's conditions failed: the consent, or the cap.
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: userKey(userId), ConsistentRead: true }),
      );
      const consented =
        Item?.PRIVACY_STATE === 'given' &&
        Item.NOTICE_VERSION === PRIVACY_NOTICE_VERSION &&
        Item.JOB_ALERTS === true;
      if (consented) throw new Conflict(jobAlertMessages.full, JOB_ALERT_CODES.full);
      throw new Forbidden(jobAlertMessages.consentNeeded, JOB_ALERT_CODES.consentNeeded);
    }
    throw error;
  }
  return created;
}

/** The worker's alerts, oldest first (at most MAX_JOB_ALERTS). */
export async function listForWorker(userId: number): Promise<StoredJobAlert[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': workerPartition(userId), ':prefix': JOB_ALERT_PREFIX },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map(stored).sort((a, b) => a.CREATED_AT.localeCompare(b.CREATED_AT));
}

/** Deletes one alert; false when there was none by that id (400 for the caller to say so). */
export function remove(userId: number, alertId: string): Promise<boolean> {
  return deleteCounted(jobAlertKey(userId, alertId), userKey(userId), 'JOB_ALERT_COUNT');
}

/** Deletes every alert of the worker (the consent withdrawn); answers how many went. */
export async function removeAll(userId: number): Promise<number> {
  let removed = 0;
  for (const alert of await listForWorker(userId)) if (await remove(userId, alert.ALERT_ID)) removed += 1;
  return removed;
}

export function assertKnown(found: boolean): void {
  if (!found) throw BadRequest.field('id', jobAlertMessages.id);
}

/** The alerts of a digest partition (gsi1), page by page (`limit` a page): each page to `visit`, with what it read. */
export function eachPageOfPartition(
  partition: string,
  visit: (alerts: StoredJobAlert[], read: number) => void,
  limit = 1000,
): Promise<void> {
  const query = {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :partition',
    ExpressionAttributeValues: { ':partition': partition },
    Limit: limit,
  };
  return queryEachPage(query, (items, page) => visit(items.map(stored), page.ScannedCount ?? 0));
}

/** How long a day's digest mark is kept: past the day, for the export to show it, then DynamoDB deletes it. */
const DIGEST_MARK_DAYS = 8;

/**
 * Takes the worker's digest of `day` (an IST date), noting what it is to be (channel, jobs, alerts): true for
 * the first caller of the day, false once taken (a digest already went, or a run at the same time is sending it).
 */
export async function claimDigestDay(
  userId: number,
  day: string,
  at: Date,
  digest: { CHANNEL: AlertChannel; JOBS: number; ALERTS: string[] },
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...alertDigestDayKey(userId, day),
          entity: 'ALERT_DIGEST',
          AT: at.toISOString(),
          ...digest,
          ttl: Math.floor(at.getTime() / 1000) + DIGEST_MARK_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error: unknown) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** The alert's digest went at `at`: the next digest looks at jobs posted after it. A deleted alert stays so. */
export async function markDigested(userId: number, alertId: string, at: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobAlertKey(userId, alertId),
        UpdateExpression: 'SET #last = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#last': 'LAST_DIGEST_AT' },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error: unknown) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}
