/**
 * Migration 0002: every job gets the record of the lists it is in (`LISTINGS`, job-listings.ts), so
 * closing it deletes exactly the listing items that were written, whatever the word rules are by then.
 * - An open job without `LISTINGS` (posted before search existed, or before `LISTINGS`) gets its listing items
 *   written and `LISTINGS` recorded in one transaction, on condition that it is still open and unrecorded. A job
 *   from before the search facts gets what can be read off it: its district from LOCATION (a district's exact
 *   name), and 0 rupees a month when MONTHLY_EARNINGS is absent (it then sorts last by earnings; type and
 *   hours filters do not find it until an admin reposts it).
 * - A closed job without `LISTINGS` gets any listing item today's rules name deleted (left by nothing in this
 *   code, but cheap to make sure of).
 * Every write is conditional or idempotent, and a job once recorded is skipped: an interrupted run is simply run
 * again and goes on where it stopped (runPending records the migration only once a run completes).
 */

import { tableName } from '#lib/clients/dynamodb';
import { listingDeletes, listingPartitions, listingPuts } from '#lib/db/job-listings';
import * as jobs from '#lib/db/jobs';
import { jobKey } from '#lib/db/keys';
import { cancellationReasons, transact } from '#lib/db/transactions';
import { districts } from '#shared/domain/districts';
import type { Migration } from './index';

const districtByName = new Map(districts.map((district) => [district.name.toLowerCase(), district.id]));

/** The search facts of a job from before them, as far as the job itself tells. */
function withFacts(job: jobs.StoredJob): jobs.StoredJob {
  const city =
    job.CITY ??
    districtByName.get(
      String(job.LOCATION ?? '')
        .trim()
        .toLowerCase(),
    ) ??
    '';
  const monthly = typeof job.MONTHLY_EARNINGS === 'number' ? job.MONTHLY_EARNINGS : 0;
  return { ...job, CITY: city, MONTHLY_EARNINGS: monthly };
}

type Outcome = 'listed' | 'cleaned' | 'skipped';

async function migrateJob(stored: jobs.StoredJob): Promise<Outcome> {
  if (stored.LISTINGS) return 'skipped';
  const job = withFacts(stored);
  if (job.STATUS !== 'OPEN') {
    const deletes = listingDeletes(job);
    if (deletes.length > 0) await transact(deletes);
    return 'cleaned';
  }
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: jobKey(job.ID),
          ConditionExpression: '#status = :open AND attribute_not_exists(LISTINGS)',
          UpdateExpression:
            'SET LISTINGS = :listings, CITY = if_not_exists(CITY, :city), MONTHLY_EARNINGS = if_not_exists(MONTHLY_EARNINGS, :monthly)',
          ExpressionAttributeNames: { '#status': 'STATUS' },
          ExpressionAttributeValues: {
            ':open': 'OPEN',
            ':listings': listingPartitions(job),
            ':city': job.CITY,
            ':monthly': job.MONTHLY_EARNINGS,
          },
        },
      },
      ...listingPuts(job),
    ]);
    return 'listed';
  } catch (error: unknown) {
    // Closed or recorded since it was read: its own code path did the work.
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return 'skipped';
    throw error;
  }
}

/**
 * Records (and writes) the listings of every job, newest first, a page at a time. `afterJob` is told of each job
 * done: tests stop a run part-way with it, as a crash would.
 */
export async function recordJobListings(
  afterJob: (id: number) => void = () => undefined,
): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { listed: 0, cleaned: 0, skipped: 0 };
  let cursor: string | undefined;
  do {
    const page = await jobs.listAll({ limit: 100, ...(cursor ? { cursor } : {}) });
    for (const summary of page.items) {
      // The list is an index (eventually consistent): the job itself decides.
      const job = await jobs.get(summary.ID, { consistent: true });
      if (job) counts[await migrateJob(job)] += 1;
      afterJob(summary.ID);
    }
    cursor = page.cursor;
  } while (cursor);
  return counts;
}

export const migration: Migration = {
  id: '0002-job-listings',
  about:
    'Record on each job the lists it is in (LISTINGS); write the listings of open jobs from before search.',
  run: () => recordJobListings(),
};
