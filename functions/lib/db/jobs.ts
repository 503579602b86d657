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
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Job } from '#shared/api/jobs';
import { db, tableName } from '../clients/dynamodb';
import { nextId } from './counters';
import { jobItemKeys, jobKey, jobShape, OPEN_JOBS } from './keys';
import { type Page, queryPage } from './paging';
import { countChange } from './stats';
import { putNew, transact } from './transactions';

export type JobStatus = 'OPEN' | 'CLOSED';
export type StoredJob = Job & { STATUS: JobStatus };
export type NewJob = Omit<Job, 'ID' | 'POSTED_AT'> & { POSTED_AT?: string };

export async function get(id: number): Promise<StoredJob | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: jobKey(id) }));
  return Item as StoredJob | undefined;
}

export function listOpen(page: { limit: number; cursor?: string | undefined }): Promise<Page<StoredJob>> {
  return queryPage<StoredJob>({ index: 'gsi1', partition: OPEN_JOBS, shape: jobShape, ...page });
}

export async function create(input: NewJob): Promise<StoredJob> {
  const id = await nextId('JOB');
  const job: StoredJob = {
    ...input,
    ID: id,
    POSTED_AT: input.POSTED_AT ?? new Date().toISOString(),
    STATUS: 'OPEN',
  };
  await transact([putNew({ ...jobItemKeys(job), ...job }), countChange('jobs', 1)]);
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
