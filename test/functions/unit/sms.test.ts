/** The OTP SMS as SNS receives it: asserted on the exact Publish input with aws-sdk-client-mock. */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const sns = mockClient(SNSClient);

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
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

  it('lets an SNS failure reach the caller', async () => {
    sns.on(PublishCommand).rejects(new Error('Rate exceeded'));
    const { sendOtpSms } = await import('#lib/messaging/sms');
    await expect(sendOtpSms('9876543210', '042917')).rejects.toThrow('Rate exceeded');
  });
});
