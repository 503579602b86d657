/**
 * Migration 0004 (forgiving search): every open job is listed again under today's rules
 * (shared/domain/job-terms.ts): under the head of each term (`JOBLIST#WORD#<first 3 characters>`) instead of
 * each whole word, its listing items carrying TEXT (its terms, stems, Hindi/Telugu words and synonyms) instead
 * of WORDS, and no longer in its city's WFH list (near me with WFH reads every job's list, decision 167).
 * - An open job not yet done (no `LISTING_RULES` of 2) gets, in one transaction on condition that it is still
 *   open with the same LISTINGS: the listing items of lists it leaves deleted, every list's item written anew,
 *   and LISTINGS and LISTING_RULES recorded.
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
import type { Migration } from './index';

/** The version of the listing rules a job was last listed under (absent: before this migration). */
export const LISTING_RULES = 2;

type Outcome = 'relisted' | 'skipped';

async function relist(job: jobs.StoredJob & { LISTING_RULES?: number }): Promise<Outcome> {
  if (job.STATUS !== 'OPEN' || (job.LISTING_RULES ?? 0) >= LISTING_RULES) return 'skipped';
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
            '#status = :open AND attribute_not_exists(LISTING_RULES) AND ' +
            (job.LISTINGS ? 'LISTINGS = :old' : 'attribute_not_exists(LISTINGS)'),
          UpdateExpression: 'SET LISTINGS = :listings, LISTING_RULES = :rules',
          ExpressionAttributeNames: { '#status': 'STATUS' },
          ExpressionAttributeValues: {
            ':open': 'OPEN',
            ':listings': now,
            ':rules': LISTING_RULES,
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
 * Lists every open job again under today's rules, newest first, a page at a time. `afterJob` is told of each job
 * done: tests stop a run part-way with it, as a crash would.
 */
export function relistJobs(
  afterJob: (id: number) => void = () => undefined,
): Promise<Record<Outcome, number>> {
  return forEveryJob<Outcome>({ relisted: 0, skipped: 0 }, relist, afterJob);
}

export const migration: Migration = {
  id: '0004-job-search-terms',
  about:
    'List every open job again under the forgiving search rules: term heads, TEXT with stems, Hindi/Telugu words and synonyms.',
  run: () => relistJobs(),
};
