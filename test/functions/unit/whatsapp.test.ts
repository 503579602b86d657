/**
 * The WhatsApp port (functions/lib/messaging/whatsapp.ts) as AWS End User Messaging Social receives
 * it: asserted on the exact SendWhatsAppMessage input with aws-sdk-client-mock.
 */
import { SendWhatsAppMessageCommand, SocialMessagingClient } from '@aws-sdk/client-socialmessaging';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parameterCount, renderWhatsApp } from '#lib/messaging/whatsapp-templates';
import type { MessageVariable } from '#shared/domain/message-variables';

/** Parameters as the port takes them: these tests are about the WhatsApp client, not the variables' rules. */
const checked = (values: string[]) => values as MessageVariable[];

const client = mockClient(SocialMessagingClient);
const NUMBER_ID = 'phone-number-id-0123456789abcdef0123456789abcdef';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  delete process.env.WHATSAPP_ENDPOINT;
});

beforeEach(() => {
  client.reset();
  process.env.WHATSAPP_PHONE_NUMBER_ID = NUMBER_ID;
});

afterAll(() => {
  client.restore();
  delete process.env.WHATSAPP_PHONE_NUMBER_ID;
});

/** The message object the command carried, decoded. */
function sentBody(call = 0): unknown {
  const input = client.commandCalls(SendWhatsAppMessageCommand)[call]?.args[0].input;
  return JSON.parse(new TextDecoder().decode(input?.message));
}

describe('sendWhatsApp', () => {
  it('sends one utility template message to +91<number> from the configured number, in the Cloud API shape', async () => {
    client.on(SendWhatsAppMessageCommand).resolves({ messageId: 'message-1' });
    const { sendWhatsApp } = await import('#lib/messaging/whatsapp');

    await sendWhatsApp({
      to: '9876543210',
      template: 'application_status',
      language: 'hi',
      parameters: checked(['Barista', 'Cafe Coffee', 'शॉर्टलिस्ट हुआ']),
    });

    expect(client.calls()).toHaveLength(1);
    const input = client.commandCalls(SendWhatsAppMessageCommand)[0]?.args[0].input;
    expect(input?.originationPhoneNumberId).toBe(NUMBER_ID);
    expect(input?.metaApiVersion).toBe('v20.0');
    expect(input?.message).toBeInstanceOf(Uint8Array);
    expect(sentBody()).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+919876543210',
      type: 'template',
      template: {
        name: 'application_status',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Barista' },
              { type: 'text', text: 'Cafe Coffee' },
              { type: 'text', text: 'शॉर्टलिस्ट हुआ' },
            ],
          },
        ],
      },
    });
  });

  it.each(['en', 'hi', 'te'] as const)(
    'sends the job alert digest in %s with its three parameters',
    async (language) => {
      client.on(SendWhatsAppMessageCommand).resolves({ messageId: 'message-1' });
      const { sendWhatsApp } = await import('#lib/messaging/whatsapp');
      const parameters = checked(['3', 'https://earnlearn.in/a/x', 'https://earnlearn.in/u/y']);

      await sendWhatsApp({ to: '6123456789', template: 'job_alert_digest', language, parameters });

      expect(sentBody()).toMatchObject({
        to: '+916123456789',
        template: {
          name: 'job_alert_digest',
          language: { code: language },
          components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
        },
      });
    },
  );

  it('flattens a parameter as Meta requires (no new lines, tabs or runs of spaces) and cuts a long one', async () => {
    client.on(SendWhatsAppMessageCommand).resolves({ messageId: 'message-1' });
    const { sendWhatsApp } = await import('#lib/messaging/whatsapp');

    await sendWhatsApp({
      to: '9876543210',
      template: 'application_status',
      language: 'en',
      parameters: checked(['Barista\nmorning\tshift', `${'x'.repeat(250)}`, '  shortlisted      now ']),
    });

    const texts = (
      sentBody() as { template: { components: { parameters: { text: string }[] }[] } }
    ).template.components[0]?.parameters.map((parameter) => parameter.text);
    expect(texts?.[0]).toBe('Barista morning shift');
    expect(Array.from(texts?.[1] ?? '')).toHaveLength(200);
    expect(texts?.[1]?.endsWith('...')).toBe(true);
    expect(texts?.[2]).toBe('shortlisted now');
  });

  it('refuses, before the service sees it, a number that is not Indian, a wrong parameter count or an empty parameter', async () => {
    client.on(SendWhatsAppMessageCommand).resolves({ messageId: 'message-1' });
    const { sendWhatsApp } = await import('#lib/messaging/whatsapp');
    for (const to of ['+919876543210', '919876543210', '5876543210', '98765 43210', '']) {
      await expect(
        sendWhatsApp({
          to,
          template: 'application_status',
          language: 'en',
          parameters: checked(['a', 'b', 'c']),
        }),
      ).rejects.toThrow('WhatsApp messages go only to 10-digit Indian mobile numbers');
    }
    await expect(
      sendWhatsApp({
        to: '9876543210',
        template: 'application_status',
        language: 'en',
        parameters: checked(['a', 'b']),
      }),
    ).rejects.toThrow('takes 3 parameters, not 2');
    await expect(
      sendWhatsApp({
        to: '9876543210',
        template: 'job_alert_digest',
        language: 'te',
        parameters: checked(['1', ' \n', 'x']),
      }),
    ).rejects.toThrow('may not be empty');
    expect(client.calls()).toHaveLength(0);
  });

  it('is not offered, and sends nothing, without the number id', async () => {
    delete process.env.WHATSAPP_PHONE_NUMBER_ID;
    const { sendWhatsApp, whatsappConfigured } = await import('#lib/messaging/whatsapp');
    expect(whatsappConfigured()).toBe(false);
    await expect(
      sendWhatsApp({
        to: '9876543210',
        template: 'application_status',
        language: 'en',
        parameters: checked(['a', 'b', 'c']),
      }),
    ).rejects.toThrow('WhatsApp is not configured');
    expect(client.calls()).toHaveLength(0);
    process.env.WHATSAPP_PHONE_NUMBER_ID = NUMBER_ID;
    expect(whatsappConfigured()).toBe(true);
  });

  it("lets the service's refusal reach the caller, with no number in it", async () => {
    client
      .on(SendWhatsAppMessageCommand)
      .rejects(Object.assign(new Error('Throttled'), { name: 'ThrottledRequestException' }));
    const { sendWhatsApp } = await import('#lib/messaging/whatsapp');
    const failure = sendWhatsApp({
      to: '9876543210',
      template: 'application_status',
      language: 'en',
      parameters: checked(['a', 'b', 'c']),
    });
    await expect(failure).rejects.toThrow('Throttled');
    await expect(failure).rejects.not.toThrow('9876543210');
  });
});

describe('the WhatsApp metrics', () => {
  it('counts each message sent or failed, by template, as one EMF line with no number in it', async () => {
    const { sendWhatsApp } = await import('#lib/messaging/whatsapp');
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write);
    try {
      client
        .on(SendWhatsAppMessageCommand)
        .resolvesOnce({ messageId: 'm' })
        .rejectsOnce(new Error('Throttled'));
      const message = {
        to: '9876543210',
        template: 'job_alert_digest',
        language: 'en',
        parameters: checked(['2', 'https://earnlearn.in/a', 'https://earnlearn.in/u']),
      } as const;
      await sendWhatsApp({ ...message, parameters: checked([...message.parameters]) });
      await expect(
        sendWhatsApp({ ...message, parameters: checked([...message.parameters]) }),
      ).rejects.toThrow('Throttled');
    } finally {
      spy.mockRestore();
      process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    }
    const metrics = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(metrics).toEqual([
      expect.objectContaining({ WhatsAppSent: 1, template: 'job_alert_digest', service: 'earnlearn' }),
      expect.objectContaining({ WhatsAppFailed: 1, template: 'job_alert_digest' }),
    ]);
    expect(JSON.stringify(metrics)).not.toMatch(/9876543210/);
  });
});

describe('the templates', () => {
  it('take three parameters each, and never start or end with one (Meta refuses those)', () => {
    for (const template of ['job_alert_digest', 'application_status'] as const) {
      expect(parameterCount(template)).toBe(3);
      for (const language of ['en', 'hi', 'te'] as const) {
        const text = renderWhatsApp(template, language, ['{{1}}', '{{2}}', '{{3}}']);
        expect(text).toMatch(/^Earnlearn: /);
        expect(text).not.toMatch(/\}\}$/);
        expect(text.match(/\{\{\d\}\}/g)?.sort()).toEqual(['{{1}}', '{{2}}', '{{3}}']);
      }
    }
  });

  it('render as the phone shows them', () => {
    expect(renderWhatsApp('application_status', 'en', ['Barista', 'Cafe', 'shortlisted'])).toBe(
      'Earnlearn: your application for Barista at Cafe is shortlisted. See Applied Jobs for updates.',
    );
  });
});
