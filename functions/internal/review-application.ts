/**
 * HR or OPS (any job) or the job's employer's people (the hiring scope, lib/auth/hiring.ts) accepts (one step
 * forward) or rejects an application, on condition it still has the status the
 * reviewer saw: the pipeline's rules are shared/domain/review.ts (a move it does not allow is a 400 naming
 * `decision`), the write is one transaction with the job's counts and the audit trail (db/applications.ts).
 *
 * Then the worker is told by SMS (features/review/tell-worker.ts, shared with reviewApplications): an SMS
 * that fails or is refused by the caps neither undoes nor blocks the move (the answer is still 200).
 */

import { tellWorker } from '#features/review/tell-worker';
import { hiringScope } from '#lib/auth/hiring';
import * as applications from '#lib/db/applications';
import { BadRequest } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { reviewApplication } from '#shared/api/internal';
import { refusedReviewMessage, reviewTarget } from '#shared/domain/review';

export const handler = endpoint(
  reviewApplication,
  async ({ id, userId, status, decision }, { hiring: { hirer } }) => {
    const to = reviewTarget(status, decision);
    if (!to) throw BadRequest.field('decision', refusedReviewMessage(status, decision));
    const { application, review } = await applications.review({ userId, jobId: id, from: status, to }, hirer);
    await tellWorker(application);
    return { success: true, STATUS: to, REVIEWED_AT: review.AT };
  },
  hiringScope,
);
