/**
 * BatchGetItem of up to 100 keys of the table, the keys DynamoDB left unprocessed asked again (with a growing
 * pause, six times at most): the items found, in no particular order (unknown keys are left out), read
 * consistently if asked.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';

export async function batchGet<T>(
  keys: readonly Record<string, unknown>[],
  options: { consistent?: boolean } = {},
): Promise<T[]> {
  const items: T[] = [];
  let pending = [...keys];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    if (attempt >= 6) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed`);
    const result = await db.send(
      new BatchGetCommand({
        RequestItems: { [tableName]: { Keys: pending, ConsistentRead: options.consistent ?? false } },
      }),
    );
    items.push(...((result.Responses?.[tableName] ?? []) as T[]));
    pending = result.UnprocessedKeys?.[tableName]?.Keys ?? [];
  }
  return items;
}
