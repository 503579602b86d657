/**
 * Two records kept one year (`ttl`): the messages sent to the worker (SMS, e-mail), under the worker's own
 * partition, append-only; and each read of a worker's personal data by staff (DPDP Rule 6). A read of one worker
 * is an access entry under that worker; a page of a job's applications is ONE page read under the job, naming
 * the workers on it, which each worker's applications lead back to (the job). The worker's
 * export (features/my-data) reads both back; the admin's user detail shows the latest.
 *
 * | pattern                                   | key                                                  | operation      |
 * |-------------------------------------------|------------------------------------------------------|----------------|
 * | record a message sent                     | pk=USER#<id> sk=MESSAGE#<time>#<nonce>               | PutItem        |
 * | record a read of one worker               | pk=USER#<id> sk=ACCESS#<time>#<nonce>                | BatchWriteItem (one put; unprocessed retried) |
 * | record a page of a job's applicants read  | pk=READS#JOB#<jobId> sk=<time>#<nonce>, USER_IDS the page's workers | BatchWriteItem (one put; unprocessed retried) |
 * | a worker's access entries, newest first   | pk=USER#<id> begins_with ACCESS#                     | Query (limit)  |
 * | the jobs the worker applied to            | pk=USER#<id> begins_with APPLICATION# (ID only)      | Query          |
 * | the page reads of a job naming the worker | pk=READS#JOB#<jobId> sk >= <a year ago>, filter contains(USER_IDS, id) | Query, per job applied to |
 * | take an erased worker out of a page read  | pk=READS#JOB#<jobId> sk=<time>#<nonce>: DELETE USER_IDS <id>; the item once none is left | UpdateItem, DeleteItem |
 * | the worker's items outside their partition (export) | pk=GOOGLE#<sub> sk=IDENTITY; pk=MOBILE#<number> (if the OWNER item is theirs) | GetItem, Query |
 *
 * A message record holds the channel, what kind of message, when, and the number or address masked; a code
 * (OTP) never reaches it. An access entry holds who (the reader's id and kind; an employer's person's
 * organisation), when, and what (the endpoint, the data, the job; for a page read, the job of the page).
 */
import { randomBytes } from 'node:crypto';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Role } from '#shared/domain/codes';

/** Who reads workers' data: a staff role, or a person of the employer whose job they applied to. */
export type ReaderKind = Exclude<Role, 'worker'>;

import { db, tableName } from '../clients/dynamodb';
import { clock } from '../clock';
import { APPLICATION_PREFIX, googleIdentityKey, mobileOwnerKey, workerPartition } from './keys';
import { queryAll, queryEachPage } from './paging';
import {
  ACCESS_ENTRY_PREFIX,
  accessEntryKey,
  messageRecordKey,
  pageReadKey,
  pageReadPartition,
} from './privacy-keys';
import type { WorkerAccount } from './worker-writes';

/** How long both records are kept: one year (Rule 6 asks at least a year for access logs). */
export const RECORD_KEEP_SECONDS = 365 * 24 * 60 * 60;

const nonce = () => randomBytes(4).toString('hex');
const ttlFrom = (at: string) => Math.floor(Date.parse(at) / 1000) + RECORD_KEEP_SECONDS;

export type MessageChannel = 'sms' | 'email' | 'whatsapp' | 'push';
/**
 * What the message was: a sign-up code (`otp`), news of an application (`review`), an interview, a digest, a
 * new message in an application's thread left unread (`message`).
 */
export type MessageKind = 'otp' | 'review' | 'interview' | 'alertDigest' | 'message';

export interface MessageRecord {
  CHANNEL: MessageChannel;
  KIND: MessageKind;
  AT: string;
  /** The number or address, masked. */
  TO: string;
  /** The text as sent, for a message that carries no secret (never for a code). */
  TEXT?: string;
  /** The job the message was about, if any. */
  JOB_ID?: number;
}

/** Appends one message record to the worker's partition. */
export async function recordMessage(userId: number, record: MessageRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...messageRecordKey(userId, record.AT, nonce()),
        entity: 'MESSAGE',
        ...record,
        ttl: ttlFrom(record.AT),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export interface AccessEntry {
  BY_ID: number;
  BY_ROLE: ReaderKind;
  /** A read by an employer's person: their organisation, and its name then (the worker's export names it). */
  BY_ORG_ID?: string;
  BY_ORG_NAME?: string;
  AT: string;
  /** The endpoint that read the data. */
  WHAT: string;
  /** Which personal data it showed (shared/domain/my-data.ts names the classes). */
  DATA: string[];
  /** A page read: the job whose applications were read. */
  JOB_ID?: number;
}

const MAX_ATTEMPTS = 6;

/** Writes one access entry: the read of worker `userId`'s data. Answers the BatchWriteItem calls made. */
export async function recordAccess(userId: number, entry: AccessEntry): Promise<number> {
  return putRecord({ ...accessEntryKey(userId, entry.AT, nonce()), entity: 'ACCESS', ...entry });
}

/**
 * Writes one page read: the workers of `userIds` (each once) read on a page of job `jobId`'s applications, in
 * one item whatever the page's size (a page of 1,000 ids is some 6 KB). Answers the BatchWriteItem calls made.
 */
export async function recordPageRead(
  jobId: number,
  userIds: readonly number[],
  entry: Omit<AccessEntry, 'JOB_ID'>,
): Promise<number> {
  if (userIds.length === 0) return 0;
  return putRecord({
    ...pageReadKey(jobId, entry.AT, nonce()),
    entity: 'PAGE_READ',
    ...entry,
    JOB_ID: jobId,
    USER_IDS: new Set(userIds),
  });
}

/**
 * One BatchWriteItem of one put, retrying what DynamoDB leaves unprocessed with a growing pause; throws after
 * the last attempt, so the read it records fails. BatchWriteItem rather than PutItem: the staff reads are
 * granted this one write and no other (decisions 125, 460). Answers the calls made.
 */
async function putRecord(item: Record<string, unknown> & { AT: string }): Promise<number> {
  let pending: BatchWriteRequests = [{ PutRequest: { Item: { ...item, ttl: ttlFrom(item.AT) } } }];
  let calls = 0;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`BatchWriteItem left ${pending.length} items unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    calls++;
    const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
    pending = result.UnprocessedItems?.[tableName] ?? [];
  }
  return calls;
}

type BatchWriteRequests = NonNullable<
  ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']
>[string];

/**
 * How far back a worker's page reads are looked for: the year they are kept, and a day for the `ttl` sweep,
 * which deletes an expired item within about two days (one not yet swept is past its keep and left out).
 */
const PAGE_READS_KEPT_MS = (RECORD_KEEP_SECONDS + 24 * 60 * 60) * 1000;
/** Jobs' page reads read at once (a worker may have applied to hundreds). */
const JOBS_AT_ONCE = 16;

/** The jobs of the worker's applications, from items of their partition (any other item is skipped). */
export function appliedJobsOf(items: readonly Record<string, unknown>[]): number[] {
  return items
    .filter((item) => String(item.sk).startsWith(APPLICATION_PREFIX))
    .map((item) => Number(item.ID));
}

/** The jobs the worker applied to (withdrawn applications included), read from their partition. */
export async function appliedJobs(userId: number): Promise<number[]> {
  return appliedJobsOf(
    await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': workerPartition(userId), ':prefix': APPLICATION_PREFIX },
      ProjectionExpression: 'sk, ID',
      ConsistentRead: true,
    }),
  );
}

/**
 * The Query of job `jobId`'s page reads of the last year that name `userId`. It reads the job's other page
 * reads of that year too (the filter is applied after the read): a job's reads, not the whole table's.
 */
function pageReadsQuery(userId: number, jobId: number) {
  return {
    KeyConditionExpression: 'pk = :pk AND sk >= :since',
    FilterExpression: 'contains(USER_IDS, :user)',
    // A read written a moment ago must be in the export, and out of an erased worker's reach.
    ConsistentRead: true,
    ExpressionAttributeValues: {
      ':pk': pageReadPartition(jobId),
      ':since': new Date(clock.now() - PAGE_READS_KEPT_MS).toISOString(),
      ':user': userId,
    },
  };
}

/** Runs `visit` on each of `jobs`, at most JOBS_AT_ONCE at a time. */
async function eachJob(jobs: readonly number[], visit: (jobId: number) => Promise<void>): Promise<void> {
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) await visit(job);
  };
  await Promise.all(Array.from({ length: Math.min(JOBS_AT_ONCE, queue.length) }, worker));
}

/**
 * Every page read that names `userId` on the jobs they applied to, as stored (USER_IDS included: the caller
 * leaves the other workers out), oldest first within each job; `newestPerJob` keeps only each job's latest.
 */
export async function pageReadsOf(
  userId: number,
  jobs: readonly number[],
  newestPerJob?: number,
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  await eachJob(jobs, async (job) => {
    const query = pageReadsQuery(userId, job);
    found.push(
      ...(await queryAll<Record<string, unknown>>(
        newestPerJob === undefined ? query : { ...query, ScanIndexForward: false },
        newestPerJob,
      )),
    );
  });
  return found;
}

/** The stored read as an entry (no worker ids). */
function entryOf(item: Record<string, unknown>): AccessEntry {
  return {
    BY_ID: Number(item.BY_ID),
    BY_ROLE: item.BY_ROLE as ReaderKind,
    ...(item.BY_ORG_ID === undefined
      ? {}
      : { BY_ORG_ID: String(item.BY_ORG_ID), BY_ORG_NAME: String(item.BY_ORG_NAME ?? '') }),
    AT: String(item.AT),
    WHAT: String(item.WHAT),
    DATA: (item.DATA as string[] | undefined) ?? [],
    ...(item.JOB_ID === undefined ? {} : { JOB_ID: Number(item.JOB_ID) }),
  };
}

/**
 * The worker's latest reads, newest first (at most `limit`): their own access entries and the page reads of the
 * jobs they applied to.
 */
export async function latestAccess(userId: number, limit: number): Promise<AccessEntry[]> {
  const [own, jobs] = await Promise.all([
    db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': workerPartition(userId), ':prefix': ACCESS_ENTRY_PREFIX },
        ScanIndexForward: false,
        Limit: limit,
      }),
    ),
    appliedJobs(userId),
  ]);
  const pages = await pageReadsOf(userId, jobs, limit);
  return [...(own.Items ?? []), ...pages]
    .map(entryOf)
    .sort((a, b) => b.AT.localeCompare(a.AT))
    .slice(0, limit);
}

/**
 * Takes an erased worker's id out of every page read of the jobs they applied to (run before their applications
 * are deleted, so a rerun still finds them); a page read left naming no one is deleted. Answers the page reads
 * changed.
 */
export async function scrubPageReads(userId: number, jobs: readonly number[]): Promise<number> {
  let changed = 0;
  await eachJob(jobs, async (job) => {
    await queryEachPage({ ...pageReadsQuery(userId, job), ProjectionExpression: 'pk, sk' }, async (items) => {
      for (const item of items) {
        const key = { pk: String(item.pk), sk: String(item.sk) };
        const left = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key,
            UpdateExpression: 'DELETE USER_IDS :user',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':user': new Set([userId]) },
            ReturnValues: 'ALL_NEW',
          }),
        );
        // DynamoDB removes a set emptied of its last element: the page then names no one.
        if (left.Attributes?.USER_IDS === undefined) {
          await db.send(
            new DeleteCommand({
              TableName: tableName,
              Key: key,
              ConditionExpression: 'attribute_not_exists(USER_IDS)',
            }),
          );
        }
        changed++;
      }
    });
  });
  return changed;
}

/**
 * The worker's items outside their own partition: the Google identity item, and the items of their mobile
 * number (the claim, and its send times) when the claim is theirs.
 */
export async function linkedItems(worker: Pick<WorkerAccount, 'ID' | 'GOOGLE_SUB' | 'MOBILE_NUMBER'>) {
  const [identity, number] = await Promise.all([
    worker.GOOGLE_SUB
      ? db.send(new GetCommand({ TableName: tableName, Key: googleIdentityKey(worker.GOOGLE_SUB) }))
      : undefined,
    worker.MOBILE_NUMBER
      ? db.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': mobileOwnerKey(worker.MOBILE_NUMBER).pk },
          }),
        )
      : undefined,
  ]);
  const numberItems = number?.Items ?? [];
  const owner = numberItems.find((item) => item.sk === mobileOwnerKey('').sk);
  const ownNumber = owner !== undefined && Number(owner.userId) === worker.ID;
  return [...(identity?.Item ? [identity.Item] : []), ...(ownNumber ? numberItems : [])];
}
