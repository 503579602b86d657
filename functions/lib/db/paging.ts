/**
 * The paged Query behind every list: one partition of an index, newest first (or oldest first, for a queue),
 * `limit` items a page, and the cursor of the next page (checked by `cursor.ts` when it comes back).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { decodeCursor, encodeCursor } from './cursor';
import type { KeyShape } from './keys';
import { type IndexName, tableDefinition } from './table';

export interface Page<T> {
  items: T[];
  /** The next page's cursor; absent on the last page. */
  cursor: string | undefined;
}

type Index = (typeof tableDefinition.indexes)[number];

export interface PageQuery {
  index: IndexName;
  /** The partition key value of the list. */
  partition: string;
  /** Only the items whose index sort key starts with this (for example one application status). */
  sortKeyPrefix?: string | undefined;
  /** The keys of the items listed, which a cursor must have. */
  shape: KeyShape;
  limit: number;
  cursor?: string | undefined;
  /** By the index sort key: newest first (descending, the default) or oldest first (a review queue). */
  order?: 'newest' | 'oldest';
}

export async function queryPage<T>(query: PageQuery): Promise<Page<T>> {
  const index = tableDefinition.indexes.find((candidate) => candidate.name === query.index) as Index;
  const prefix = query.sortKeyPrefix;
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: `#pk = :partition${prefix === undefined ? '' : ' AND begins_with(#sk, :prefix)'}`,
      ExpressionAttributeNames: {
        '#pk': index.partitionKey,
        ...(prefix === undefined ? {} : { '#sk': index.sortKey }),
      },
      ExpressionAttributeValues: {
        ':partition': query.partition,
        ...(prefix === undefined ? {} : { ':prefix': prefix }),
      },
      ScanIndexForward: query.order === 'oldest',
      Limit: query.limit,
      ExclusiveStartKey: decodeCursor(query.cursor, {
        partitionKey: index.partitionKey,
        sortKey: index.sortKey,
        partition: query.partition,
        sortKeyPrefix: prefix,
        shape: query.shape,
      }),
    }),
  );
  return { items: (result.Items ?? []) as T[], cursor: encodeCursor(result.LastEvaluatedKey) };
}
