/**
 * Lists every open job again under today's listing rules (functions/lib/db/job-listings.ts `listsOf`), for a
 * migration that changes which lists a job is in. `rules` is that migration's version of the rules, recorded on
 * the job as `LISTING_RULES` (absent: before migration 0004, version 2).
 * - An open job not yet listed under `rules` gets, in one transaction on condition that it is still open with the
 *   same LISTINGS and an older version: the listing items of lists it leaves deleted, every list's item written
 *   anew, and LISTINGS and LISTING_RULES recorded.
 * - A closed job has no listing items (closing deleted those of its LISTINGS): nothing to do.
 * Every write is conditional, and a job once done is skipped: an interrupted run is simply run again and goes
 * on where it stopped (runPending records the migration only once a run completes).
 */
import { tableName } from '#lib/clients/dynamodb';
import { listingPartitions, listingPuts } from '#lib/db/job-listings';
import type * as jobs from '#lib/db/jobs';
import { jobKey, listingItemKeys } from '#lib/db/keys';
import { cancellationReasons, type TransactItem, transact } from '#lib/db/transactions';
import { forEveryJob } from './every-job';

type Outcome = 'relisted' | 'skipped';

async function relist(job: jobs.StoredJob & { LISTING_RULES?: number }, rules: number): Promise<Outcome> {
  if (job.STATUS !== 'OPEN' || (job.LISTING_RULES ?? 0) >= rules) return 'skipped';
  const old = job.LISTINGS ?? [];
  const now = listingPartitions(job);
  const left: TransactItem[] = old
    .filter((partition) => !now.includes(partition))
    .map((partition) => {
      const { pk, sk } = listingItemKeys(partition, job);
      return { Delete: { TableName: tableName, Key: { pk, sk } } };
    });
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: jobKey(job.ID),
          ConditionExpression:
            '#status = :open AND (attribute_not_exists(LISTING_RULES) OR LISTING_RULES < :rules) AND ' +
            (job.LISTINGS ? 'LISTINGS = :old' : 'attribute_not_exists(LISTINGS)'),
          UpdateExpression: 'SET LISTINGS = :listings, LISTING_RULES = :rules',
          ExpressionAttributeNames: { '#status': 'STATUS' },
          ExpressionAttributeValues: {
            ':open': 'OPEN',
            ':listings': now,
            ':rules': rules,
            ...(job.LISTINGS ? { ':old': job.LISTINGS } : {}),
          },
        },
      },
      ...left,
      ...listingPuts(job),
    ]);
    return 'relisted';
  } catch (error: unknown) {
    // Closed, reopened or done since it was read: its own code path (or the other run) did the work.
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return 'skipped';
    throw error;
  }
}

/**
 * Lists every open job again under `rules`, newest first, a page at a time. `afterJob` is told of each job done:
 * tests stop a run part-way with it, as a crash would.
 */
export function relistOpenJobs(
  rules: number,
  afterJob: (id: number) => void = () => undefined,
): Promise<Record<Outcome, number>> {
  return forEveryJob<Outcome>({ relisted: 0, skipped: 0 }, (job) => relist(job, rules), afterJob);
}
