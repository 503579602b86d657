/**
 * Cursors of paged queries: the query's LastEvaluatedKey as base64url JSON. A cursor from the client is
 * untrusted input, so it is accepted only as a key of the list being read: exactly the table key and the
 * index key attributes, every value a non-empty string of the listed entity's key shape, in the partition (and
 * under the sort-key prefix) being queried. Anything else is a 400, never a DynamoDB error.
 */
import { BadRequest } from '../errors';
import type { KeyShape } from './keys';

type Key = Record<string, string>;

/** The list a cursor must belong to. */
export interface CursorScope {
  /** The index's key attribute names, from `table.ts`. */
  partitionKey: string;
  sortKey: string;
  /** The partition being read. */
  partition: string;
  /** The sort-key prefix being read, if any. */
  sortKeyPrefix?: string | undefined;
  shape: KeyShape;
}

export const INVALID_CURSOR = 'cursor must be the value returned by the previous page';

export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  if (!key) return undefined;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined, scope: CursorScope): Key | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw BadRequest.field('cursor', INVALID_CURSOR);
  }
  if (!isKeyOf(parsed, scope)) throw BadRequest.field('cursor', INVALID_CURSOR);
  return parsed;
}

function isKeyOf(value: unknown, scope: CursorScope): value is Key {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const expected: Record<string, (text: string) => boolean> = {
    pk: (text) => scope.shape.pk.test(text),
    sk: (text) => scope.shape.sk.test(text),
    [scope.partitionKey]: (text) => text === scope.partition,
    [scope.sortKey]: (text) => scope.shape.sortKey.test(text) && text.startsWith(scope.sortKeyPrefix ?? ''),
  };
  const entries = Object.entries(value);
  return (
    entries.length === Object.keys(expected).length &&
    entries.every(([name, text]) => {
      const check = Object.hasOwn(expected, name) ? expected[name] : undefined;
      return (
        check !== undefined && typeof text === 'string' && text !== '' && text.length <= 512 && check(text)
      );
    })
  );
}
