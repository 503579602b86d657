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
import { encodeCursor } from './cursor';
import { padId, studentWordItem, studentWordKey, studentWordPartition } from './keys';
import { wordsQueryInput } from './requests';
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
  const result = await db.send(new QueryCommand(wordsQueryInput(tableName, prefix, page)));
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
