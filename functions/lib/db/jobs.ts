/**
 * Jobs (internships and gigs).
 *
 * | pattern                               | key / index                                          | operation          |
 * |---------------------------------------|------------------------------------------------------|--------------------|
 * | job by id                             | pk=JOB#<id> sk=JOB                                   | GetItem            |
 * | open jobs, newest first (workers)     | gsi1: gsi1pk=JOBS#OPEN gsi1sk=<postedAt>#<id> (sparse: closed jobs drop out) | Query |
 * | every job, newest first (staff)       | gsi2: gsi2pk=JOBS gsi2sk=<postedAt>#<id>             | Query              |
 * | post a job                            | job + jobs count                                     | TransactWriteItems |
 * | close a job                           | pk=JOB#<id> sk=JOB, REMOVE gsi1 keys                 | UpdateItem         |
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Job } from '#shared/api/jobs';
import { db, tableName } from '../clients/dynamodb';
import { nextId } from './counters';
import { decodeCursor, encodeCursor, padId } from './paging';
import { countChange } from './stats';

export type JobStatus = 'OPEN' | 'CLOSED';
export type StoredJob = Job & { STATUS: JobStatus };
export type NewJob = Omit<Job, 'ID' | 'POSTED_AT'> & { POSTED_AT?: string };

export interface Page<T> {
  items: T[];
  cursor: string | undefined;
}

const OPEN_JOBS = 'JOBS#OPEN';
export const jobKey = (id: number) => ({ pk: `JOB#${id}`, sk: 'JOB' });

export async function get(id: number): Promise<StoredJob | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: jobKey(id) }));
  return Item as StoredJob | undefined;
}

export async function listOpen(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<StoredJob>> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :open',
      ExpressionAttributeValues: { ':open': OPEN_JOBS },
      ScanIndexForward: false,
      Limit: page.limit,
      ExclusiveStartKey: decodeCursor(page.cursor, {
        attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
        partition: { name: 'gsi1pk', value: OPEN_JOBS },
      }),
    }),
  );
  return { items: (result.Items ?? []) as StoredJob[], cursor: encodeCursor(result.LastEvaluatedKey) };
}

export async function create(input: NewJob): Promise<StoredJob> {
  const id = await nextId('JOB');
  const postedAt = input.POSTED_AT ?? new Date().toISOString();
  const job: StoredJob = { ...input, ID: id, POSTED_AT: postedAt, STATUS: 'OPEN' };
  const order = `${postedAt}#${padId(id)}`;
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...jobKey(id),
              entity: 'JOB',
              gsi1pk: OPEN_JOBS,
              gsi1sk: order,
              gsi2pk: 'JOBS',
              gsi2sk: order,
              ...job,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        countChange('jobs', 1),
      ],
    }),
  );
  return job;
}

/** Closes a job to new applications; it leaves the workers' list but stays readable. */
export async function close(id: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: jobKey(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET #status = :closed REMOVE gsi1pk, gsi1sk',
      ExpressionAttributeNames: { '#status': 'STATUS' },
      ExpressionAttributeValues: { ':closed': 'CLOSED' },
    }),
  );
}
