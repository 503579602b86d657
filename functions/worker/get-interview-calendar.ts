/**
 * The worker's interview for one of their applications as a calendar file (features/interviews/
 * calendar.ts): times in Asia/Kolkata, the title in the worker's language. Only with the worker's own session
 * (the key is built from it): the SMS links to Applied Jobs, which asks for the file, so a forwarded SMS opens
 * nothing. 404 when the application has no interview to show (none, or no longer Shortlisted).
 */
import { calendarFileName, interviewCalendar } from '#features/interviews/calendar';
import * as applications from '#lib/db/applications';
import { NotFound } from '#lib/errors';
import { endpoint } from '#lib/http/endpoint';
import { getInterviewCalendar } from '#shared/api/worker';
import { jobInLanguage } from '#shared/domain/job-texts';

export const handler = endpoint(getInterviewCalendar, async ({ id }, { account }) => {
  const application = await applications.get(account.ID, id);
  const interview = application?.INTERVIEW;
  if (!application || !interview || application.STATUS !== 'SHORTLISTED')
    throw new NotFound('There is no interview for this application.');
  // The worker's site language, as their SMS (messaging/sms.ts `smsLanguageOf`, not imported: it loads the SMS
  // configuration, which this read-only function does not get).
  const chosen = account.SITE_LANGUAGE;
  const language = chosen === 'hi' || chosen === 'te' ? chosen : 'en';
  const { job } = jobInLanguage(application, language);
  const content = interviewCalendar(
    {
      userId: account.ID,
      jobId: id,
      title: job.TITLE,
      company: job.COMPANY_NAME,
      startsAt: interview.STARTS_AT,
      place: interview.PLACE,
      link: interview.VIDEO_LINK,
      proposedAt: interview.PROPOSED_AT,
    },
    language,
    // No SITE_URL here (a read-only function gets none): the file names Applied Jobs in words.
    '',
  );
  return { fileName: calendarFileName(id), content };
});
