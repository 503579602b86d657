/**
 * Telling the worker about an interview by SMS: the proposal, and the day-before reminder, through the
 * messaging port (functions/lib/messaging/worker-news.ts: the same checks, caps and record as the review SMS,
 * kind interview). Never throws: the interview stands and shows in Applied Jobs either way.
 */
import { clock } from '#lib/clock';
import { readVariable } from '#lib/config';
import type { StoredApplication } from '#lib/db/applications';
import { logger } from '#lib/logger';
import { type SmsLanguage, sendInterviewSms } from '#lib/messaging/sms';
import { tellWorkerNews } from '#lib/messaging/worker-news';
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
  if (!siteUrl) {
    logger.error('SITE_URL is not set: the interview SMS cannot link to Applied Jobs', { userId, jobId });
    return false;
  }
  const textIn = (language: SmsLanguage) => {
    const { TITLE: title, COMPANY_NAME: company } = jobInLanguage(application, language).job;
    return interviewMessage(
      kind,
      { jobId, title, company, startsAt: interview.STARTS_AT },
      language,
      siteUrl,
    );
  };
  return tellWorkerNews({
    kind: 'interview',
    userId,
    jobId,
    about: { kind },
    sms: (language) => {
      const text = textIn(language);
      return { text, send: (number) => sendInterviewSms(number, text, language, kind) };
    },
    now: clock.now(),
  });
}
