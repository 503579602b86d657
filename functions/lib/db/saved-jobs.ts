/**
 * Saved jobs: the jobs a worker keeps for later, in the worker's own partition, so the export
 * of their data lists them and erasing the account deletes them with the rest of the partition.
 *
 * | pattern                               | key / index                                                 | operation |
 * |---------------------------------------|-------------------------------------------------------------|-----------|
 * | save a job                            | job: ConditionCheck open + pk=USER#<id> sk=SAVED#<jobId> (if new) + account: ADD SAVED_JOBS 1 if below the cap | TransactWriteItems |
 * | unsave a job                          | pk=USER#<id> sk=SAVED#<jobId> (if there) + account: ADD SAVED_JOBS -1 | TransactWriteItems |
 * | the worker's saved jobs, newest job first | pk=USER#<id> begins_with(sk, SAVED#), then the jobs as they are now (jobs.ts `getMany`) | Query + BatchGetItem |
 *
 * The account's SAVED_JOBS counts the saved items in the same transactions that write them, so the cap
 * (MAX_SAVED_JOBS) holds however many saves race. The saved item keeps the job's id, title and company as they
 * were when saved; the list shows the job as it is now, closed ones included.
 */
import { type SavedJob, savedJob } from '#shared/api/saved-and-withdrawn';
import { isPublished } from '#shared/domain/job-lifecycle';
import { MAX_SAVED_JOBS, SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import { tableName } from '../clients/dynamodb';
import { BadRequest, Conflict, NotFound } from '../errors';
import * as jobs from './jobs';
import { jobKey, SAVED_JOB_PREFIX, savedJobKey, userKey, workerPartition } from './keys';
import { queryAll } from './paging';
import { cancellationReasons, deleteCounted, transact } from './transactions';
import type { WorkerAccount } from './users';

/** The saved item as the table holds it (beside its keys). */
export interface StoredSavedJob {
  ID: number;
  TITLE: string;
  COMPANY_NAME: string;
  SAVED_AT: string;
}

export const SAVED_JOBS_FULL = `You can keep at most ${MAX_SAVED_JOBS} saved jobs. Remove one from Saved to save another.`;
export const SAVED_JOB_CLOSED = 'This job is closed: it can no longer be saved.';

const failed = (reasons: readonly string[] | undefined, index: number) =>
  reasons?.[index] === 'ConditionalCheckFailed';

/**
 * Saves an open job for the worker. Saving a job already saved changes nothing. 404 for an unknown job, 409
 * (code jobClosed) for a closed one, 400 naming `id` beyond MAX_SAVED_JOBS.
 */
export async function save(worker: WorkerAccount, job: jobs.StoredJob, now = new Date()): Promise<void> {
  const saved: StoredSavedJob = {
    ID: job.ID,
    TITLE: job.TITLE,
    COMPANY_NAME: job.COMPANY_NAME,
    SAVED_AT: now.toISOString(),
  };
  try {
    await transact([
      {
        ConditionCheck: {
          TableName: tableName,
          Key: jobKey(job.ID),
          ConditionExpression: '#status = :open',
          ExpressionAttributeNames: { '#status': 'STATUS' },
          ExpressionAttributeValues: { ':open': 'OPEN' },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...savedJobKey(worker.ID, job.ID), entity: 'SAVED_JOB', ...saved },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: userKey(worker.ID),
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#count) OR #count < :cap)',
          UpdateExpression: 'ADD #count :one',
          ExpressionAttributeNames: { '#count': 'SAVED_JOBS' },
          ExpressionAttributeValues: { ':cap': MAX_SAVED_JOBS, ':one': 1 },
        },
      },
    ]);
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    // Saved already: the worker's wish holds.
    if (failed(reasons, 1)) return;
    if (failed(reasons, 0)) {
      const current = await jobs.get(job.ID, { consistent: true });
      if (!current) throw new NotFound(`There is no job with id ${job.ID}.`);
      throw new Conflict(SAVED_JOB_CLOSED, SAVE_WITHDRAW_CODES.jobClosed);
    }
    if (failed(reasons, 2)) throw BadRequest.field('id', SAVED_JOBS_FULL);
    throw error;
  }
}

/** Takes a job out of the worker's saved jobs; a job not saved is left as it is. */
export async function unsave(userId: number, jobId: number): Promise<void> {
  await deleteCounted(savedJobKey(userId, jobId), userKey(userId), 'SAVED_JOBS');
}

/** The saved items of the worker, newest job first (their sort key is the job id). */
async function savedItems(userId: number): Promise<StoredSavedJob[]> {
  return queryAll<StoredSavedJob>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': workerPartition(userId), ':prefix': SAVED_JOB_PREFIX },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    MAX_SAVED_JOBS,
  );
}

/**
 * The worker's saved jobs, each as the job is now: a job closed since it was saved stays in the list with
 * STATUS CLOSED. (Jobs are never deleted; one that could not be read is left out.)
 */
export async function listForWorker(userId: number): Promise<SavedJob[]> {
  const items = await savedItems(userId);
  if (items.length === 0) return [];
  const found = await jobs.getMany(items.map((item) => Number(item.ID)));
  const list: SavedJob[] = [];
  for (const item of items) {
    const job = found.get(Number(item.ID));
    // A saved job gone back to review is out of sight until it is approved again.
    if (job && isPublished(job)) list.push(savedJob.parse({ ...job, SAVED_AT: item.SAVED_AT }));
  }
  return list;
}
