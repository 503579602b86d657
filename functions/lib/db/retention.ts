/**
 * Erasure records, sign-ins and the retention job's reads (the rules are in functions/features/erasure/).
 *
 * | pattern                                   | key / index                                              | operation  |
 * |-------------------------------------------|----------------------------------------------------------|------------|
 * | record an erasure (kept 1 year, hashed)   | pk=ERASURE#<keyed hash of the id> sk=RECORD, `ttl`       | PutItem    |
 * | record a sign-in (cancels a notice)       | pk=USER#<id> sk=PROFILE: LAST_SIGN_IN, gsi3 keys         | UpdateItem |
 * | backfill one (migration 0003), if none    | pk=USER#<id> sk=PROFILE, if no LAST_SIGN_IN              | UpdateItem |
 * | accounts last signed in in a month        | gsi3: gsi3pk=SIGNED_IN#<YYYY-MM> gsi3sk=<time>#<id>      | Query      |
 * | mark the 48-hour notice sent (once)       | pk=USER#<id> sk=PROFILE, if no notice and same sign-in   | UpdateItem |
 * | take a notice back (its send failed)      | pk=USER#<id> sk=PROFILE, if the same notice              | UpdateItem |
 * | the status-SMS counts of a worker         | pk=STATUS_SMS#<id>                                       | Query      |
 * | workers with documents, by clock month    | gsi2: gsi2pk=DOCUMENTS_KEPT#<YYYY-MM> gsi2sk=<time>#<id> | Query      |
 * | a worker's applications (status, times)   | pk=USER#<id> sk begins_with APPLICATION#                 | Query      |
 * | move the documents' clock                 | pk=USER#<id> sk=PROFILE: gsi2 keys                       | UpdateItem |
 * | documents deleted: clear keys and index   | pk=USER#<id> sk=PROFILE, if the keys are as read         | UpdateItem |
 *
 * The sign-in index is date-bucketed by month (gsi3 projects every attribute), so the job reads only the months
 * before its cut-off, a Query each, and never scans.
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { userKey } from './keys';
import { queryAll } from './paging';
import {
  documentsKeptKeys,
  documentsKeptPartition,
  erasureRecordKey,
  signInIndexKeys,
  signInMonthPartition,
} from './privacy-keys';
import { updateIf } from './transactions';

/** Why an account was erased (functions/features/consent/erase.ts and features/erasure). */
export type ErasureReason = 'parentRefused' | 'holdExpired' | 'workerRequest' | 'inactive';

/** The record of an erasure: a keyed hash of the id, when, why; gone after `ttl` (epoch seconds). */
export async function recordErasure(record: {
  subjectHash: string;
  keyId: string;
  at: string;
  reason: ErasureReason;
  ttl: number;
}): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...erasureRecordKey(record.subjectHash),
        entity: 'ERASURE',
        KEY_ID: record.keyId,
        AT: record.at,
        REASON: record.reason,
        ttl: record.ttl,
      },
    }),
  );
}

/**
 * Records a sign-in at `at` (ISO): the account moves to that month in the sign-in index, and a pending notice
 * of erasure for inactivity is taken back (a sign-in in the 48 hours cancels the erasure).
 */
export async function recordSignIn(userId: number, at: string): Promise<void> {
  const keys = signInIndexKeys(at, userId);
  // Erased meanwhile (the update fails its condition): nothing to record.
  await updateIf({
    Key: userKey(userId),
    ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'SET LAST_SIGN_IN = :at, gsi3pk = :pk, gsi3sk = :sk REMOVE ERASURE_NOTICE_AT',
    ExpressionAttributeValues: { ':at': at, ':pk': keys.gsi3pk, ':sk': keys.gsi3sk },
  });
}

/**
 * Gives an account from before sign-ins were recorded a LAST_SIGN_IN of `at` (migration 0003), unless it has
 * one: true when written.
 */
export async function backfillSignIn(userId: number, at: string): Promise<boolean> {
  const keys = signInIndexKeys(at, userId);
  const updated = await updateIf({
    Key: userKey(userId),
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(LAST_SIGN_IN)',
    UpdateExpression: 'SET LAST_SIGN_IN = :at, gsi3pk = :pk, gsi3sk = :sk',
    ExpressionAttributeValues: { ':at': at, ':pk': keys.gsi3pk, ':sk': keys.gsi3sk },
  });
  return updated !== undefined;
}

/** One account in the sign-in index. */
export interface SignedIn {
  userId: number;
  lastSignIn: string;
  noticeAt?: string;
}

/** The accounts whose last sign-in fell in `month` (YYYY-MM) before `before` (ISO), oldest first. */
export async function signedInBefore(month: string, before: string, limit: number): Promise<SignedIn[]> {
  const found: SignedIn[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :before',
        ExpressionAttributeValues: { ':pk': signInMonthPartition(month), ':before': before },
        Limit: limit - found.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push({
        userId: Number(item.ID),
        lastSignIn: String(item.LAST_SIGN_IN),
        ...(typeof item.ERASURE_NOTICE_AT === 'string' ? { noticeAt: item.ERASURE_NOTICE_AT } : {}),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found;
}

/**
 * Marks the notice of erasure sent at `at`, once: only if none is marked and the account has not signed in
 * since `lastSignIn`. False when another run marked it, or the worker signed in meanwhile.
 */
export async function markNotice(userId: number, lastSignIn: string, at: string): Promise<boolean> {
  const updated = await updateIf({
    Key: userKey(userId),
    ConditionExpression: 'attribute_not_exists(ERASURE_NOTICE_AT) AND LAST_SIGN_IN = :last',
    UpdateExpression: 'SET ERASURE_NOTICE_AT = :at',
    ExpressionAttributeValues: { ':at': at, ':last': lastSignIn },
  });
  return updated !== undefined;
}

/** Takes back the notice marked at `at` (it could not be sent): the next run tries again. */
export async function unmarkNotice(userId: number, at: string): Promise<void> {
  await updateIf({
    Key: userKey(userId),
    ConditionExpression: 'ERASURE_NOTICE_AT = :at',
    UpdateExpression: 'REMOVE ERASURE_NOTICE_AT',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** The keys of the worker's daily status-SMS counts (they carry the id in their partition). */
export async function statusSmsDays(userId: number): Promise<{ pk: string; sk: string }[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `STATUS_SMS#${userId}` },
      ProjectionExpression: 'pk, sk',
    }),
  );
  return (Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/** The workers whose documents' clock is in `month` (YYYY-MM) and before `before` (ISO), oldest first. */
export async function documentsKeptBefore(month: string, before: string, limit: number): Promise<number[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
      ExpressionAttributeValues: { ':pk': documentsKeptPartition(month), ':before': before },
      ProjectionExpression: 'ID',
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => Number(item.ID));
}

/** A worker's application, as the documents' retention reads it. */
export interface ApplicationTimes {
  status: string;
  appliedAt: string;
  reviewedAt?: string;
}

export async function applicationTimes(userId: number): Promise<ApplicationTimes[]> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :applications)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':applications': 'APPLICATION#' },
    ProjectionExpression: '#status, APPLIED_AT, REVIEWED_AT',
    ExpressionAttributeNames: { '#status': 'STATUS' },
  });
  return items.map((item) => ({
    status: String(item.STATUS),
    appliedAt: String(item.APPLIED_AT),
    ...(typeof item.REVIEWED_AT === 'string' ? { reviewedAt: item.REVIEWED_AT } : {}),
  }));
}

/** Moves the worker's documents' clock to `at` (their latest application activity, or now while one is open). */
export async function moveDocumentsClock(userId: number, at: string): Promise<void> {
  const keys = documentsKeptKeys(at, userId);
  await updateIf({
    Key: userKey(userId),
    ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
    ExpressionAttributeValues: { ':pk': keys.gsi2pk, ':sk': keys.gsi2sk },
  });
}

/**
 * After the documents were deleted: the account holds no document keys and leaves the index, if its keys are
 * still those read (a document saved meanwhile keeps the account, and its clock, as the save set them).
 */
export async function clearDocuments(
  userId: number,
  read: { pan: string; idCard: string; resume: string },
): Promise<boolean> {
  const resumeAsRead =
    read.resume === ''
      ? '(attribute_not_exists(RESUME_KEY) OR RESUME_KEY = :resume)'
      : 'RESUME_KEY = :resume';
  const updated = await updateIf({
    Key: userKey(userId),
    ConditionExpression: `PANCARD_KEY = :pan AND ID_CARD_KEY = :idCard AND ${resumeAsRead}`,
    UpdateExpression:
      'SET PANCARD_KEY = :none, ID_CARD_KEY = :none, RESUME_KEY = :none, RESUME_NAME = :none, RESUME_AT = :none REMOVE gsi2pk, gsi2sk',
    ExpressionAttributeValues: {
      ':pan': read.pan,
      ':idCard': read.idCard,
      ':resume': read.resume,
      ':none': '',
    },
  });
  return updated !== undefined;
}
