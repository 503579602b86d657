/**
 * The counts an employer organisation's job limits are kept by (shared/domain/employer-jobs.ts): its jobs live
 * or in review, and the jobs it created each IST day. Each changes only inside the transaction that moves or
 * creates the job, and a limited change carries its limit as the condition, so two postings at once never pass
 * a limit between them.
 *
 * | pattern                                  | key                                        | operation                |
 * |------------------------------------------|--------------------------------------------|--------------------------|
 * | a job becomes active (limited)           | pk=ORG#<id> sk=JOB_COUNT: ADD ACTIVE 1 if ACTIVE < limit | TransactWriteItems item |
 * | a job stops being active (closed, rejected, sent back) | the same: ADD ACTIVE -1      | TransactWriteItems item  |
 * | an admin reopens a job (not limited)     | the same: ADD ACTIVE 1                     | TransactWriteItems item  |
 * | a job created (limited when unverified)  | pk=ORG#<id> sk=POSTINGS#<IST day>: ADD COUNT 1 if COUNT < limit, ttl | TransactWriteItems item |
 * | the counts, for the screens              | GetItem of JOB_COUNT                       | GetItem                  |
 * | a day's postings, for the admin's screen | GetItem of POSTINGS#<IST day>              | GetItem                  |
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../clients/dynamodb';
import { organisationJobCountKey, organisationPostingsKey } from './keys';
import type { TransactItem } from './transactions';

/** A day's postings count is kept two days past the day (a day's count is read only on that day). */
const POSTINGS_KEPT_SECONDS = 3 * 24 * 60 * 60;

/** Changes the organisation's active jobs by `by`; with `limit`, only while they are below it. */
export function activeJobsChange(organisationId: string, by: 1 | -1, limit?: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: organisationJobCountKey(organisationId),
      ...(limit === undefined
        ? {}
        : { ConditionExpression: 'attribute_not_exists(ACTIVE) OR ACTIVE < :limit' }),
      UpdateExpression: 'ADD ACTIVE :by SET entity = :entity',
      ExpressionAttributeValues: {
        ':by': by,
        ':entity': 'ORGANISATION_JOB_COUNT',
        ...(limit === undefined ? {} : { ':limit': limit }),
      },
    },
  };
}

/**
 * Raises an organisation's count of an IST day by one (its item `Key`, kept until `ttl`); with `limit`, only
 * while the count is below it. The day's postings here, and the day's applicants opened
 * (organisation-applicant-opens.ts).
 */
export function dayCountRaised(
  Key: Record<string, unknown>,
  entity: string,
  ttl: number,
  limit: number | undefined,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key,
      ...(limit === undefined
        ? {}
        : { ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit' }),
      UpdateExpression: 'ADD #count :one SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'COUNT', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':entity': entity,
        ':ttl': ttl,
        ...(limit === undefined ? {} : { ':limit': limit }),
      },
    },
  };
}

/** Counts one job created on `istDay`; with `limit`, only while the day's are below it. */
export function postingCounted(
  organisationId: string,
  istDay: string,
  now: Date,
  limit: number | undefined,
): TransactItem {
  return dayCountRaised(
    organisationPostingsKey(organisationId, istDay),
    'ORGANISATION_POSTINGS',
    Math.floor(now.getTime() / 1000) + POSTINGS_KEPT_SECONDS,
    limit,
  );
}

/** The organisation's jobs live or in review now (0 before its first). */
export async function activeJobs(organisationId: string): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: organisationJobCountKey(organisationId),
      ConsistentRead: true,
    }),
  );
  return Math.max(0, Number(Item?.ACTIVE ?? 0));
}

/** The jobs the organisation created on `istDay` (0 when none). */
export async function postingsOn(organisationId: string, istDay: string): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: organisationPostingsKey(organisationId, istDay) }),
  );
  return Math.max(0, Number(Item?.COUNT ?? 0));
}
