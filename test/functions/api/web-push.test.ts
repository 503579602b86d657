/**
 * Web Push (decisions 632-633): notifications are an optional consent purpose (`push`), given and withdrawn in
 * one tap with a record each; a device registers its subscription (only at a known push service, at most
 * MAX_PUSH_DEVICES, only once notifications are agreed to) and leaves it; withdrawing forgets every device. The
 * news of an application's move goes first as a push to the worker's devices and then, only if no push service
 * took it, by SMS; a device its push service says is gone (410) is removed. The push service is a mocked fetch
 * (the request is the one AWS sends: aes128gcm, VAPID), the SMS the local outbox.
 */

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import * as consent from '#lib/db/consent';
import * as users from '#lib/db/users';
import { forgetVapidKeys } from '#lib/messaging/push';
import { MAX_PUSH_DEVICES, pushMessages } from '#shared/domain/push';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';
import { mobileOf, review, reviewStaff } from '#test/support/internal-review';
import { smsTo } from '#test/support/sms';

reviewStaff();

const vapid = webPush.generateVAPIDKeys();
beforeAll(() => {
  process.env.PUSH_VAPID_KEYS = JSON.stringify({ ...vapid, subject: 'mailto:support@earnlearn.test' });
  forgetVapidKeys();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
let devices = 0;
const newEndpoint = () => `https://fcm.googleapis.com/fcm/send/test-device-${++devices}`;

const agree = (worker: TestAccount, granted: boolean) =>
  callApi('updateConsent', { token: worker.token, body: { purpose: 'push', granted, language: 'en' } });
const register = (worker: TestAccount, endpoint: string) =>
  callApi('savePushSubscription', { token: worker.token, body: { endpoint, keys: KEYS } });
const shortlist = (application: { ID: number; USER_ID: number }) =>
  review({ id: application.ID, userId: application.USER_ID, status: 'APPLIED', decision: 'accept' });

/** The push services, answering `status` to every push; what they were sent, by endpoint. */
function pushServices(status: number) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (!url.startsWith('https://fcm.googleapis.com/')) return real(input, init);
    sent.push({ url, headers: init?.headers as Record<string, string> });
    return new Response(null, { status });
  });
  return sent;
}

describe('the notifications purpose and devices', () => {
  it('is given and withdrawn with a record each; getPrivacy gives the public key to subscribe with', async () => {
    const worker = await createWorker();
    const before = await callApi('getPrivacy', { token: worker.token });
    expect(before.body.data.pushKey).toBe(vapid.publicKey);
    expect(before.body.data.purposes.push).toBeUndefined();
    const given = await agree(worker, true);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data.purposes.push).toBe(true);
    expect((await register(worker, newEndpoint())).status).toBe(200);
    expect((await agree(worker, false)).status).toBe(200);
    const account = await users.get(worker.id);
    expect(account?.PUSH_UPDATES).toBe(false);
    // Withdrawn: the devices are forgotten too.
    expect(account?.PUSH_DEVICES).toEqual([]);
    const records = (await consent.listRecords(worker.id)).filter((record) => record.PURPOSE === 'push');
    expect(records.map((record) => record.ACTION).sort()).toEqual(['grant', 'withdraw']);
  });

  it('registers a device only once agreed, only at a push service, at most MAX_PUSH_DEVICES', async () => {
    const worker = await createWorker();
    const refused = await register(worker, newEndpoint());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(pushMessages.notConsented);
    await agree(worker, true);
    for (const address of [
      'http://fcm.googleapis.com/x',
      'https://169.254.169.254/latest',
      'https://fcm.googleapis.com:8443/x',
    ]) {
      const wrong = await register(worker, address);
      expect(wrong.status, address).toBe(400);
      expect(wrong.body.errors?.[0]?.field).toBe('endpoint');
    }
    const endpoints = Array.from({ length: MAX_PUSH_DEVICES }, newEndpoint);
    for (const endpoint of endpoints) expect((await register(worker, endpoint)).status).toBe(200);
    // The same device again refreshes its keys: not a new one.
    expect((await register(worker, String(endpoints[0]))).status).toBe(200);
    const sixth = await register(worker, newEndpoint());
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(pushMessages.tooManyDevices);
    expect((await users.get(worker.id))?.PUSH_DEVICES).toHaveLength(MAX_PUSH_DEVICES);
    // Turned off on one device: it leaves, and another may come.
    const off = await callApi('deletePushSubscription', {
      token: worker.token,
      body: { endpoint: String(endpoints[1]) },
    });
    expect(off.status).toBe(200);
    expect((await users.get(worker.id))?.PUSH_DEVICES?.map((device) => device.ENDPOINT)).not.toContain(
      endpoints[1],
    );
    expect((await register(worker, newEndpoint())).status).toBe(200);
  });
});

describe("the worker's news: push first, SMS only when push is off or fails", () => {
  it('pushes a shortlist to every device and sends no SMS', async () => {
    const { application, worker } = await createApplication();
    await agree(worker, true);
    const [first, second] = [newEndpoint(), newEndpoint()];
    await register(worker, first);
    await register(worker, second);
    const sent = pushServices(201);
    expect((await shortlist(application)).status).toBe(200);
    expect(sent.map((push) => push.url).sort()).toEqual([first, second].sort());
    expect(sent[0]?.headers).toMatchObject({
      'Content-Encoding': 'aes128gcm',
      TTL: '86400',
      Urgency: 'normal',
    });
    expect(sent[0]?.headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(smsTo(await mobileOf(worker))).toEqual([]);
  });

  it('sends the SMS when no push service took it, and removes a device that is gone (410)', async () => {
    const { application, worker } = await createApplication();
    await agree(worker, true);
    await register(worker, newEndpoint());
    pushServices(410);
    expect((await shortlist(application)).status).toBe(200);
    expect(smsTo(await mobileOf(worker)).map((sms) => sms.message)).toEqual([
      expect.stringContaining('is shortlisted'),
    ]);
    expect((await users.get(worker.id))?.PUSH_DEVICES).toEqual([]);
  });

  it('sends the SMS when the push service fails, and keeps the device', async () => {
    const { application, worker } = await createApplication();
    await agree(worker, true);
    await register(worker, newEndpoint());
    pushServices(503);
    expect((await shortlist(application)).status).toBe(200);
    expect(smsTo(await mobileOf(worker))).toHaveLength(1);
    expect((await users.get(worker.id))?.PUSH_DEVICES).toHaveLength(1);
  });

  it('sends the SMS, and pushes nothing, once notifications are withdrawn', async () => {
    const { application, worker } = await createApplication();
    await agree(worker, true);
    await register(worker, newEndpoint());
    await agree(worker, false);
    const sent = pushServices(201);
    expect((await shortlist(application)).status).toBe(200);
    expect(sent).toEqual([]);
    expect(smsTo(await mobileOf(worker))).toHaveLength(1);
  });
});
