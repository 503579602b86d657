/**
 * HR or OPS (any job) or the job's employer's people (the hiring scope, lib/auth/hiring.ts) move several of a
 * job's applications at once (bulk moves): the pipeline's rules
 * (shared/domain/review.ts) are checked for every row before any moves (a row whose status seen cannot take
 * the decision is a 400 naming its `status`), then each row is moved on condition it still has the status
 * seen and each worker moved gets their SMS (features/review/bulk.ts). Rows someone else moved meanwhile are
 * answered as `movedMeanwhile`, by name, with where they are now.
 */
import { reviewMany } from '#features/review/bulk';
import { hiringScope } from '#lib/auth/hiring';
import { BadRequest } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { reviewApplications } from '#shared/api/internal';
import { refusedReviewMessage, reviewTarget } from '#shared/domain/review';

export const handler = endpoint(
  reviewApplications,
  async ({ id, decision, applications }, { hiring: { hirer } }) => {
    const seen = new Set<number>();
    for (const [index, { userId, status }] of applications.entries()) {
      if (seen.has(userId))
        throw BadRequest.field(`applications.${index}.userId`, 'each applicant may appear only once');
      seen.add(userId);
      if (!reviewTarget(status, decision))
        throw BadRequest.field(`applications.${index}.status`, refusedReviewMessage(status, decision));
    }
    const results = await reviewMany(
      id,
      applications,
      ({ status }) => reviewTarget(status, decision) ?? status,
      hirer,
    );
    const moved = results.filter((result) => result.outcome === 'moved').length;
    return { success: true, moved, notMoved: results.length - moved, results };
  },
  hiringScope,
);
