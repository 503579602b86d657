/**
 * Two records under the worker's own partition, both append-only and kept one year (`ttl`): the
 * messages sent to the worker (SMS, e-mail), and each read of the worker's personal data by staff (DPDP Rule 6).
 * The worker's export (features/my-data) reads them back; the admin's user detail shows the access entries.
 *
 * | pattern                                   | key                                                  | operation      |
 * |-------------------------------------------|------------------------------------------------------|----------------|
 * | record a message sent                     | pk=USER#<id> sk=MESSAGE#<time>#<nonce>               | PutItem        |
 * | record a page read by staff (one per worker on it) | pk=USER#<id> sk=ACCESS#<time>#<nonce>       | BatchWriteItem (25 a call; unprocessed retried) |
 * | a worker's access entries, newest first   | pk=USER#<id> begins_with ACCESS#                     | Query (limit)  |
 * | the worker's items outside their partition (export) | pk=GOOGLE#<sub> sk=IDENTITY; pk=MOBILE#<number> (if the OWNER item is theirs) | GetItem, Query |
 *
 * A message record holds the channel, what kind of message, when, and the number or address masked; a code
 * (OTP) never reaches it. An access entry holds who (the reader's id and kind; an employer's person's
 * organisation), when, and what (the endpoint, the data, the job).
 */
import { randomBytes } from 'node:crypto';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#shared/domain/codes';

/** Who reads workers' data: a staff role, or a person of the employer whose job they applied to. */
export type ReaderKind = Exclude<Role, 'worker'>;

import { db, tableName } from '../clients/dynamodb';
import { googleIdentityKey, mobileOwnerKey, workerPartition } from './keys';
import { ACCESS_ENTRY_PREFIX, accessEntryKey, messageRecordKey } from './privacy-keys';
import type { WorkerAccount } from './worker-writes';

/** How long both records are kept: one year (Rule 6 asks at least a year for access logs). */
export const RECORD_KEEP_SECONDS = 365 * 24 * 60 * 60;

const nonce = () => randomBytes(4).toString('hex');
const ttlFrom = (at: string) => Math.floor(Date.parse(at) / 1000) + RECORD_KEEP_SECONDS;

export type MessageChannel = 'sms' | 'email' | 'whatsapp';
/** What the message was: a sign-up code (`otp`), news of an application (`review`). */
export type MessageKind = 'otp' | 'review' | 'interview' | 'alertDigest';

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
  /** The job whose applications were read. */
  JOB_ID?: number;
}

/** BatchWriteItem takes at most 25 items a call. */
export const BATCH_WRITE_LIMIT = 25;
const MAX_ATTEMPTS = 6;

/**
 * Writes one access entry for each worker of `userIds` (each once): one batched write, as BatchWriteItem calls
 * of 25 sent together, each retrying what DynamoDB leaves unprocessed with a growing pause. Answers the number
 * of BatchWriteItem calls made.
 */
export async function recordAccess(userIds: readonly number[], entry: AccessEntry): Promise<number> {
  const ttl = ttlFrom(entry.AT);
  const requests = [...new Set(userIds)].map((userId) => ({
    PutRequest: { Item: { ...accessEntryKey(userId, entry.AT, nonce()), entity: 'ACCESS', ...entry, ttl } },
  }));
  const chunks: (typeof requests)[] = [];
  for (let start = 0; start < requests.length; start += BATCH_WRITE_LIMIT) {
    chunks.push(requests.slice(start, start + BATCH_WRITE_LIMIT));
  }
  const calls = await Promise.all(chunks.map(writeChunk));
  return calls.reduce((sum, count) => sum + count, 0);
}

/** One BatchWriteItem of at most 25 puts, and its retries; answers the calls made. */
async function writeChunk(chunk: readonly Record<string, unknown>[]): Promise<number> {
  let pending = chunk;
  let calls = 0;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`BatchWriteItem left ${pending.length} items unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    calls++;
    const result = await db.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: pending as BatchWriteRequests } }),
    );
    pending = (result.UnprocessedItems?.[tableName] ?? []) as Record<string, unknown>[];
  }
  return calls;
}

type BatchWriteRequests = NonNullable<
  ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']
>[string];

/** The worker's latest access entries, newest first (at most `limit`). */
export async function latestAccess(userId: number, limit: number): Promise<AccessEntry[]> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': workerPartition(userId), ':prefix': ACCESS_ENTRY_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((item) => ({
    BY_ID: Number(item.BY_ID),
    BY_ROLE: item.BY_ROLE as ReaderKind,
    ...(item.BY_ORG_ID === undefined
      ? {}
      : { BY_ORG_ID: String(item.BY_ORG_ID), BY_ORG_NAME: String(item.BY_ORG_NAME ?? '') }),
    AT: String(item.AT),
    WHAT: String(item.WHAT),
    DATA: (item.DATA as string[] | undefined) ?? [],
    ...(item.JOB_ID === undefined ? {} : { JOB_ID: Number(item.JOB_ID) }),
  }));
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
