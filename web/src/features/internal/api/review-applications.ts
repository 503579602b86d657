/**
 * Moving several of a job's applications at once (the bulk bar), each on condition it still has the status the
 * reviewer saw: the answer says, row by row, which moved and which someone else had moved meanwhile.
 */
import type { ReviewDecision } from '#shared/domain/review';
import { type ApiOutput, callApi } from '#web/lib/api';
import type { Application } from './get-applications';

export type BulkReviewResult = ApiOutput<'reviewApplications'>;

export function reviewApplications(
  jobId: number,
  chosen: readonly Pick<Application, 'USER_ID' | 'STATUS'>[],
  decision: ReviewDecision,
): Promise<BulkReviewResult> {
  return callApi('reviewApplications', {
    id: jobId,
    decision,
    applications: chosen.map((row) => ({ userId: row.USER_ID, status: row.STATUS })),
  });
}
