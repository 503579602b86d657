/**
 * The admin dashboard's counts, kept in one item and changed in the same transaction as the write that
 * changes them (so they never drift from the data).
 *
 * | pattern          | key                        | operation                             |
 * |------------------|----------------------------|---------------------------------------|
 * | count one more   | pk=STATS sk=DASHBOARD      | Update ADD, inside TransactWriteItems |
 */
import { tableName } from '../clients/dynamodb';
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
