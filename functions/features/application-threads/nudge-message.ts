/**
 * The SMS of a new message left unread in an application's thread (decision 605), exactly as to be registered on
 * DLT: pure text, read by the scheduled job (nudges.ts) and the runbook's test.
 */
import type { SiteLanguage as SmsLanguage } from '#shared/domain/codes';
import { fillDlt, jobText, numberVariable } from '#shared/domain/message-variables';

/** Where the SMS leads: the application's card in Applied Jobs, its Messages open (web/src/lib/paths.ts). */
export const threadPath = (jobId: number | string) => `/dashboard?tab=applied#messages-${jobId}`;

/**
 * The SMS, exactly as to be registered on DLT, one per language (docs/operations.md, "SMS"): the company and the
 * job's title (each checked and cut to DLT's 30 characters), and the job's id in the link; `{site}` is the
 * stage's SITE_URL, fixed text of the registered template. The wording is the bell's (`bell.message`).
 */
export const THREAD_MESSAGE_TEMPLATES: Record<SmsLanguage, string> = {
  en: `Earnlearn: You have a new message from {#var#} about {#var#}. Read and reply: {site}${threadPath('{#var#}')}`,
  hi: `Earnlearn: {#var#} से {#var#} के बारे में आपके लिए एक नया संदेश है। पढ़ें और जवाब दें: {site}${threadPath('{#var#}')}`,
  te: `Earnlearn: {#var#} నుండి {#var#} గురించి మీకు కొత్త సందేశం వచ్చింది. చదివి జవాబు ఇవ్వండి: {site}${threadPath('{#var#}')}`,
};

/** The SMS of a new message in the thread of the application to `job`, in `language`. */
export function threadMessageSms(
  job: { jobId: number; title: string; company: string },
  language: SmsLanguage,
  site: string,
): string {
  return fillDlt(THREAD_MESSAGE_TEMPLATES[language].replaceAll('{site}', site.replace(/\/+$/, '')), [
    jobText(job.company, 'company', language),
    jobText(job.title, 'title', language),
    numberVariable(job.jobId),
  ]);
}
