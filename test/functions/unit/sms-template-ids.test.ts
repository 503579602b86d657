/** Every SMS text of every purpose, in every language, goes out with its own DLT template id. */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMS_LANGUAGES, SMS_PURPOSES, SMS_TEMPLATES, type SmsText } from '#shared/domain/message-purposes';

const sns = mockClient(SNSClient);
/** A distinct id for each text and language, as DLT issues them. */
const ids = Object.fromEntries(
  SMS_TEMPLATES.map(({ variable }, index) => [variable, String(1107000000000000100n + BigInt(index))]),
);

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
  Object.assign(process.env, ids);
  vi.resetModules();
});

afterAll(() => {
  for (const name of Object.keys(ids)) delete process.env[name];
  vi.resetModules();
  sns.restore();
});

const templateIdOf = (publish: { args: [PublishCommand, ...unknown[]] } | undefined) =>
  publish?.args[0].input.MessageAttributes?.['AWS.MM.SMS.TemplateId']?.StringValue;

describe('DLT template ids', () => {
  it('has an id for every purpose and language, each its own', async () => {
    const { templateId } = await import('#lib/messaging/sms');
    for (const purpose of SMS_PURPOSES) {
      for (const language of SMS_LANGUAGES) {
        const texts = SMS_TEMPLATES.filter((t) => t.purpose === purpose && t.language === language);
        expect(texts.length, `${purpose} ${language}`).toBeGreaterThan(0);
        for (const { text, variable } of texts) expect(templateId(text, language)).toBe(ids[variable]);
      }
    }
    expect(new Set(Object.values(ids)).size).toBe(SMS_TEMPLATES.length);
  });

  it('sends each text with the id of its text and language', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
    const sms = await import('#lib/messaging/sms');
    const number = '9876543210';
    const job = { TITLE: 'Barista', COMPANY_NAME: 'Cafe' };
    const sends: Record<SmsText, (language: 'en' | 'hi' | 'te') => Promise<number>> = {
      otp: (language) => sms.sendOtpSms(number, '042917', language),
      review: (language) => sms.sendReviewSms(number, 'SELECTED', job, language),
      parentLink: (language) =>
        sms.sendParentLinkSms(number, 'Asha', 'a'.repeat(16), 'https://earnlearn.in', language),
      grievance: (language) => sms.sendGrievanceReplySms(number, 'Earnlearn: a reply', language),
      retentionNotice: (language) => sms.sendRetentionNoticeSms(number, 'Earnlearn: notice', language),
      interviewInvitation: (language) =>
        sms.sendInterviewSms(number, 'Earnlearn: interview', language, 'invitation'),
      interviewReminder: (language) =>
        sms.sendInterviewSms(number, 'Earnlearn: reminder', language, 'reminder'),
      alertDigest: (language) => sms.sendAlertDigestSms(number, 'Earnlearn: jobs', language),
      breachNotice: (language) => sms.sendBreachNoticeSms(number, 'Earnlearn: a notice', language),
      threadMessage: (language) => sms.sendThreadMessageSms(number, 'Earnlearn: a new message', language),
    };
    for (const { text, language, variable } of SMS_TEMPLATES) {
      sns.resetHistory();
      await sends[text](language);
      expect(templateIdOf(sns.commandCalls(PublishCommand)[0]), `${text} ${language}`).toBe(ids[variable]);
    }
  });
});
