/**
 * The students' search index: one item per distinct word a student is found by
 * (`shared/domain/student-search.ts`), written in the same transaction as the profile write that changes the
 * words (`users.ts`), so a search never finds a student under a word they no longer have.
 *
 * | pattern                         | key                                                          | operation          |
 * |---------------------------------|--------------------------------------------------------------|--------------------|
 * | students with a word starting   | pk=SEARCH#STUDENTS#<first character> sk from <prefix> to     | Query (consistent) |
 * |   with a prefix, in word order  |   <prefix>U+10FFFF (the keys that begin with <prefix>)       |                    |
 * | a word added / removed          | pk=SEARCH#STUDENTS#<first character> sk=<word>#<padded id>   | Put / Delete, in   |
 * |                                 |                                                              | the profile's      |
 * |                                 |                                                              | TransactWriteItems |
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { type CursorScope, decodeCursor, encodeCursor } from './cursor';
import {
  padId,
  studentWordItem,
  studentWordKey,
  studentWordPartition,
  studentWordShape,
  studentWordsEnd,
} from './keys';
import type { TransactItem } from './transactions';

/** The transaction items that add and remove a student's words. */
export function wordWrites(userId: number, changes: { added: string[]; removed: string[] }): TransactItem[] {
  return [
    ...changes.added.map((word) => ({
      Put: { TableName: tableName, Item: studentWordItem(word, userId) },
    })),
    ...changes.removed.map((word) => ({
      Delete: { TableName: tableName, Key: studentWordKey(word, userId) },
    })),
  ];
}

export interface WordMatch {
  word: string;
  userId: number;
  /** The cursor of the position just after this item: a page that stops here goes on from it. */
  position: string;
}

function scopeOf(prefix: string): CursorScope {
  return {
    partitionKey: 'pk',
    sortKey: 'sk',
    partition: studentWordPartition(prefix),
    sortKeyPrefix: prefix,
    shape: studentWordShape,
  };
}

/**
 * The cursor of the start of the words beginning with `prefix`: a position before every `<prefix>...#<id>`
 * (`#` and `0` sort before every letter and digit, and no id is 0). For a page that ends before its first
 * index item (the ID match alone filled it).
 */
export function startOf(prefix: string): string {
  return encodeCursor({ pk: studentWordPartition(prefix), sk: `${prefix}#${padId(0)}` }) as string;
}

/** Up to `limit` index items whose word starts with `prefix`, in word order, after `cursor`. */
export async function wordsStartingWith(
  prefix: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ matches: WordMatch[]; cursor: string | undefined }> {
  const scope = scopeOf(prefix);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      // The words starting with `prefix`, as the range from it to its end (`studentWordsEnd`): the same items as
      // begins_with(sk, prefix), read as a range on AWS either way, but DynamoDB Local filters a whole
      // partition for begins_with (7 ms at 40k items against 3 ms for the range), so the bench measured the
      // emulator instead of the handler.
      KeyConditionExpression: 'pk = :partition AND sk BETWEEN :prefix AND :end',
      ExpressionAttributeValues: {
        ':partition': scope.partition,
        ':prefix': prefix,
        ':end': studentWordsEnd(prefix),
      },
      // The index lives in the table itself, so it can be read as of now: a renamed student is not found
      // under the old name a moment later.
      ConsistentRead: true,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor, scope),
    }),
  );
  const matches = (result.Items ?? []).map((item) => {
    const sk = String(item.sk);
    return {
      word: sk.slice(0, sk.lastIndexOf('#')),
      userId: Number(item.userId),
      position: encodeCursor({ pk: item.pk, sk }) as string,
    };
  });
  return { matches, cursor: encodeCursor(result.LastEvaluatedKey) };
}
