/**
 * Migration 0007 (eligibility): every job posted before jobs said who may take them gets ELIGIBILITY "18 and
 * over" (any education and language, nothing marked unsafe), the safe reading until an admin says otherwise:
 * no minor may apply to a job nobody has judged. An open job's listing items are written again in the same
 * transaction so Explore Jobs carries the same value. Each write is on condition that the job still has no
 * ELIGIBILITY (and, when open, the same LISTINGS): a job done is skipped, so an interrupted run is run again.
 * Until it has run, the code reads a job without ELIGIBILITY as 18 and over already (eligibilityOf).
 */
import { tableName } from '#lib/clients/dynamodb';
import { listingPuts } from '#lib/db/job-listings';
import type * as jobs from '#lib/db/jobs';
import { jobKey } from '#lib/db/keys';
import { cancellationReasons, transact } from '#lib/db/transactions';
import { ADULTS_ONLY } from '#shared/domain/job-eligibility-rules';
import { forEveryJob } from './every-job';
import type { Migration } from './index';

type Outcome = 'adultsOnly' | 'skipped';

async function markAdultsOnly(job: jobs.StoredJob): Promise<Outcome> {
  if (job.ELIGIBILITY) return 'skipped';
  const open = job.STATUS === 'OPEN';
  const marked = { ...job, ELIGIBILITY: ADULTS_ONLY };
  const listed = new Set(job.LISTINGS ?? []);
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: jobKey(job.ID),
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(ELIGIBILITY) AND #status = :status' +
            (open
              ? job.LISTINGS
                ? ' AND LISTINGS = :listings'
                : ' AND attribute_not_exists(LISTINGS)'
              : ''),
          UpdateExpression: 'SET ELIGIBILITY = :eligibility',
          ExpressionAttributeNames: { '#status': 'STATUS' },
          ExpressionAttributeValues: {
            ':eligibility': ADULTS_ONLY,
            ':status': job.STATUS,
            ...(open && job.LISTINGS ? { ':listings': job.LISTINGS } : {}),
          },
        },
      },
      // Only the lists it is in (LISTINGS, on condition unchanged), so closing it still deletes every item.
      ...(open ? listingPuts(marked).filter((put) => listed.has(String(put.Put?.Item?.pk))) : []),
    ]);
    return 'adultsOnly';
  } catch (error: unknown) {
    // Changed since it was read (closed, reopened, or given eligibility): its own path wrote what it needs.
    if (cancellationReasons(error)?.includes('ConditionalCheckFailed')) return 'skipped';
    throw error;
  }
}

/** Every job without eligibility made 18 and over, newest first, a page at a time. */
export function markJobsAdultsOnly(): Promise<Record<Outcome, number>> {
  return forEveryJob<Outcome>({ adultsOnly: 0, skipped: 0 }, markAdultsOnly);
}

export const migration: Migration = {
  id: '0007-job-eligibility',
  about:
    'Jobs from before eligibility become 18 and over (any education and language) until an admin says otherwise.',
  run: () => markJobsAdultsOnly(),
};
