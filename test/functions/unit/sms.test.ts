/** The OTP SMS as SNS receives it: asserted on the exact Publish input with aws-sdk-client-mock. */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const sns = mockClient(SNSClient);

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
  for (const name of ['SMS_ENTITY_ID', 'SMS_OTP_TEMPLATE_ID', 'SMS_REVIEW_TEMPLATE_ID'])
    delete process.env[name];
});

beforeEach(() => {
  sns.reset();
});

afterAll(() => {
  sns.restore();
});

describe('sendOtpSms', () => {
  it('publishes one transactional SMS to the Indian number in E.164, with the sender id', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
    const { sendOtpSms } = await import('#lib/messaging/sms');

    await sendOtpSms('9876543210', '042917');

    expect(sns.calls()).toHaveLength(1);
    expect(sns.commandCalls(PublishCommand)[0]?.args[0].input).toEqual({
      PhoneNumber: '+919876543210',
      Message:
        'Your Earnlearn verification code is 042917. It expires in 10 minutes. Do not share it with anyone.',
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'EARNLN' },
      },
    });
  });

  it('sends only to Indian mobile numbers: anything else is refused before SNS, and counted as failed', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
    const { sendOtpSms, sendParentLinkSms, sendReviewSms } = await import('#lib/messaging/sms');
    for (const number of ['+447700900123', '447700900123', '919876543210', '5876543210', '98765 43210', '']) {
      await expect(sendOtpSms(number, '042917')).rejects.toThrow(
        'SMS go only to 10-digit Indian mobile numbers',
      );
    }
    await expect(
      sendReviewSms('12345', 'SELECTED', { TITLE: 'Barista', COMPANY_NAME: 'Cafe' }),
    ).rejects.toThrow();
    await expect(sendParentLinkSms('+15551234567', 'Asha', 'https://earnlearn.in/p#x')).rejects.toThrow();
    expect(sns.calls()).toHaveLength(0);
  });

  it("adds India's DLT entity id and each text's template id, when they are set", async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
    vi.resetModules();
    process.env.SMS_ENTITY_ID = '1101234567890123456';
    process.env.SMS_OTP_TEMPLATE_ID = '1107000000000000001';
    process.env.SMS_REVIEW_TEMPLATE_ID = '1107000000000000002';
    try {
      const { sendOtpSms, sendReviewSms } = await import('#lib/messaging/sms');
      await sendOtpSms('9876543210', '042917');
      await sendReviewSms('9876543210', 'SELECTED', { TITLE: 'Barista', COMPANY_NAME: 'Chaiwala Cafe' });
    } finally {
      for (const name of ['SMS_ENTITY_ID', 'SMS_OTP_TEMPLATE_ID', 'SMS_REVIEW_TEMPLATE_ID'])
        delete process.env[name];
      vi.resetModules();
    }
    const [otp, review] = sns
      .commandCalls(PublishCommand)
      .map((publish) => publish.args[0].input.MessageAttributes);
    const text = (value: string) => ({ DataType: 'String', StringValue: value });
    expect(otp).toEqual({
      'AWS.SNS.SMS.SMSType': text('Transactional'),
      'AWS.SNS.SMS.SenderID': text('EARNLN'),
      'AWS.MM.SMS.EntityId': text('1101234567890123456'),
      'AWS.MM.SMS.TemplateId': text('1107000000000000001'),
    });
    expect(review).toEqual({ ...otp, 'AWS.MM.SMS.TemplateId': text('1107000000000000002') });
  });

  it('sends the entity id without a template id when only that is set', async () => {
    const { smsAttributes } = await import('#lib/messaging/sms');
    expect(Object.keys(smsAttributes('otp'))).toEqual(['AWS.SNS.SMS.SMSType', 'AWS.SNS.SMS.SenderID']);
    vi.resetModules();
    process.env.SMS_ENTITY_ID = '1101234567890123456';
    try {
      const reloaded = await import('#lib/messaging/sms');
      expect(reloaded.smsAttributes('review')).toEqual({
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'EARNLN' },
        'AWS.MM.SMS.EntityId': { DataType: 'String', StringValue: '1101234567890123456' },
      });
    } finally {
      delete process.env.SMS_ENTITY_ID;
      vi.resetModules();
    }
  });

  it('lets an SNS failure reach the caller', async () => {
    sns.on(PublishCommand).rejects(new Error('Rate exceeded'));
    const { sendOtpSms } = await import('#lib/messaging/sms');
    await expect(sendOtpSms('9876543210', '042917')).rejects.toThrow('Rate exceeded');
  });
});

describe('reviewMessage', () => {
  /** A registered DLT template as a pattern: its fixed text exactly, each `{#var#}` at most 30 characters. */
  const dltPattern = (template: string) =>
    new RegExp(
      `^${template
        .split('{#var#}')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.{1,30})')}$`,
      'u',
    );

  it('says what happened, with the job title and company, and nothing else about the worker', async () => {
    const { reviewMessage } = await import('#lib/messaging/sms');
    const job = { TITLE: 'Barista Trainee', COMPANY_NAME: 'Chaiwala Cafe' };
    expect(reviewMessage('SHORTLISTED', job)).toBe(
      'Earnlearn: your application for Barista Trainee at Chaiwala Cafe is shortlisted. See Applied Jobs for updates.',
    );
    expect(reviewMessage('SELECTED', job)).toBe(
      'Earnlearn: your application for Barista Trainee at Chaiwala Cafe is selected, congratulations. See Applied Jobs for updates.',
    );
    expect(reviewMessage('REJECTED', job)).toBe(
      'Earnlearn: your application for Barista Trainee at Chaiwala Cafe is not selected this time. See Applied Jobs for updates.',
    );
  });

  it('is always the one registered DLT template, with every variable within 30 characters', async () => {
    const { reviewMessage, REVIEW_TEMPLATE } = await import('#lib/messaging/sms');
    const jobs = [
      { TITLE: 'Barista Trainee', COMPANY_NAME: 'Chaiwala Cafe' },
      { TITLE: `Senior ${'Data '.repeat(30)}Analyst`, COMPANY_NAME: `Very ${'Long '.repeat(20)}Ltd` },
      { TITLE: 'डेटा एंट्री इंटर्न (पार्ट टाइम)', COMPANY_NAME: 'కావేరి టెక్స్‌టైల్స్ ప్రైవేట్ లిమిటెడ్' },
    ];
    for (const job of jobs) {
      for (const status of ['SHORTLISTED', 'SELECTED', 'REJECTED'] as const) {
        const message = reviewMessage(status, job);
        const match = dltPattern(REVIEW_TEMPLATE).exec(message);
        expect(match, message).not.toBeNull();
        for (const variable of match?.slice(1) ?? [])
          expect(Array.from(variable).length).toBeLessThanOrEqual(30);
      }
    }
  });

  it('cuts a long title and company to fit one SMS, marking the cut', async () => {
    const { reviewMessage } = await import('#lib/messaging/sms');
    const job = {
      TITLE: `Senior ${'Data '.repeat(30)}Analyst`,
      COMPANY_NAME: `Very ${'Long '.repeat(20)}Ltd`,
    };
    for (const status of ['SHORTLISTED', 'SELECTED', 'REJECTED'] as const) {
      const message = reviewMessage(status, job);
      expect(message.length, message).toBeLessThanOrEqual(160);
      expect(message).toMatch(
        /^Earnlearn: your application for Senior( Data){3,}\.\.\. at Very( Long){3,}( Lo)?\.\.\. is /,
      );
    }
  });

  it('fits two UCS-2 parts (2 x 67) when the title is not in the GSM alphabet', async () => {
    const { reviewMessage } = await import('#lib/messaging/sms');
    const job = { TITLE: 'डेटा एंट्री इंटर्न (पार्ट टाइम) सप्ताहांत', COMPANY_NAME: 'कावेरी टेक्सटाइल्स प्राइवेट लिमिटेड' };
    for (const status of ['SHORTLISTED', 'SELECTED', 'REJECTED'] as const) {
      const message = reviewMessage(status, job);
      expect(message.length, message).toBeLessThanOrEqual(134);
      expect(message).toMatch(/^Earnlearn: your application for डेटा/);
    }
    expect(reviewMessage('SELECTED', { TITLE: 'टेस्ट', COMPANY_NAME: 'ABC' })).toBe(
      'Earnlearn: your application for टेस्ट at ABC is selected, congratulations. See Applied Jobs for updates.',
    );
  });
});

describe('the SMS metrics', () => {
  it('counts each OTP SMS sent or failed, with purpose otp, as one EMF line in the Earnlearn namespace', async () => {
    const { sendOtpSms } = await import('#lib/messaging/sms');
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write);
    try {
      sns.on(PublishCommand).resolvesOnce({ MessageId: 'm' }).rejectsOnce(new Error('Throttled'));
      await sendOtpSms('9876543210', '042917');
      await expect(sendOtpSms('9876543210', '042917')).rejects.toThrow('Throttled');
    } finally {
      spy.mockRestore();
      process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    }
    const metrics = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(metrics).toEqual([
      expect.objectContaining({ SmsSent: 1, purpose: 'otp', service: 'earnlearn' }),
      expect.objectContaining({ SmsFailed: 1, purpose: 'otp' }),
    ]);
    expect(JSON.stringify(metrics)).not.toMatch(/9876543210|042917/);
    expect((metrics[0]?._aws as { CloudWatchMetrics?: unknown[] } | undefined)?.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Earnlearn',
        Dimensions: [['service', 'purpose']],
        Metrics: [{ Name: 'SmsSent', Unit: 'Count' }],
      },
    ]);
  });

  it('prints nothing while disabled (the tests, the local twin)', async () => {
    const { sendOtpSms } = await import('#lib/messaging/sms');
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    const spy = vi.spyOn(process.stdout, 'write');
    sns.on(PublishCommand).resolves({ MessageId: 'm' });
    await sendOtpSms('9876543210', '042917');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe("the parent's consent-link SMS (issue 18)", () => {
  it('is the one template, with the first name and the link, in one GSM segment, the name cut to fit', async () => {
    const { PARENT_LINK_TEMPLATE, parentLinkMessage } = await import('#lib/messaging/sms');
    const link = `https://earnlearn.in/parent-consent#${'a'.repeat(32)}`;
    expect(parentLinkMessage('  Ravi Kumar ', link)).toBe(
      `Earnlearn: Ravi asks your consent as parent/guardian. Open ${link} in 7 days.`,
    );
    expect(PARENT_LINK_TEMPLATE.match(/\{#var#\}/g)).toHaveLength(2);
    const long = parentLinkMessage('Venkatasubramanianarayanaswamy-Iyer', link);
    expect(long.length).toBe(160);
    expect(long).toMatch(/^Earnlearn: Venkatasubramania\S*\.\.\. asks/);
  });
});

describe('smsParts (what the month counts, issue 19)', () => {
  it('counts the parts SNS bills: 160 GSM places or 70 UCS-2 units in one, else 153 or 67 to a part', async () => {
    const { otpMessage, reviewMessage, smsParts } = await import('#lib/messaging/sms');
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts(`${'a'.repeat(158)}€`)).toBe(1);
    expect(smsParts(`${'a'.repeat(159)}€`)).toBe(2);
    expect(smsParts('क'.repeat(70))).toBe(1);
    expect(smsParts('क'.repeat(71))).toBe(2);
    expect(smsParts('क'.repeat(134))).toBe(2);
    expect(smsParts(otpMessage('042917'))).toBe(1);
    expect(smsParts(reviewMessage('SELECTED', { TITLE: 'डेटा एंट्री इंटर्न', COMPANY_NAME: 'Chai Point' }))).toBe(
      2,
    );
  });
});
