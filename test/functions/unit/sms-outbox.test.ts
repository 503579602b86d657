/**
 * The local SMS outbox answers the real SNS client (AWS Query protocol) like SNS does, keeps what was sent,
 * and shows it on a local-only page and as JSON.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmsOutbox, SMS_OUTBOX_BANNER, type SmsOutbox } from '#infra/local/dev/sms-outbox';

let server: Server;
let baseUrl: string;
let outbox: SmsOutbox;
let client: SNSClient;
const printed: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    void outbox.handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outbox = createSmsOutbox({ baseUrl, log: (line) => printed.push(line) });
  client = new SNSClient({
    region: 'ap-south-1',
    endpoint: outbox.environment.SNS_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
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

const publish = (phoneNumber: string, message: string) =>
  client.send(
    new PublishCommand({
      PhoneNumber: phoneNumber,
      Message: message,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'EARNLN' },
      },
    }),
  );

describe('SMS outbox', () => {
  it('gives the functions the endpoint and sender id, and describes its page', () => {
    expect(outbox.prefix).toBe('/dev/sms');
    expect(outbox.environment).toEqual({ SNS_ENDPOINT: `${baseUrl}/dev/sms`, SMS_SENDER_ID: 'EARNLN' });
    expect(outbox.describe).toContain(`${baseUrl}/dev/sms/outbox`);
  });

  it('answers Publish as SNS does, keeps the SMS and prints it', async () => {
    const result = await publish('+919876543210', 'Your Earnlearn verification code is 042917.');

    expect(result.MessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(outbox.messages()).toEqual([
      {
        id: result.MessageId,
        phoneNumber: '+919876543210',
        message: 'Your Earnlearn verification code is 042917.',
        smsType: 'Transactional',
        senderId: 'EARNLN',
        sentAt: expect.any(String),
      },
    ]);
    expect(printed).toEqual(['SMS to +919876543210: Your Earnlearn verification code is 042917.']);
  });

  it('refuses a number that is not E.164, as SNS does', async () => {
    await expect(publish('9876543210', 'hello')).rejects.toMatchObject({ name: 'InvalidParameterException' });
    expect(outbox.messages()).toEqual([]);
  });

  it('lists messages newest first as JSON, filtered by number on request', async () => {
    await publish('+919876543210', 'first');
    await publish('+919812345678', 'second');
    await publish('+919876543210', 'third');

    type Outbox = { messages: { message: string }[] };
    const all = (await (await fetch(`${baseUrl}/dev/sms/outbox.json`)).json()) as Outbox;
    const one = (await (await fetch(`${baseUrl}/dev/sms/outbox.json?number=9876543210`)).json()) as Outbox;

    expect(all.messages.map((sms) => sms.message)).toEqual(['third', 'second', 'first']);
    expect(one.messages.map((sms) => sms.message)).toEqual(['third', 'first']);
  });

  it('keeps the last 200 messages', async () => {
    for (let i = 0; i < 205; i++) await publish('+919876543210', `message ${i}`);
    const kept = outbox.messages();
    expect(kept).toHaveLength(200);
    expect(kept[0]?.message).toBe('message 204');
    expect(kept[199]?.message).toBe('message 5');
  });

  it('shows a local-only page that refreshes itself and escapes what it shows', async () => {
    await publish('+919876543210', '<script>alert(1)</script> code 042917');

    const response = await fetch(`${baseUrl}/dev/sms/outbox`);
    const html = await response.text();

    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain(SMS_OUTBOX_BANNER);
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    expect(html).toContain('+919876543210');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; code 042917');
    expect(html).not.toContain('<script>');
  });

  it('answers 404 for anything else under its prefix', async () => {
    expect((await fetch(`${baseUrl}/dev/sms/nothing`)).status).toBe(404);
  });
});
