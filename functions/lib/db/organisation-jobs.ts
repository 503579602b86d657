/**
 * An organisation's jobs, as its suspension pauses them and its reinstatement opens them again. Each job an
 * employer posts has a small item in its organisation's partition, written in the job's create transaction
 * (jobs.ts); a paused job's item is marked, so reinstating opens exactly the jobs the suspension closed (not one
 * its poster or an admin closed).
 *
 * | pattern                                   | key / index                                                  | operation          |
 * |-------------------------------------------|--------------------------------------------------------------|--------------------|
 * | the organisation's jobs (at most 1,000)   | pk=ORG#<id> begins_with(sk, JOB#)                            | Query              |
 * | pause a live job                          | the job closed as read (jobs.closeItems) + its item SET PAUSED | TransactWriteItems |
 * | open a paused job again                   | jobs.setStatus OPEN, then its item REMOVE PAUSED             | TransactWriteItems, UpdateItem |
 */
import { isPublished } from '#shared/domain/job-lifecycle';
import { tableName } from '../clients/dynamodb';
import { Conflict } from '../errors';
import * as jobs from './jobs';
import { ORGANISATION_JOB_PREFIX, organisationJobKey, organisationPartition } from './keys';
import { queryAll } from './paging';
import { transact, updateIf } from './transactions';

/** The most jobs of one organisation a suspension reads: far above what its live-job limits let it keep. */
export const MAX_ORGANISATION_JOBS = 1000;
/** Jobs paused or opened at once: a few transactions in flight, not a thousand. */
const AT_ONCE = 10;

interface OrganisationJob {
  jobId: number;
  paused: boolean;
}

/** The organisation's jobs, oldest first (one Query, bounded). */
export async function organisationJobs(organisationId: string): Promise<OrganisationJob[]> {
  const items = await queryAll<Record<string, unknown>>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': organisationPartition(organisationId),
        ':prefix': ORGANISATION_JOB_PREFIX,
      },
      ConsistentRead: true,
    },
    MAX_ORGANISATION_JOBS,
  );
  return items.map((item) => ({ jobId: Number(item.jobId), paused: item.PAUSED === true }));
}

async function inGroups<T>(items: readonly T[], work: (item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (let start = 0; start < items.length; start += AT_ONCE) {
    const results = await Promise.all(items.slice(start, start + AT_ONCE).map(work));
    done += results.filter(Boolean).length;
  }
  return done;
}

/**
 * Closes every live job of the organisation (off the workers' lists and search) and marks it paused. Answers
 * how many it paused; a job closed meanwhile by someone else is left as it is.
 */
export async function pauseOrganisationJobs(organisationId: string): Promise<number> {
  const listed = await organisationJobs(organisationId);
  return inGroups(listed, async ({ jobId }) => {
    const job = await jobs.get(jobId, { consistent: true });
    if (job?.STATUS !== 'OPEN' || !isPublished(job)) return false;
    try {
      await transact(
        [
          ...jobs.closeItems(job),
          {
            Update: {
              TableName: tableName,
              Key: organisationJobKey(organisationId, jobId),
              ConditionExpression: 'attribute_exists(pk)',
              UpdateExpression: 'SET PAUSED = :yes',
              ExpressionAttributeValues: { ':yes': true },
            },
          },
        ],
        { 0: jobs.STATUS_CHANGED },
      );
      return true;
    } catch (error: unknown) {
      if (error instanceof Conflict) return false;
      throw error;
    }
  });
}

/** Opens again the jobs the suspension paused (those still closed), and clears their marks. */
export async function resumeOrganisationJobs(organisationId: string): Promise<number> {
  const paused = (await organisationJobs(organisationId)).filter((job) => job.paused);
  return inGroups(paused, async ({ jobId }) => {
    const job = await jobs.get(jobId, { consistent: true });
    const opened = job !== undefined && isPublished(job) && (await jobs.setStatus(jobId, 'OPEN'));
    await updateIf({
      Key: organisationJobKey(organisationId, jobId),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'REMOVE PAUSED',
    });
    return opened;
  });
}
