/**
 * Every registered SMS text as DLT approves it (its variables written `{#var#}`, the stage's site `{site}`), by
 * text and language, read from the code that sends it: the runbook's table and the length rules check the same.
 */
import { THREAD_MESSAGE_TEMPLATES } from '#features/application-threads/nudge-message';
import { RETENTION_SMS } from '#features/erasure/notice';
import { grievanceReplySms } from '#features/grievances/reply-notice';
import { INTERVIEW_TEMPLATES } from '#features/interviews/messages';
import { BREACH_SMS_TEMPLATES } from '#shared/domain/breach-notice';
import { DIGEST_SMS_TEMPLATES } from '#shared/domain/job-alerts';
import type { SmsLanguage, SmsText } from '#shared/domain/message-purposes';

type SmsModule = typeof import('#lib/messaging/sms');

export function registeredSmsTexts(sms: SmsModule): Record<SmsText, (language: SmsLanguage) => string> {
  return {
    otp: (language) => sms.OTP_TEMPLATES[language],
    review: (language) => sms.REVIEW_TEMPLATES[language],
    parentLink: (language) => sms.PARENT_LINK_TEMPLATES[language],
    grievance: (language) => grievanceReplySms(language, '{#var#}'),
    retentionNotice: (language) => RETENTION_SMS[language],
    interviewInvitation: (language) => INTERVIEW_TEMPLATES.invitation[language],
    interviewReminder: (language) => INTERVIEW_TEMPLATES.reminder[language],
    alertDigest: (language) => DIGEST_SMS_TEMPLATES[language],
    breachNotice: (language) => BREACH_SMS_TEMPLATES[language],
    threadMessage: (language) => THREAD_MESSAGE_TEMPLATES[language],
  };
}
