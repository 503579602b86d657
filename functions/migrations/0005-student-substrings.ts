/**
 * Migration 0005 (substring search): every student's search words are recomputed under today's rules
 * (shared/domain/student-search.ts: each word's tails of 3+ characters beside it, at most STUDENT_WORDS_MAX),
 * and the index items that adds and removes written, in one transaction per student on condition that the
 * student's words are still the ones read (a profile write in between did the work itself). A student whose
 * words are already today's is skipped, so an interrupted run is simply run again. Employees need nothing: their
 * search matches in code over their type's list (decision 38).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/clients/dynamodb';
import { userKey } from '#lib/db/keys';
import { wordWrites } from '#lib/db/student-search';
import { cancellationReasons, transact } from '#lib/db/transactions';
import * as users from '#lib/db/users';
import { studentWords, wordChanges } from '#shared/domain/student-search';
import type { Migration } from './index';

type Outcome = 'reindexed' | 'skipped';

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index]);

async function reindex(account: users.WorkerAccount): Promise<Outcome> {
  const before = account.searchWords ?? [];
  const after = studentWords(account);
  if (account.searchWords && same(before, after)) return 'skipped';
  const update = {
    TableName: tableName,
    Key: userKey(account.ID),
    ConditionExpression: account.searchWords ? 'searchWords = :before' : 'attribute_not_exists(searchWords)',
    UpdateExpression: 'SET searchWords = :after',
    ExpressionAttributeValues: { ':after': after, ...(account.searchWords ? { ':before': before } : {}) },
  };
  const writes = wordWrites(account.ID, wordChanges(before, after));
  try {
    if (writes.length === 0) await db.send(new UpdateCommand(update));
    else await transact([{ Update: update }, ...writes]);
    return 'reindexed';
  } catch (error: unknown) {
    const conditionFailed =
      (error as { name?: string }).name === 'ConditionalCheckFailedException' ||
      cancellationReasons(error)?.includes('ConditionalCheckFailed');
    if (conditionFailed) return 'skipped';
    throw error;
  }
}

/** Reindexes every student, newest first, a page at a time; `afterStudent` lets tests stop a run part-way. */
export async function reindexStudents(
  afterStudent: (id: number) => void = () => undefined,
): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { reindexed: 0, skipped: 0 };
  let cursor: string | undefined;
  do {
    const page = await users.list({ limit: 100, ...(cursor ? { cursor } : {}) });
    for (const summary of page.items) {
      const account = await users.get(summary.ID);
      if (account) counts[await reindex(account)] += 1;
      afterStudent(summary.ID);
    }
    cursor = page.cursor;
  } while (cursor);
  return counts;
}

export const migration: Migration = {
  id: '0005-student-substrings',
  about: "Index every student's word tails, so the admin's search finds substrings ('riya' finds Priya).",
  run: () => reindexStudents(),
};
