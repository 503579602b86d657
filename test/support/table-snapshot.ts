import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#lib/clients/dynamodb';
import { tableName } from './api-env';

/**
 * Every item of this test file's table, in a stable order (tests only: requests never Scan); `leaveOut` drops
 * items a read is meant to write (a staff read's access entries).
 */
export async function tableSnapshot(
  leaveOut: (item: Record<string, unknown>) => boolean = () => false,
): Promise<string> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return JSON.stringify(
    items
      .filter((item) => !leaveOut(item))
      .map((item) => JSON.stringify(item, Object.keys(item).sort()))
      .sort(),
  );
}
