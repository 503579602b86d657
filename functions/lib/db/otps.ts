/**
 * One-time codes that verify a worker's mobile number, and the per-number send log behind the resend limits
 * (the rules themselves are in `functions/features/otp/rules.ts`).
 *
 * | pattern                               | key                                                  | operation          |
 * |---------------------------------------|------------------------------------------------------|--------------------|
 * | the account's pending code            | pk=USER#<id> sk=OTP                                  | GetItem            |
 * | recent sends to a number (any account) | pk=MOBILE#<number> sk=SENDS                         | GetItem            |
 * | send a new code (replaces the old)    | both items above, each only if unchanged since read  | TransactWriteItems |
 * | count a wrong try                     | pk=USER#<id> sk=OTP if same code and wrongTries < 5  | UpdateItem ADD     |
 * | use the code (single use)             | pk=USER#<id> sk=OTP if same code, alive, not expired | UpdateItem REMOVE  |
 *
 * One pending code per account: a new one replaces the old, which stops working. The code is stored only as
 * its keyed hash. Both items carry a `ttl`, but DynamoDB deletes expired items lazily (DynamoDB Local never),
 * so expiry is always checked in code. Once used, the hash is removed and the item stays until its `ttl` to
 * keep the account's send history for the hourly limit.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HOUR_MS, OTP_VALID_MS, withinLastHour } from '#features/otp/rules';
import { OTP_MAX_WRONG_TRIES } from '#shared/domain/constants';
import { db, tableName } from '../clients/dynamodb';
import { cancellationReasons, withConflictRetry } from './transactions';

export interface PendingCode {
  number: string;
  /** Absent once the code has been used. */
  codeHash?: string;
  /** Epoch milliseconds, like every time below. */
  expiresAt: number;
  wrongTries: number;
  sentAt: number;
  /** This account's sends (to any number) in the last hour, for its hourly limit. */
  sends: number[];
}

export interface NumberSends {
  lastSentAt: number;
  /** Sends to this number (by any account) in the last hour. */
  sends: number[];
}

const pendingKey = (accountId: number) => ({ pk: `USER#${accountId}`, sk: 'OTP' });
const sendsKey = (number: string) => ({ pk: `MOBILE#${number}`, sk: 'SENDS' });
const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

export async function getPending(accountId: number): Promise<PendingCode | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: pendingKey(accountId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    number: String(Item.number),
    ...(typeof Item.codeHash === 'string' ? { codeHash: Item.codeHash } : {}),
    expiresAt: Number(Item.expiresAt),
    wrongTries: Number(Item.wrongTries ?? 0),
    sentAt: Number(Item.sentAt),
    sends: ((Item.sends ?? []) as unknown[]).map(Number),
  };
}

export async function getNumberSends(number: string): Promise<NumberSends | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: sendsKey(number), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return { lastSentAt: Number(Item.lastSentAt), sends: ((Item.sends ?? []) as unknown[]).map(Number) };
}

/**
 * Stores a freshly sent code for the account, replacing its pending one, and logs the send against the
 * number. `previous` is what the caller read when it decided the send was allowed: if either item changed
 * since (another send won the race), nothing is written and the answer is false, so two concurrent requests
 * can never both pass the 30-second rule.
 */
export async function saveNewCode(input: {
  accountId: number;
  number: string;
  codeHash: string;
  now: number;
  previous: { pending: PendingCode | undefined; numberSends: NumberSends | undefined };
}): Promise<boolean> {
  const { accountId, number, codeHash, now, previous } = input;
  const accountSends = [...withinLastHour(previous.pending?.sends ?? [], now), now];
  const numberSends = [...withinLastHour(previous.numberSends?.sends ?? [], now), now];
  const unchanged = (attribute: string, value: number | undefined) =>
    value === undefined
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: `${attribute} = :previous`,
          ExpressionAttributeValues: { ':previous': value },
        };
  try {
    await withConflictRetry(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...pendingKey(accountId),
                  entity: 'OTP',
                  number,
                  codeHash,
                  expiresAt: now + OTP_VALID_MS,
                  wrongTries: 0,
                  sentAt: now,
                  sends: accountSends,
                  ttl: epochSeconds(now + HOUR_MS),
                },
                ...unchanged('sentAt', previous.pending?.sentAt),
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...sendsKey(number),
                  entity: 'OTP_SENDS',
                  lastSentAt: now,
                  sends: numberSends,
                  ttl: epochSeconds(now + HOUR_MS),
                },
                ...unchanged('lastSentAt', previous.numberSends?.lastSentAt),
              },
            },
          ],
        }),
      ),
    );
    return true;
  } catch (error: unknown) {
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

/**
 * Counts a wrong try against the code with this hash, atomically and never past the limit. Answers the new
 * count, or undefined when the code was replaced, used or already dead meanwhile.
 */
export async function recordWrongTry(accountId: number, codeHash: string): Promise<number | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: pendingKey(accountId),
        ConditionExpression: 'codeHash = :hash AND wrongTries < :max',
        UpdateExpression: 'ADD wrongTries :one',
        ExpressionAttributeValues: { ':hash': codeHash, ':max': OTP_MAX_WRONG_TRIES, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.wrongTries);
  } catch (error: unknown) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Uses up the code with this hash: true for exactly one caller, and only while the code is alive and not
 * expired at `now`; every later or concurrent use gets false.
 */
export async function consumeCode(accountId: number, codeHash: string, now: number): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: pendingKey(accountId),
        ConditionExpression: 'codeHash = :hash AND wrongTries < :max AND expiresAt > :now',
        UpdateExpression: 'REMOVE codeHash',
        ExpressionAttributeValues: { ':hash': codeHash, ':max': OTP_MAX_WRONG_TRIES, ':now': now },
      }),
    );
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
