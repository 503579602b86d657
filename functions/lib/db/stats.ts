/**
 * The admin dashboard's counts, kept in one item and changed in the same transaction as the write that
 * changes them (so they never drift from the data).
 *
 * | pattern          | key                        | operation                             |
 * |------------------|----------------------------|---------------------------------------|
 * | count one more   | pk=STATS sk=DASHBOARD      | Update ADD, inside TransactWriteItems |
 * | read the counts  | pk=STATS sk=DASHBOARD      | GetItem (consistent)                  |
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { dashboardKey } from './keys';

export type CountName = 'users' | 'employees' | 'jobs';

/** A transaction item that adds `by` to one count. */
export function countChange(name: CountName, by: number) {
  return {
    Update: {
      TableName: tableName,
      Key: dashboardKey,
      UpdateExpression: 'ADD #count :by',
      ExpressionAttributeNames: { '#count': name },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}

/** The counts as they are now; a count nothing has added to yet is 0. */
export async function getCounts(): Promise<Record<CountName, number>> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: dashboardKey, ConsistentRead: true }),
  );
  const count = (name: CountName) => Number(Item?.[name] ?? 0);
  return { users: count('users'), employees: count('employees'), jobs: count('jobs') };
}
