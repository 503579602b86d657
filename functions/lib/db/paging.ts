/**
 * The paged Query behind every list: one partition of an index, newest first (or oldest first, for a queue),
 * `limit` items a page, and the cursor of the next page (checked by `cursor.ts` when it comes back). The Query
 * itself is built by `requests.ts`.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { encodeCursor } from './cursor';
import { type PageQuery, pageQueryInput } from './requests';

export interface Page<T> {
  items: T[];
  /** The next page's cursor; absent on the last page. */
  cursor: string | undefined;
}

export type { PageQuery } from './requests';

export async function queryPage<T>(query: PageQuery): Promise<Page<T>> {
  const result = await db.send(new QueryCommand(pageQueryInput(tableName, query)));
  return { items: (result.Items ?? []) as T[], cursor: encodeCursor(result.LastEvaluatedKey) };
}
