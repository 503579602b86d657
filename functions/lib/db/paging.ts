/**
 * The Queries that read by page. `queryPage`: the paged Query behind every list: one partition of an index,
 * newest first (or oldest first, for a queue), `limit` items a page, and the cursor of the next page (checked
 * by `cursor.ts` when it comes back; the Query itself is built by `requests.ts`). `queryAll` and
 * `queryEachPage`: what is read whole, page after page to the end (a handful of items a worker has, one day of
 * an index, a scheduled job's run).
 */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
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

/** A Query of the table read to its end: everything but the table and the start key. */
export type WholeQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * Runs `query` page after page, handing each page's items (and the page, for its counts) to `visit`, until the
 * last page or until `visit` answers false.
 */
export async function queryEachPage(
  query: WholeQuery,
  visit: (items: Record<string, unknown>[], page: QueryCommandOutput) => unknown,
): Promise<void> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({ TableName: tableName, ...query, ExclusiveStartKey: start }),
    );
    if ((await visit(page.Items ?? [], page)) === false) return;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Every item `query` finds, in its order; with `max`, the read stops once that many are in. */
export async function queryAll<T>(query: WholeQuery, max = Number.POSITIVE_INFINITY): Promise<T[]> {
  const items: T[] = [];
  await queryEachPage(query, (page) => {
    items.push(...(page as T[]));
    return items.length < max;
  });
  return items.slice(0, max);
}
