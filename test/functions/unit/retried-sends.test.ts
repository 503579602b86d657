/**
 * A send that a throttling retry delivered is one message sent, not a failure: each channel (SMS, e-mail,
 * WhatsApp) counts the outcome of its attempts once, after the last, as the digest sends them
 * (functions/features/job-alerts/digest.ts passes `withThrottlingRetries` into the channel's send).
 */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { SendWhatsAppMessageCommand, SocialMessagingClient } from '@aws-sdk/client-socialmessaging';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Retry } from '#lib/messaging/pacing';
import { linkVariable, numberVariable } from '#shared/domain/message-variables';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';
import { emittedMetrics } from '#test/support/metrics';

const sns = mockClient(SNSClient);
const ses = mockClient(SESClient);
const whatsapp = mockClient(SocialMessagingClient);

const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });

/** Each channel's send, and its client answering: throttled twice then accepted, or throttled every time. */
let channels: Record<
  'sms' | 'email' | 'whatsapp',
  {
    send: (retry: Retry) => Promise<unknown>;
    answer: (throttledAlways: boolean) => void;
    attempts: () => number;
  }
>;
let retry: Retry;

beforeAll(async () => {
  useOnlyVariables();
  vi.resetModules();
  const { withThrottlingRetries } = await import('#lib/messaging/pacing');
  const { sendAlertDigestSms } = await import('#lib/messaging/sms');
  const { sendWorkerEmail } = await import('#lib/messaging/worker-email');
  const { sendWhatsApp } = await import('#lib/messaging/whatsapp');
  // A clock that never waits: the retries' backoff is pacing.test.ts's.
  retry = (send) => withThrottlingRetries(send, { now: () => 0, sleep: async () => undefined });
  channels = {
    sms: {
      send: (tries) => sendAlertDigestSms('9876543210', 'Earnlearn: 2 new jobs', 'en', tries),
      answer: (always) => {
        const stub = sns.on(PublishCommand);
        if (always) stub.rejects(throttled());
        else stub.rejectsOnce(throttled()).rejectsOnce(throttled()).resolves({ MessageId: 'm-1' });
      },
      attempts: () => sns.commandCalls(PublishCommand).length,
    },
    email: {
      send: (tries) =>
        sendWorkerEmail({
          to: 'asha@example.com',
          subject: '2 new jobs',
          lines: ['New jobs'],
          language: 'en',
          purpose: 'alertDigest',
          retry: tries,
        }),
      answer: (always) => {
        const stub = ses.on(SendEmailCommand);
        if (always) stub.rejects(throttled());
        else stub.rejectsOnce(throttled()).rejectsOnce(throttled()).resolves({ MessageId: 'm-1' });
      },
      attempts: () => ses.commandCalls(SendEmailCommand).length,
    },
    whatsapp: {
      send: (tries) =>
        sendWhatsApp(
          {
            to: '9876543210',
            template: 'job_alert_digest',
            language: 'en',
            parameters: [
              numberVariable(2),
              linkVariable('https://earnlearn.in/jobs/1'),
              linkVariable('https://earnlearn.in/unsubscribe#x'),
            ],
          },
          tries,
        ),
      answer: (always) => {
        const stub = whatsapp.on(SendWhatsAppMessageCommand);
        if (always) stub.rejects(throttled());
        else stub.rejectsOnce(throttled()).rejectsOnce(throttled()).resolves({ messageId: 'm-1' });
      },
      attempts: () => whatsapp.commandCalls(SendWhatsAppMessageCommand).length,
    },
  };
});

beforeEach(() => {
  sns.reset();
  ses.reset();
  whatsapp.reset();
});

afterAll(() => {
  sns.restore();
  ses.restore();
  whatsapp.restore();
  restoreVariables();
  vi.resetModules();
});

const names = (metrics: { name: string }[]) => metrics.map((metric) => metric.name);

describe('a throttled send that a retry delivered', () => {
  it.each([
    ['sms', 'SmsSent', 'SmsFailed'],
    ['email', 'EmailSent', 'EmailFailed'],
    ['whatsapp', 'WhatsAppSent', 'WhatsAppFailed'],
  ] as const)(
    'is one %s sent and no failure; throttled to the end, one failure',
    async (channel, sent, failed) => {
      const { send, answer, attempts } = channels[channel];
      answer(false);
      expect(names(await emittedMetrics(() => send(retry)))).toEqual([sent]);
      expect(attempts()).toBe(3);

      answer(true);
      const metrics = await emittedMetrics(() => expect(send(retry)).rejects.toThrow('Rate exceeded'));
      expect(names(metrics)).toEqual([failed]);
    },
  );
});
