/**
 * The runbook's DLT table (docs/operations.md, section 5, step 3) against the code that sends each SMS: every
 * text of every purpose, in every language, is written there exactly as sent (the text an operator registers),
 * on the line of its template id's setting.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { THREAD_MESSAGE_TEMPLATES } from '#features/application-threads/nudge-message';
import { RETENTION_SMS } from '#features/erasure/notice';
import { grievanceReplySms } from '#features/grievances/reply-notice';
import { INTERVIEW_TEMPLATES } from '#features/interviews/messages';
import { repoRoot } from '#infra/paths';
import { BREACH_SMS_TEMPLATES } from '#shared/domain/breach-notice';
import { DIGEST_SMS_TEMPLATES } from '#shared/domain/job-alerts';
import { SMS_TEMPLATES, type SmsLanguage, type SmsText } from '#shared/domain/message-purposes';

// The SMS module reads its sender id when loaded.
let sms: typeof import('#lib/messaging/sms');
beforeAll(async () => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
  sms = await import('#lib/messaging/sms');
});

/** Each text as registered: its variables written `{#var#}`, the stage's site `{site}`. */
const registered: Record<SmsText, (language: SmsLanguage) => string> = {
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

describe("the runbook's DLT templates", () => {
  const lines = readFileSync(join(repoRoot, 'docs', 'operations.md'), 'utf8').split('\n');

  it.each(SMS_TEMPLATES.map((template) => [`${template.text} ${template.language}`, template] as const))(
    'gives %s exactly as sent, beside its setting',
    (_name, { text, language, setting }) => {
      const template = registered[text](language);
      const beside = lines.filter(
        (line) => line.includes(`\`${setting}\``) && line.includes(`\`${template}\``),
      );
      expect(beside, `${setting}: ${template}`).toHaveLength(1);
    },
  );
});
