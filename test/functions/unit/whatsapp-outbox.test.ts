/**
 * The local WhatsApp outbox answers the real social-messaging client (REST-JSON SendWhatsAppMessage)
 * as the service does, refuses what Meta would, keeps what was sent, and shows it on a local-only page and as JSON.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SendWhatsAppMessageCommand, SocialMessagingClient } from '@aws-sdk/client-socialmessaging';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createWhatsAppOutbox,
  LOCAL_WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_OUTBOX_BANNER,
  type WhatsAppOutbox,
} from '#infra/local/dev/whatsapp-outbox';

let server: Server;
let baseUrl: string;
let outbox: WhatsAppOutbox;
let client: SocialMessagingClient;
const printed: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    void outbox.handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outbox = createWhatsAppOutbox({ baseUrl, log: (line) => printed.push(line) });
  client = new SocialMessagingClient({
    region: 'ap-south-1',
    endpoint: outbox.environment.WHATSAPP_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  outbox.clear();
  printed.length = 0;
});

const template = (overrides: Record<string, unknown> = {}) => ({
  messaging_product: 'whatsapp',
  to: '+919876543210',
  type: 'template',
  template: {
    name: 'application_status',
    language: { code: 'te' },
    components: [
      {
        type: 'body',
        parameters: ['Barista', 'Cafe', 'షార్ట్‌లిస్ట్ అయింది'].map((text) => ({ type: 'text', text })),
      },
    ],
  },
  ...overrides,
});

const send = (message: unknown, originationPhoneNumberId = LOCAL_WHATSAPP_PHONE_NUMBER_ID) =>
  client.send(
    new SendWhatsAppMessageCommand({
      originationPhoneNumberId,
      message: new TextEncoder().encode(JSON.stringify(message)),
      metaApiVersion: 'v20.0',
    }),
  );

describe('WhatsApp outbox', () => {
  it('gives the functions the endpoint and a demo number id (WhatsApp offered), and describes its page', () => {
    expect(outbox.prefix).toBe('/dev/whatsapp');
    expect(outbox.environment).toEqual({
      WHATSAPP_ENDPOINT: `${baseUrl}/dev/whatsapp`,
      WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
    });
    expect(LOCAL_WHATSAPP_PHONE_NUMBER_ID).toMatch(/^phone-number-id-[0-9a-f]{32}$/);
    expect(outbox.describe).toContain(`${baseUrl}/dev/whatsapp/outbox`);
  });

  it('accepts a template message from the SDK, answers its id, and keeps it rendered as the phone shows it', async () => {
    const { messageId } = await send(template());
    const [kept] = outbox.messages();
    expect(kept).toMatchObject({
      id: messageId,
      to: '+919876543210',
      template: 'application_status',
      language: 'te',
      parameters: ['Barista', 'Cafe', 'షార్ట్‌లిస్ట్ అయింది'],
      metaApiVersion: 'v20.0',
      text: "Earnlearn: Barista (Cafe) కోసం మీ దరఖాస్తు: షార్ట్‌లిస్ట్ అయింది. 'దరఖాస్తు చేసిన పనులు' లో చూడండి.",
    });
    expect(printed.join('\n')).toContain('WhatsApp to +919876543210');

    const json = (await (await fetch(`${baseUrl}/dev/whatsapp/outbox.json?number=9876543210`)).json()) as {
      messages: unknown[];
    };
    expect(json.messages).toHaveLength(1);
    const other = (await (await fetch(`${baseUrl}/dev/whatsapp/outbox.json?number=9000000000`)).json()) as {
      messages: unknown[];
    };
    expect(other.messages).toHaveLength(0);
    const page = await (await fetch(`${baseUrl}/dev/whatsapp/outbox`)).text();
    expect(page).toContain(WHATSAPP_OUTBOX_BANNER);
    expect(page).toContain('application_status (te)');
  });

  it('refuses what the service and Meta refuse, as the SDK reads it, and keeps none of it', async () => {
    await expect(send(template(), 'phone-number-id-ffffffffffffffffffffffffffffffff')).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    await expect(send(template({ type: 'text', text: { body: 'hello' } }))).rejects.toMatchObject({
      name: 'InvalidParametersException',
    });
    await expect(send(template({ to: '9876543210' }))).rejects.toMatchObject({
      name: 'InvalidParametersException',
    });
    await expect(
      send(template({ template: { name: 'marketing_blast', language: { code: 'en' }, components: [] } })),
    ).rejects.toMatchObject({ name: 'InvalidParametersException' });
    await expect(
      send(template({ template: { name: 'application_status', language: { code: 'ta' }, components: [] } })),
    ).rejects.toMatchObject({ name: 'InvalidParametersException' });
    await expect(
      send(
        template({
          template: {
            name: 'application_status',
            language: { code: 'en' },
            components: [{ type: 'body', parameters: [{ type: 'text', text: 'only one' }] }],
          },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidParametersException',
      message: expect.stringContaining('1 given, 3 expected'),
    });
    expect(outbox.messages()).toEqual([]);
  });
});
