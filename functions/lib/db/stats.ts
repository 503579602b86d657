/**
 * The admin dashboard's counts, kept in one item and changed in the same transaction as the write that
 * changes them (so they never drift from the data).
 *
 * | pattern          | key                        | operation                             |
 * |------------------|----------------------------|---------------------------------------|
 * | read the counts  | pk=STATS sk=DASHBOARD      | GetItem                               |
 * | count one more   | pk=STATS sk=DASHBOARD      | Update ADD, inside TransactWriteItems |
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';

export type CountName = 'users' | 'employees' | 'jobs';

const key = { pk: 'STATS', sk: 'DASHBOARD' } as const;

/** A transaction item that adds `by` to one count. */
export function countChange(name: CountName, by: number) {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: 'ADD #count :by',
      ExpressionAttributeNames: { '#count': name },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}

export async function readCounts(): Promise<Record<CountName, number>> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key }));
  return {
    users: Number(Item?.users ?? 0),
    employees: Number(Item?.employees ?? 0),
    jobs: Number(Item?.jobs ?? 0),
  };
}
