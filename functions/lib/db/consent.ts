/**
 * The consent ledger, the held accounts and parents' consent links (the rules are in
 * functions/features/consent/ and shared/domain/privacy.ts).
 *
 * | pattern                                  | key                                                   | operation          |
 * |------------------------------------------|-------------------------------------------------------|--------------------|
 * | a worker's consent records, newest first | pk=USER#<id> sk begins_with CONSENT#                  | Query              |
 * | append a record                          | pk=USER#<id> sk=CONSENT#<time>#<nonce>, if new        | Put in a transaction |
 * | held accounts due for erasure            | pk=HELD sk <= <now>                                   | Query              |
 * | hold / release an account                | pk=HELD sk=<until>#<padded id>                        | Put / Delete in a transaction |
 * | a parent's link                          | pk=PARENT_LINK#<hash of the secret> sk=LINK           | GetItem            |
 * | send the parent a code                   | link (if its last send is as read) + the number's sends | TransactWriteItems |
 * | spend a try / verify the code            | link, if the same code, alive and not expired         | UpdateItem         |
 * | a worker's own items (erasure)           | pk=USER#<id>                                          | Query              |
 *
 * Consent records are written only as new items (`attribute_not_exists`): no code here updates one, and the
 * only delete is the erasure of the whole account (`deleteAll`).
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnyApplicationStatus, SiteLanguage } from '#shared/domain/codes';
import type { ConsentAction, ConsentPurpose, ConsentScreen } from '#shared/domain/privacy';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { jobKey, mobileOwnerKey, userKey, workerPartition } from './keys';
import type { NumberSends } from './otps';
import { numberSendsPut } from './otps';
import { queryAll } from './paging';
import {
  CONSENT_RECORD_PREFIX,
  consentRecordKey,
  HELD_ACCOUNTS,
  heldAccountKey,
  parentLinkKey,
} from './privacy-keys';
import { applicantCountName } from './requests';
import { isConditionFailure, putNew, type TransactItem, transact } from './transactions';

/** One record of the ledger as stored. */
export interface ConsentRecord {
  PURPOSE: ConsentPurpose;
  ACTION: ConsentAction;
  NOTICE_VERSION: string;
  LANGUAGE: SiteLanguage;
  AT: string;
  SCREEN: ConsentScreen;
  BY: 'worker' | 'parent';
  /** A parent's consent: who, the number verified by code, how, and their declared date of birth. */
  PARENT_NAME?: string;
  PARENT_MOBILE?: string;
  VERIFIED_BY?: string;
  DECLARED_DOB?: string;
}

/** A transaction item that appends `record` to the worker's ledger (never over an existing one). */
export function recordPut(userId: number, record: ConsentRecord): TransactItem {
  return putNew({
    ...consentRecordKey(userId, record.AT, randomBytes(4).toString('hex')),
    entity: 'CONSENT',
    ...record,
  });
}

/** The worker's consent records, newest first (a handful per worker: read whole). */
export async function listRecords(userId: number): Promise<ConsentRecord[]> {
  return queryAll<ConsentRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': workerPartition(userId), ':prefix': CONSENT_RECORD_PREFIX },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
}

export const heldPut = (until: string, userId: number): TransactItem =>
  putNew({ ...heldAccountKey(until, userId), entity: 'HELD', userId });

export const heldDelete = (until: string, userId: number): TransactItem => ({
  Delete: { TableName: tableName, Key: heldAccountKey(until, userId) },
});

/** Up to `limit` held accounts whose time ran out at `now` (ISO), earliest first. */
export async function dueHeld(now: string, limit: number): Promise<{ userId: number; until: string }[]> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk <= :now',
      ExpressionAttributeValues: { ':pk': HELD_ACCOUNTS, ':now': `${now}#~` },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []).map((item) => ({
    userId: Number(item.userId),
    until: String(item.sk).split('#')[0] ?? '',
  }));
}

// ---- parents' links ---------------------------------------------------------------------------------------------

export interface ParentLink {
  tokenHash: string;
  userId: number;
  parentName: string;
  mobile: string;
  /** ISO 8601: the link works until then. */
  expiresAt: string;
  /** The worker's screen language when the link was sent. */
  language: SiteLanguage;
  /** Set once the parent verified the number with a code sent through this link. */
  verifiedAt?: string;
  /** The pending code, as its keyed hash; absent when none is pending (or once used). */
  codeHash?: string;
  /** Epoch milliseconds, like the send times below. */
  codeExpiresAt?: number;
  wrongTries: number;
  /** The latest code send (the race guard) and this link's code sends in the last hour. */
  sentAt?: number;
  sends: number[];
}

const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

export function linkPut(link: ParentLink): TransactItem {
  return putNew({
    ...parentLinkKey(link.tokenHash),
    entity: 'PARENT_LINK',
    ...link,
    // DynamoDB's lazy clean-up, a day after the link stopped working (expiry is always checked in code).
    ttl: epochSeconds(Date.parse(link.expiresAt) + 24 * 3600_000),
  });
}

/** Uses up a verified link (its answer): only once, and only once verified. */
export const usedLinkDelete = (tokenHash: string): TransactItem => ({
  Delete: {
    TableName: tableName,
    Key: parentLinkKey(tokenHash),
    ConditionExpression: 'attribute_exists(verifiedAt)',
  },
});

/** Spends (uses up) a verified link on its own; false when it was used (or replaced) already. */
export async function spendLink(tokenHash: string): Promise<boolean> {
  try {
    await transact([usedLinkDelete(tokenHash)], { 0: 'used' });
    return true;
  } catch (error: unknown) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}

export const linkDelete = (tokenHash: string): TransactItem => ({
  Delete: { TableName: tableName, Key: parentLinkKey(tokenHash) },
});

export async function getLink(tokenHash: string): Promise<ParentLink | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: parentLinkKey(tokenHash), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    tokenHash,
    userId: Number(Item.userId),
    parentName: String(Item.parentName),
    mobile: String(Item.mobile),
    expiresAt: String(Item.expiresAt),
    language: Item.language as SiteLanguage,
    ...(typeof Item.verifiedAt === 'string' ? { verifiedAt: Item.verifiedAt } : {}),
    ...(typeof Item.codeHash === 'string' ? { codeHash: Item.codeHash } : {}),
    ...(Item.codeExpiresAt !== undefined ? { codeExpiresAt: Number(Item.codeExpiresAt) } : {}),
    wrongTries: Number(Item.wrongTries ?? 0),
    ...(Item.sentAt !== undefined ? { sentAt: Number(Item.sentAt) } : {}),
    sends: ((Item.sends ?? []) as unknown[]).map(Number),
  };
}

/**
 * Stores a new code for the link (replacing a pending one) and logs the send against the number, on
 * condition that neither changed since read. False when another send won the race.
 */
export async function saveLinkCode(input: {
  link: ParentLink;
  codeHash: string;
  codeExpiresAt: number;
  now: number;
  linkSends: number[];
  numberSends: number[];
  keepUntil: number;
  previousNumberSends: NumberSends | undefined;
}): Promise<boolean> {
  const { link, now } = input;
  const linkUpdate: TransactItem = {
    Update: {
      TableName: tableName,
      Key: parentLinkKey(link.tokenHash),
      UpdateExpression:
        'SET codeHash = :hash, codeExpiresAt = :expires, wrongTries = :zero, sentAt = :now, sends = :sends',
      ConditionExpression:
        link.sentAt === undefined
          ? 'attribute_exists(pk) AND attribute_not_exists(sentAt)'
          : 'attribute_exists(pk) AND sentAt = :previous',
      ExpressionAttributeValues: {
        ':hash': input.codeHash,
        ':expires': input.codeExpiresAt,
        ':zero': 0,
        ':now': now,
        ':sends': input.linkSends,
        ...(link.sentAt === undefined ? {} : { ':previous': link.sentAt }),
      },
    },
  };
  const numberWrite = numberSendsPut({
    number: link.mobile,
    now,
    numberSends: input.numberSends,
    keepUntil: input.keepUntil,
    previous: { pending: undefined, numberSends: input.previousNumberSends },
  });
  try {
    await transact([linkUpdate, numberWrite], { 0: 'raced', 1: 'raced' });
    return true;
  } catch (error: unknown) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}

/** Spends one try of the link's pending code, if it is still `codeHash`, alive and unexpired at `now`. */
export async function spendLinkTry(tokenHash: string, codeHash: string, now: number, maxTries: number) {
  return conditionalUpdate({
    TableName: tableName,
    Key: parentLinkKey(tokenHash),
    UpdateExpression: 'ADD wrongTries :one',
    ConditionExpression: 'codeHash = :hash AND wrongTries < :max AND codeExpiresAt > :now',
    ExpressionAttributeValues: { ':one': 1, ':hash': codeHash, ':max': maxTries, ':now': now },
  });
}

/** Uses the code (single use) and marks the link's number verified at `at`. */
export async function markLinkVerified(tokenHash: string, codeHash: string, now: number, at: string) {
  return conditionalUpdate({
    TableName: tableName,
    Key: parentLinkKey(tokenHash),
    UpdateExpression: 'SET verifiedAt = :at REMOVE codeHash',
    ConditionExpression: 'codeHash = :hash AND codeExpiresAt > :now',
    ExpressionAttributeValues: { ':at': at, ':hash': codeHash, ':now': now },
  });
}

async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  try {
    await db.send(new UpdateCommand(input));
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

// ---- erasure ----------------------------------------------------------------------------------------------------

/** The keys of every item in the worker's own partition (account, pending code, consent records, applications). */
export async function partitionItems(userId: number): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': workerPartition(userId) },
    ConsistentRead: true,
  });
}

/** Writes `items` (deletes and counter moves) in transactions of at most 100 items each, in order. */
export async function writeInBatches(items: TransactItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += 100) {
    await transact(items.slice(start, start + 100));
  }
}

/** Deletes the item at `key` (erasure). */
export const deleteItem = (key: { pk: string; sk: string }): TransactItem => ({
  Delete: { TableName: tableName, Key: key },
});

/**
 * One applicant fewer in `status` on the job (an erased worker's application), so the counts stay those of the
 * lists HR/OPS see; the job keeps the application only as an anonymous count, ERASED_APPLICANTS.
 */
export const applicantRemoved = (jobId: number, status: AnyApplicationStatus): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: jobKey(jobId),
    ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'ADD #count :less, ERASED_APPLICANTS :one',
    ExpressionAttributeNames: { '#count': applicantCountName(status) },
    ExpressionAttributeValues: { ':less': -1, ':one': 1 },
  },
});

/** Frees the worker's verified number, if it is still theirs. */
export const mobileOwnerRelease = (number: string, userId: number): TransactItem => ({
  Delete: {
    TableName: tableName,
    Key: mobileOwnerKey(number),
    ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
    ExpressionAttributeValues: { ':id': userId },
  },
});

/** Deletes the account itself, only if it is still there (so an erasure run again does not count twice). */
export const accountDelete = (userId: number): TransactItem => ({
  Delete: { TableName: tableName, Key: userKey(userId), ConditionExpression: 'attribute_exists(pk)' },
});
