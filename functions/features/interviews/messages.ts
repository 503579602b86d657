/**
 * The interview SMS, exactly as to be registered on DLT, one template per purpose and language
 * (docs/operations.md, "SMS"): the job's title and company (each checked and cut
 * to DLT's 30 characters, shared/domain/message-variables.ts), the time in IST
 * written in the worker's language, and the job's id in the calendar link. The site's address is fixed text
 * in the registered template (`{site}` here is the stage's SITE_URL). The place or video link is not in the SMS:
 * Applied Jobs shows it to the signed-in worker, as it does the calendar file.
 */
import type { SmsLanguage } from '#lib/messaging/sms';
import { formatInterviewTime } from '#shared/domain/interviews';
import { fillDlt, jobText, numberVariable, productText } from '#shared/domain/message-variables';

export type InterviewSmsKind = 'invitation' | 'reminder';

/** Where the SMS lead: Applied Jobs, and Applied Jobs asked to give the calendar file of one application. */
export const APPLIED_JOBS_PATH = '/dashboard?tab=applied';
export const calendarPath = (jobId: number | string) => `${APPLIED_JOBS_PATH}&ics=${jobId}`;

export const INTERVIEW_TEMPLATES: Record<InterviewSmsKind, Record<SmsLanguage, string>> = {
  invitation: {
    en: `Earnlearn: interview for {#var#} at {#var#} on {#var#}. Confirm or ask for another time: {site}${APPLIED_JOBS_PATH} Add to calendar: {site}${calendarPath('{#var#}')}`,
    hi: `Earnlearn: {#var#} ({#var#}) का इंटरव्यू {#var#}। पुष्टि करें या दूसरा समय माँगें: {site}${APPLIED_JOBS_PATH} कैलेंडर में जोड़ें: {site}${calendarPath('{#var#}')}`,
    te: `Earnlearn: {#var#} ({#var#}) ఇంటర్వ్యూ {#var#}. నిర్ధారించండి లేదా వేరే సమయం అడగండి: {site}${APPLIED_JOBS_PATH} క్యాలెండర్‌లో చేర్చండి: {site}${calendarPath('{#var#}')}`,
  },
  reminder: {
    en: `Earnlearn reminder: interview for {#var#} at {#var#} tomorrow, {#var#}. Details: {site}${APPLIED_JOBS_PATH}`,
    hi: `Earnlearn याद दिलाना: {#var#} ({#var#}) का इंटरव्यू कल, {#var#}। विवरण: {site}${APPLIED_JOBS_PATH}`,
    te: `Earnlearn గుర్తుచేత: {#var#} ({#var#}) ఇంటర్వ్యూ రేపు, {#var#}. వివరాలు: {site}${APPLIED_JOBS_PATH}`,
  },
};

/** The SMS of `kind` about the interview of one application, in `language`. */
export function interviewMessage(
  kind: InterviewSmsKind,
  interview: { jobId: number; title: string; company: string; startsAt: string },
  language: SmsLanguage,
  site: string,
): string {
  return fillDlt(INTERVIEW_TEMPLATES[kind][language].replaceAll('{site}', site.replace(/\/+$/, '')), [
    jobText(interview.title, 'title', language),
    jobText(interview.company, 'company', language),
    productText(formatInterviewTime(interview.startsAt, language)),
    ...(kind === 'invitation' ? [numberVariable(interview.jobId)] : []),
  ]);
}
