/**
 * Cursors for paged queries: the query's LastEvaluatedKey, base64url JSON. A cursor from the client is
 * untrusted input, so it is accepted only when it has exactly the key attributes of the index being read
 * and its partition key is the one being queried; anything else is a 400, never a DynamoDB error.
 */
import { BadRequest } from '../errors';

export type Key = Record<string, string>;

const INVALID_CURSOR = 'cursor must be the value returned by the previous page';

export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  if (!key) return undefined;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(
  cursor: string | undefined,
  expected: { attributes: readonly string[]; partition: { name: string; value: string } },
): Key | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequest(INVALID_CURSOR);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new BadRequest(INVALID_CURSOR);
  const entries = Object.entries(parsed);
  const names = new Set(expected.attributes);
  const valid =
    entries.length === names.size &&
    entries.every(([name, value]) => names.has(name) && typeof value === 'string' && value.length <= 512) &&
    (parsed as Key)[expected.partition.name] === expected.partition.value;
  if (!valid) throw new BadRequest(INVALID_CURSOR);
  return parsed as Key;
}

/** Zero-padded ids sort as numbers inside string sort keys. */
export function padId(id: number): string {
  return String(id).padStart(12, '0');
}
