/**
 * The index of a job's applications by term (decision 610): one item per word, filterable answer and listed
 * skill of each application (shared/domain/application-terms.ts), written in the apply transaction beside the
 * application, removed in the withdrawal's and the erasure's, and rewritten with a correction of the
 * applicant's name or number. The application keeps its terms (`FIND_TERMS`), so each of those writes knows
 * exactly which items to delete. HR's search and filters read only the items of the term they look up.
 *
 * | pattern                                  | key                                                           | operation |
 * |------------------------------------------|---------------------------------------------------------------|-----------|
 * | a job's applicants with a word starting  | pk=JOB#<jobId>#FIND#W#<first character> sk from <prefix> to   | Query     |
 * |   with a prefix, in word order           |   <prefix>U+10FFFF                                            |           |
 * | a job's applicants with one answer       | pk=JOB#<jobId>#FIND#A#<question id> sk=<value>#<appliedAt>#<padded userId> | Query |
 * | a job's applicants with a listed skill   | pk=JOB#<jobId>#FIND#S sk=<code>#<appliedAt>#<padded userId>    | Query     |
 * | a term added / removed                   | the keys above                                                | Put / Delete, in the application's TransactWriteItems |
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { decodeCursor, encodeCursor } from './cursor';
import {
  applicationTermItem,
  applicationTermKey,
  applicationTermPartition,
  applicationTermShape,
  applicationTermValue,
} from './keys';
import type { TransactItem } from './transactions';

type Indexed = { APPLIED_AT: string; USER_ID: number };

/** The transaction items that add and remove an application's terms. */
export function termWrites(
  jobId: number,
  application: Indexed,
  changes: { added: readonly string[]; removed: readonly string[] },
): TransactItem[] {
  return [
    ...changes.added.map((term) => ({
      Put: { TableName: tableName, Item: applicationTermItem(jobId, term, application) },
    })),
    ...changes.removed.map((term) => ({
      Delete: { TableName: tableName, Key: applicationTermKey(jobId, term, application) },
    })),
  ];
}

/** The deletes of every index item of an application (its `FIND_TERMS`): a withdrawal, an erasure. */
export const termDeletes = (jobId: number, application: Indexed & { FIND_TERMS?: readonly string[] }) =>
  termWrites(jobId, application, { added: [], removed: application.FIND_TERMS ?? [] });

export interface TermMatch {
  /** The term's value in the index item: the whole word a prefix found. */
  value: string;
  userId: number;
  /** The cursor of the position just after this item: a page that stops here goes on from it. */
  position: string;
}

/**
 * What a lookup reads: a word prefix (`W#<prefix>`: every word starting with it) or one exact answer or skill
 * (`A#<question>#<value>`, `S#<code>`).
 */
function scope(jobId: number, lookup: string) {
  const value = applicationTermValue(lookup);
  const start = lookup.startsWith('W#') ? value : `${value}#`;
  return { partition: applicationTermPartition(jobId, lookup), start };
}

/** Up to `limit` index items of the job matching `lookup`, in the index's order, after `cursor`. */
export async function applicationsWithTerm(
  jobId: number,
  lookup: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ matches: TermMatch[]; cursor: string | undefined }> {
  const { partition, start } = scope(jobId, lookup);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      // A range rather than begins_with: the same items, and DynamoDB Local reads a range without filtering the
      // whole partition (requests.ts, wordsQueryInput).
      KeyConditionExpression: 'pk = :partition AND sk BETWEEN :start AND :end',
      ExpressionAttributeValues: { ':partition': partition, ':start': start, ':end': `${start}\u{10FFFF}` },
      ProjectionExpression: 'pk, sk, USER_ID',
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor, {
        partitionKey: 'pk',
        sortKey: 'sk',
        partition,
        sortKeyPrefix: start,
        shape: applicationTermShape,
      }),
    }),
  );
  const matches = (result.Items ?? []).map((item) => {
    const sk = String(item.sk);
    return {
      value: sk.split('#')[0] ?? '',
      userId: Number(item.USER_ID),
      position: encodeCursor({ pk: item.pk, sk }) as string,
    };
  });
  return { matches, cursor: encodeCursor(result.LastEvaluatedKey) };
}
