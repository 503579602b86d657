/**
 * HR or OPS accepts (one step forward) or rejects an application, on condition it still has the status the
 * reviewer saw: the pipeline's rules are shared/domain/review.ts (a move it does not allow is a 400 naming
 * `decision`), the write is one transaction with the job's counts and the audit trail (db/applications.ts).
 *
 * Then the worker is told by SMS, at their current verified number. The status change is what matters: an SMS
 * that fails neither undoes nor blocks it (the answer is still 200); it is logged, by user and job only, and
 * counted (SmsFailed, messaging/sms.ts) for the alarm. No SMS goes to a deactivated worker, nor beyond the
 * worker's daily cap or the status SMS share of the month's spend limit (features/status-sms/allowance.ts,
 * counted as StatusSmsSkipped): the verification codes must always have their part of the limit.
 */

import { wantsSmsUpdates } from '#features/consent/status';
import { recordSmsSent } from '#features/my-data/records';
import { mayTellWorker } from '#features/status-sms/allowance';
import { isActive } from '#lib/db/accounts';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { BadRequest, Forbidden } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { logger } from '#lib/logger';
import { isNotified, reviewMessage, sendReviewSms, smsLanguageOf, smsParts } from '#lib/messaging/sms';
import { reviewApplication } from '#shared/api/internal';
import { VERIFIED } from '#shared/domain/constants';
import { jobInLanguage } from '#shared/domain/job-texts';
import { refusedReviewMessage, reviewTarget } from '#shared/domain/review';

/** Sends the worker's SMS about the move; never throws. */
async function tellWorker(application: applications.StoredApplication): Promise<void> {
  const { USER_ID: userId, ID: jobId, STATUS: status } = application;
  if (!isNotified(status)) return;
  try {
    // The number they have now (verified), not the one they applied with.
    const worker = await users.get(userId);
    if (!worker || worker.VERIFIED !== VERIFIED || !worker.MOBILE_NUMBER) return;
    // Not to a deactivated account (issue 19): it cannot open Applied Jobs, and an admin switched it off.
    if (!isActive(worker)) return;
    // Only with the worker's consent to SMS updates (issue 18); the status shows in Applied Jobs either way.
    if (!wantsSmsUpdates(worker)) return;
    // Within the worker's daily cap and the status SMS share of the month's spend limit (issue 19).
    // In the worker's language (issue 22): the one they chose for the site, else English.
    const language = smsLanguageOf(worker);
    // The job's title in that language too, where the posting has it (the company name stays as written).
    const { job } = jobInLanguage(application, language);
    const text = reviewMessage(status, job, language);
    if (!(await mayTellWorker(userId, smsParts(text)))) return;
    await sendReviewSms(worker.MOBILE_NUMBER, status, job, language);
    // On the worker's record (issue 21): what was sent, when, to which number (masked).
    await recordSmsSent(userId, { kind: 'review', number: worker.MOBILE_NUMBER, text, jobId });
  } catch (error: unknown) {
    // The error may quote the number: only its name is logged.
    logger.error('The review SMS was not sent', {
      userId,
      jobId,
      status,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}

export const handler = endpoint(reviewApplication, async ({ id, userId, status, decision }, { account }) => {
  const to = reviewTarget(status, decision);
  if (!to) throw BadRequest.field('decision', refusedReviewMessage(status, decision));
  // The session check let only HR and OPS in; an admin account never reviews.
  const { TYPE } = account;
  if (TYPE === 'admin') throw new Forbidden();
  const { application, review } = await applications.review(
    { userId, jobId: id, from: status, to },
    { ...account, TYPE },
  );
  await tellWorker(application);
  return { success: true, STATUS: to, REVIEWED_AT: review.AT };
});
