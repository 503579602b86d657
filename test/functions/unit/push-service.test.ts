/**
 * The twin's stand-in push service answers the functions' real push client (functions/lib/messaging/push.ts:
 * web-push's request, our fetch) as a push service does: 201 for a push it keeps (encrypted, with the VAPID
 * claims it read), 410 once the device is gone; and lists what it kept as JSON for the tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { pushService } from '#infra/local/dev/push-service';
import type { MountedDevService } from '#infra/local/dev/service';
import { variablesFor } from '#lib/environment';
import type { VapidKeys } from '#lib/messaging/push';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

let server: Server;
let baseUrl: string;
let service: MountedDevService;
let sendPush: typeof import('#lib/messaging/push').sendPush;
const vapid: VapidKeys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:support@earnlearn.test' };
const device = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/unit-device',
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const news = {
  title: 'Earnlearn',
  body: 'Shortlisted',
  url: '/dashboard?tab=applied#application-3',
  tag: 'application-3',
};

beforeAll(async () => {
  useOnlyVariables(variablesFor({ table: 'readWrite', push: true }));
  server = createServer((request, response) => {
    void service.handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service = (await pushService({ baseUrl, dataDir: undefined, log: () => undefined })) as MountedDevService;
  process.env.PUSH_ENDPOINT = service.environment.PUSH_ENDPOINT;
  ({ sendPush } = await import('#lib/messaging/push'));
});

afterAll(async () => {
  restoreVariables();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the stand-in push service', () => {
  it('gives the functions VAPID keys and its address', () => {
    const keys = JSON.parse(String(service.environment.PUSH_VAPID_KEYS)) as VapidKeys;
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(service.environment.PUSH_ENDPOINT).toBe(`${baseUrl}/dev/push`);
  });

  it('keeps a push as a push service receives it, and answers 410 once the device is gone', async () => {
    expect(await sendPush(device, news, vapid)).toBe('sent');
    const listed = await fetch(
      `${baseUrl}/dev/push/outbox.json?endpoint=${encodeURIComponent(device.endpoint)}`,
    );
    const { messages } = (await listed.json()) as { messages: Record<string, string>[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      endpoint: device.endpoint,
      audience: 'https://fcm.googleapis.com',
      subject: vapid.subject,
      ttl: '86400',
      urgency: 'normal',
      topic: 'application-3',
      contentEncoding: 'aes128gcm',
    });
    // Encrypted: the text is not in it.
    expect(Buffer.from(String(messages[0]?.body), 'base64url').toString('latin1')).not.toContain(
      'Shortlisted',
    );

    const gone = await fetch(`${baseUrl}/dev/push/gone`, {
      method: 'POST',
      body: JSON.stringify({ endpoint: device.endpoint }),
    });
    expect(gone.status).toBe(200);
    expect(await sendPush(device, news, vapid)).toBe('gone');
  });

  it('refuses a push without the device’s endpoint', async () => {
    const answer = await fetch(`${baseUrl}/dev/push`, { method: 'POST', body: 'x' });
    expect(answer.status).toBe(400);
  });
});
