/**
 * Writes that must happen together, or not at all: one TransactWriteItems, retried when it lost a race with
 * another transaction, and a failed condition turned into the caller's Conflict. Beside them, the single
 * conditional update (`updateIf`) whose failed condition is an answer, not an error.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import { newItemPut, type TransactItem } from './requests';

export type { TransactItem };

/**
 * The reason code of each item of a cancelled transaction ('ConditionalCheckFailed', 'TransactionConflict',
 * 'None', ...), or undefined when the error is not a cancelled transaction.
 */
export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/** Whether a single conditional write (PutItem, UpdateItem, DeleteItem) failed its condition. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/**
 * One conditional UpdateItem: answers the attributes `ReturnValues` asks for (an empty object when it asks
 * none), or undefined when the condition failed and nothing was written.
 */
export async function updateIf<T = Record<string, unknown>>(
  update: Omit<UpdateCommandInput, 'TableName'>,
): Promise<T | undefined> {
  try {
    const { Attributes } = await db.send(new UpdateCommand({ TableName: tableName, ...update }));
    return (Attributes ?? {}) as T;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Deletes the item at `key` and takes one off the count `count` of the account at `accountKey`, in one
 * transaction: false when there was no such item (nothing written).
 */
export async function deleteCounted(
  key: Record<string, string>,
  accountKey: Record<string, string>,
  count: string,
): Promise<boolean> {
  try {
    await transact([
      { Delete: { TableName: tableName, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
      {
        Update: {
          TableName: tableName,
          Key: accountKey,
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: 'ADD #count :less',
          ExpressionAttributeNames: { '#count': count },
          ExpressionAttributeValues: { ':less': -1 },
        },
      },
    ]);
    return true;
  } catch (error: unknown) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

const MAX_ATTEMPTS = 4;

/**
 * Runs a transaction, retrying when it lost a race with another transaction on the same items
 * (TransactionConflict), which DynamoDB reports as a cancellation the SDK does not retry.
 */
async function withConflictRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error: unknown) {
      const reasons = cancellationReasons(error);
      const lostRace =
        reasons?.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
      if (!lostRace || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

/** A transaction item that creates `item`, on condition that no item has its key yet. */
export function putNew(item: Record<string, unknown>): TransactItem {
  return newItemPut(tableName, item);
}

/** The 409 a failed condition answers: its message, and a `code` where the caller tells the cases apart. */
export type ConflictAnswer = string | { message: string; code: string };

/**
 * Writes `items` in one transaction. When the condition of item `i` failed, throws a Conflict with
 * `conflicts[i]` (the first failed item that has a message decides); any other failure is thrown as it came.
 */
export async function transact(
  items: TransactItem[],
  conflicts: Readonly<Record<number, ConflictAnswer>> = {},
): Promise<void> {
  try {
    await withConflictRetry(() => db.send(new TransactWriteCommand({ TransactItems: items })));
  } catch (error: unknown) {
    const reasons = cancellationReasons(error) ?? [];
    for (const [index, reason] of reasons.entries()) {
      const answer = conflicts[index];
      if (reason !== 'ConditionalCheckFailed' || answer === undefined) continue;
      throw typeof answer === 'string' ? new Conflict(answer) : new Conflict(answer.message, answer.code);
    }
    throw error;
  }
}
