/**
 * Atomic counters for the numeric ids the spec's routes use.
 *
 * | pattern               | key                                  | operation           |
 * |-----------------------|--------------------------------------|---------------------|
 * | next id of an entity  | pk=COUNTER sk=<entity>               | UpdateItem ADD      |
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { type CountedEntity, counterKey } from './keys';

export async function nextId(entity: CountedEntity): Promise<number> {
  const result = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: counterKey(entity),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}
