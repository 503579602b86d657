/**
 * Bulk moves: several applications of one job moved by one reviewer in one call. Each row is the
 * same conditional move as reviewApplication's (db/applications.ts `review`: one transaction with the job's
 * counts and the audit trail, on condition the status is still the one the reviewer saw), so a row someone else
 * moved meanwhile is reported with where it is now and left there, never overwritten.
 *
 * The moves run one after another: each transaction updates the job's counts item, and two transactions on one
 * item at once cancel each other (TransactionConflict). The SMS then go out a few at a time (each worker's own
 * checks and caps, review/tell-worker.ts; one SMS per worker, as each applicant appears once).
 */

import * as applications from '#lib/db/applications';
import { Conflict, NotFound } from '#lib/errors';
import { type AnyApplicationStatus, type ApplicationStatus, WITHDRAWN_STATUS } from '#shared/domain/codes';
import { tellWorker } from './tell-worker';

/** How many SMS are sent at once: 100 in about the time of 10 sends, well inside the function's timeout. */
const SMS_AT_ONCE = 10;

export interface BulkRow {
  userId: number;
  /** The status the reviewer saw. */
  status: ApplicationStatus;
}

export interface BulkOutcome {
  userId: number;
  NAME?: string;
  outcome: 'moved' | 'movedMeanwhile' | 'missing';
  STATUS?: AnyApplicationStatus;
  REVIEWED_AT?: string;
}

/** Runs `work` over `items`, at most `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(work));
}

/**
 * Moves each row of `rows` (checked by the caller against the pipeline) to `targetOf(row)`, in order, and tells
 * each worker moved by SMS. Answers each row's outcome, in the order of `rows`.
 */
export async function reviewMany(
  jobId: number,
  rows: readonly BulkRow[],
  targetOf: (row: BulkRow) => ApplicationStatus,
  reviewer: applications.Reviewer,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  const moved: applications.StoredApplication[] = [];
  for (const row of rows) {
    const { userId } = row;
    try {
      const { application, review } = await applications.review(
        { userId, jobId, from: row.status, to: targetOf(row) },
        reviewer,
      );
      moved.push(application);
      outcomes.push({
        userId,
        NAME: application.NAME,
        outcome: 'moved',
        STATUS: review.TO,
        REVIEWED_AT: review.AT,
      });
    } catch (error: unknown) {
      if (error instanceof NotFound) outcomes.push({ userId, outcome: 'missing' });
      else if (error instanceof Conflict) {
        const now = await applications.get(userId, jobId);
        if (!now) outcomes.push({ userId, outcome: 'missing' });
        // A withdrawn application has left the pipeline: its status is said, nothing of the worker (the
        // browser names the row from its own list).
        else if (now.STATUS === WITHDRAWN_STATUS.code)
          outcomes.push({ userId, outcome: 'movedMeanwhile', STATUS: now.STATUS });
        else outcomes.push({ userId, NAME: now.NAME, outcome: 'movedMeanwhile', STATUS: now.STATUS });
      } else throw error;
    }
  }
  await inBatches(moved, SMS_AT_ONCE, tellWorker);
  return outcomes;
}
