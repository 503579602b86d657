/**
 * Telling the worker about an interview by SMS (issue 23): the proposal, and the day-before reminder. The same
 * checks as the review SMS (functions/internal/review-application.ts): their verified number now, an active
 * account, consent to SMS updates, the daily cap and the status share of the month's limit (one place each, as
 * any status SMS), the worker's language; and the record of what was sent (`recordSmsSent`, kind interview).
 * Never throws: the interview stands and shows in Applied Jobs either way. Logged by user and job only.
 */
import { wantsSmsUpdates } from '#features/consent/status';
import { recordSmsSent } from '#features/my-data/records';
import { mayTellWorker } from '#features/status-sms/allowance';
import { clock } from '#lib/clock';
import { readVariable } from '#lib/config';
import { isActive } from '#lib/db/accounts';
import type { StoredApplication } from '#lib/db/applications';
import * as users from '#lib/db/users';
import { logger } from '#lib/logger';
import { sendInterviewSms, smsLanguageOf, smsParts } from '#lib/messaging/sms';
import { VERIFIED } from '#shared/domain/constants';
import { jobInLanguage } from '#shared/domain/job-texts';
import { type InterviewSmsKind, interviewMessage } from './messages';

const siteUrl = readVariable('SITE_URL')?.replace(/\/+$/, '');

/** Sends the SMS of `kind` about the application's interview; true when it went. */
export async function tellWorkerAboutInterview(
  application: StoredApplication,
  kind: InterviewSmsKind,
): Promise<boolean> {
  const { USER_ID: userId, ID: jobId, INTERVIEW: interview } = application;
  if (!interview) return false;
  try {
    if (!siteUrl) {
      logger.error('SITE_URL is not set: the interview SMS cannot link to Applied Jobs', { userId, jobId });
      return false;
    }
    const worker = await users.get(userId);
    if (!worker || worker.VERIFIED !== VERIFIED || !worker.MOBILE_NUMBER) return false;
    if (!isActive(worker)) return false;
    if (!wantsSmsUpdates(worker)) return false;
    const language = smsLanguageOf(worker);
    const { job } = jobInLanguage(application, language);
    const text = interviewMessage(
      kind,
      { jobId, title: job.TITLE, company: job.COMPANY_NAME, startsAt: interview.STARTS_AT },
      language,
      siteUrl,
    );
    if (!(await mayTellWorker(userId, smsParts(text), clock.now()))) return false;
    await sendInterviewSms(worker.MOBILE_NUMBER, text, language);
    await recordSmsSent(userId, { kind: 'interview', number: worker.MOBILE_NUMBER, text, jobId });
    return true;
  } catch (error: unknown) {
    // The error may quote the number: only its name is logged.
    logger.error('The interview SMS was not sent', {
      userId,
      jobId,
      kind,
      error: error instanceof Error ? error.name : 'unknown',
    });
    return false;
  }
}
