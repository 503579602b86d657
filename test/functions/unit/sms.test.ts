/** The OTP SMS as SNS receives it: asserted on the exact Publish input with aws-sdk-client-mock. */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const sns = mockClient(SNSClient);
// Each sent SMS records its purpose by message id (lib/db/sms-messages.ts).
const db = mockClient(DynamoDBDocumentClient);

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
  for (const name of ['SMS_ENTITY_ID', 'SMS_OTP_TEMPLATE_ID', 'SMS_REVIEW_TEMPLATE_ID'])
    delete process.env[name];
});

beforeEach(() => {
  sns.reset();
  db.reset();
});

afterAll(() => {
  sns.restore();
  db.restore();
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
    await expect(
      sendParentLinkSms('+15551234567', 'Asha', 'a'.repeat(16), 'https://earnlearn.in'),
    ).rejects.toThrow();
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

describe('the purpose of each sent SMS', () => {
  it("is put under SNS's message id, kept a day, naming neither number nor text", async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-7' });
    const { sendOtpSms } = await import('#lib/messaging/sms');

    await sendOtpSms('9876543210', '042917');

    const puts = db.commandCalls(PutCommand).map(({ args }) => args[0].input);
    expect(puts).toHaveLength(1);
    const item = puts[0]?.Item as Record<string, unknown>;
    expect(item).toEqual({
      pk: 'SMS_MESSAGE#message-7',
      sk: 'PURPOSE',
      entity: 'SMS_MESSAGE',
      PURPOSE: 'otp',
      ttl: expect.any(Number),
    });
    const inADay = Math.floor(Date.now() / 1000) + 86_400;
    expect(Math.abs((item.ttl as number) - inADay)).toBeLessThan(60);
  });

  it('failing to record it does not fail the send, which has gone', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-8' });
    db.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const { sendOtpSms } = await import('#lib/messaging/sms');

    await expect(sendOtpSms('9876543210', '042917')).resolves.toBe(1);
  });

  it('is not recorded for an SMS SNS refused', async () => {
    sns.on(PublishCommand).rejects(new Error('Throttling'));
    const { sendOtpSms } = await import('#lib/messaging/sms');

    await expect(sendOtpSms('9876543210', '042917')).rejects.toThrow('Throttling');
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
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

describe("the parent's consent-link SMS", () => {
  it('is the English template, with the first name and the short link, in one GSM segment', async () => {
    const { PARENT_LINK_TEMPLATES, parentLinkMessage } = await import('#lib/messaging/sms');
    const PARENT_LINK_TEMPLATE = PARENT_LINK_TEMPLATES.en;
    const token = 'a'.repeat(16);
    expect(parentLinkMessage('  Ravi Kumar ', token, 'https://earnlearn.in/')).toBe(
      `Earnlearn: Ravi asks your consent as parent/guardian. Open https://earnlearn.in/p/${token} in 7 days.`,
    );
    expect(PARENT_LINK_TEMPLATE.match(/\{#var#\}/g)).toHaveLength(2);
    // A first name past DLT's 30 characters is no name the rule accepts: the neutral words stand for it.
    const long = parentLinkMessage('Venkatasubramanianarayanaswamyiyer', token, 'https://earnlearn.in');
    expect(long).toBe(
      `Earnlearn: Your child asks your consent as parent/guardian. Open https://earnlearn.in/p/${token} in 7 days.`,
    );
    expect(long.length).toBeLessThanOrEqual(160);
  });

  it('in Hindi and Telugu, fits two UCS-2 parts with a long site and name, each variable within 30', async () => {
    const { PARENT_LINK_TEMPLATES, parentLinkMessage, smsParts } = await import('#lib/messaging/sms');
    const token = 'a'.repeat(16);
    expect(parentLinkMessage('Ravi Kumar', token, 'https://earnlearn.in', 'hi')).toBe(
      `Earnlearn: Ravi को माता-पिता या अभिभावक की सहमति चाहिए। 7 दिन में खोलें https://earnlearn.in/p/${token}`,
    );
    for (const language of ['hi', 'te'] as const) {
      expect(PARENT_LINK_TEMPLATES[language].match(/\{#var#\}/g)).toHaveLength(2);
      for (const site of ['https://earnlearn.in', 'https://staging.earnlearn.in']) {
        for (const name of ['Asha', 'वेंकटसुब्रमण्यमनारायणस्वामी-अय्यर-कृष्णमूर्ति', 'Venkatasubramanianarayanaswamy']) {
          const message = parentLinkMessage(name, token, site, language);
          expect(smsParts(message), message).toBeLessThanOrEqual(2);
          const filled = message.split(' ')[1] ?? '';
          expect(Array.from(filled).length, message).toBeLessThanOrEqual(30);
          expect(message).toContain(`${site}/p/${token}`);
        }
      }
    }
  });
});

describe('smsParts (what the month counts)', () => {
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

describe('the SMS in the worker’s language', () => {
  const hindiOrTelugu = /[\u0900-\u097F\u0C00-\u0C7F]/u;
  const latinWords = /[A-Za-z]{2,}/gu;

  it('writes the code in English, Hindi or Telugu, each in one part, the code the only variable', async () => {
    const { OTP_TEMPLATES, otpMessage, smsParts } = await import('#lib/messaging/sms');
    expect(otpMessage('042917', 'en')).toBe(
      'Your Earnlearn verification code is 042917. It expires in 10 minutes. Do not share it with anyone.',
    );
    expect(otpMessage('042917', 'hi')).toBe('Earnlearn कोड 042917 है, 10 मिनट तक मान्य। इसे किसी को न बताएं।');
    expect(otpMessage('042917', 'te')).toBe('Earnlearn కోడ్ 042917, 10 నిమిషాలు చెల్లుతుంది. ఎవరికీ చెప్పకండి.');
    for (const language of ['hi', 'te'] as const) {
      const text = otpMessage('042917', language);
      expect(text).toMatch(hindiOrTelugu);
      // No English but the brand: the worker meets no English they did not ask for.
      expect(text.match(latinWords)).toEqual(['Earnlearn']);
      // UCS-2, within one 70-unit part.
      expect(text.length).toBeLessThanOrEqual(70);
      expect(smsParts(text)).toBe(1);
      expect(OTP_TEMPLATES[language].split('{#var#}')).toHaveLength(2);
    }
    expect(smsParts(otpMessage('042917', 'en'))).toBe(1);
  });

  it('writes each status in Hindi and Telugu within two UCS-2 parts, the title and company cut to fit', async () => {
    const { reviewMessage, smsParts } = await import('#lib/messaging/sms');
    const job = { TITLE: 'Barista Trainee', COMPANY_NAME: 'Chaiwala Cafe' };
    expect(reviewMessage('SHORTLISTED', job, 'hi')).toBe(
      "Earnlearn: Barista Trainee (Chaiwala Cafe) के लिए आपका आवेदन: शॉर्टलिस्ट हुआ। 'आवेदन किए काम' में देखें।",
    );
    expect(reviewMessage('SELECTED', job, 'te')).toBe(
      "Earnlearn: Barista Trainee (Chaiwala Cafe) కోసం మీ దరఖాస్తు: ఎంపికయ్యారు, అభినందనలు. 'దరఖాస్తు చేసిన పనులు' లో చూడండి.",
    );
    const long = {
      TITLE: 'Senior Customer Relationship Executive (Night Shift)',
      COMPANY_NAME: 'Sri Venkateswara Hospitality Services Private Limited',
    };
    for (const language of ['hi', 'te'] as const) {
      for (const status of ['SHORTLISTED', 'SELECTED', 'REJECTED'] as const) {
        const text = reviewMessage(status, long, language);
        expect(text.length, text).toBeLessThanOrEqual(2 * 67);
        expect(smsParts(text)).toBe(2);
        expect(smsParts(reviewMessage(status, job, language))).toBe(2);
      }
    }
  });

  it('counts UCS-2 parts at 70 alone and 67 each when joined; GSM at 160 and 153', async () => {
    const { smsParts } = await import('#lib/messaging/sms');
    expect(smsParts('क'.repeat(70))).toBe(1);
    expect(smsParts('క'.repeat(71))).toBe(2);
    expect(smsParts('क'.repeat(134))).toBe(2);
    expect(smsParts('क'.repeat(135))).toBe(3);
    // One Hindi letter makes the whole text UCS-2.
    expect(smsParts(`${'a'.repeat(69)}क`)).toBe(1);
    expect(smsParts(`${'a'.repeat(70)}क`)).toBe(2);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
  });

  it('sends each language’s text with that language’s DLT template id; no language chosen is English', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'message-1' });
    const ids = {
      SMS_OTP_TEMPLATE_ID: '1107000000000000001',
      SMS_OTP_TEMPLATE_ID_HI: '1107000000000000011',
      SMS_OTP_TEMPLATE_ID_TE: '1107000000000000021',
      SMS_REVIEW_TEMPLATE_ID: '1107000000000000002',
      SMS_REVIEW_TEMPLATE_ID_HI: '1107000000000000012',
      SMS_REVIEW_TEMPLATE_ID_TE: '1107000000000000022',
    };
    Object.assign(process.env, ids);
    try {
      const { sendOtpSms, sendReviewSms, smsLanguageOf } = await import('#lib/messaging/sms');
      expect(smsLanguageOf({})).toBe('en');
      expect(smsLanguageOf({ SITE_LANGUAGE: 'hi' })).toBe('hi');
      expect(smsLanguageOf({ SITE_LANGUAGE: 'te' })).toBe('te');
      await sendOtpSms('9876543210', '042917', 'hi');
      await sendOtpSms('9876543210', '042917', 'te');
      await sendOtpSms('9876543210', '042917');
      const job = { TITLE: 'Barista', COMPANY_NAME: 'Cafe' };
      await sendReviewSms('9876543210', 'SELECTED', job, 'hi');
      await sendReviewSms('9876543210', 'SELECTED', job, 'te');
      await sendReviewSms('9876543210', 'SELECTED', job);
    } finally {
      for (const name of Object.keys(ids)) delete process.env[name];
    }
    const templateIds = sns
      .commandCalls(PublishCommand)
      .map((publish) => publish.args[0].input.MessageAttributes?.['AWS.MM.SMS.TemplateId']?.StringValue);
    expect(templateIds).toEqual([
      ids.SMS_OTP_TEMPLATE_ID_HI,
      ids.SMS_OTP_TEMPLATE_ID_TE,
      ids.SMS_OTP_TEMPLATE_ID,
      ids.SMS_REVIEW_TEMPLATE_ID_HI,
      ids.SMS_REVIEW_TEMPLATE_ID_TE,
      ids.SMS_REVIEW_TEMPLATE_ID,
    ]);
  });
});
