/**
 * The app on the home screen (decisions 630-633), in headless Chromium against the twin, at 360 px:
 * - the manifest and service worker make the site installable as Chromium judges it (Lighthouse 12 has no PWA
 *   category: Chromium's own installability check over CDP, `Page.getInstallabilityErrors`, and the manifest's
 *   fields Chrome requires), and the worker is registered after the load event;
 * - a worker opens Applied Jobs, goes offline and reloads: the page still shows the applied list, with its age;
 *   their answers are kept in a cache of their own;
 * - with notifications on and a device registered, HR's shortlist reaches the device as a Web Push message (the
 *   twin's stand-in push service keeps it encrypted; the test decrypts it with the device's key and hands it to the
 *   service worker's push handler, which shows the notification) and no SMS is sent to the worker.
 */
import { createECDH, randomBytes } from 'node:crypto';
import ece from 'http_ece';
import { describe, expect, inject, it, vi } from 'vitest';
import { screenIsClean } from '#test/support/axe';
import { browserForThisFile, JOURNEY_TIMEOUT_MS, requestsSettled } from '#test/support/browser';
import { apply, newestJob, post, signUpWorker, staffToken } from '#test/support/e2e-api';
import { workerPage } from '#test/support/e2e-pages';
import { smsTo } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

describe('the app on the home screen', () => {
  it('is installable, and Applied Jobs reads offline with its age', async () => {
    const worker = await signUpWorker(`Asha Offline ${randomBytes(3).toString('hex')}`);
    const job = await newestJob(worker.token);
    await apply(worker, job.ID);
    const page = await workerPage(browser(), worker, 'narrowest');
    await page.goto(`${baseUrl}/dashboard?tab=applied`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: job.TITLE }).first().waitFor();

    // Registered after the load event, and in control once ready.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A Playwright context is an off-the-record profile, where Chrome never offers to install anything: its one
    // error says so. Every check of the manifest and the service worker passed.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(parsed.errors).toEqual([]);
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { sizes: string; type: string; purpose: string; src: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Earnlearn', display: 'standalone' });
    expect(manifest.start_url.startsWith('/')).toBe(true);
    const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status).toBe(200);

    // The worker's next visit goes through the service worker, which keeps what it shows.
    await requestsSettled(page);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: job.TITLE }).first().waitFor();
    await requestsSettled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Offline: the shell, the applied list and its age.
    await page.context().setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: job.TITLE }).first().waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await notice.getByText(/^Saved 1 minute ago$|^Saved \d+ minutes ago$/).waitFor();
    await screenIsClean(page);

    // Back online: the worker's answers are kept in one cache of theirs (sign-out deletes it: test/web).
    await page.context().setOffline(false);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: job.TITLE }).first().waitFor();
    await requestsSettled(page);
    const workerCaches = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('api-user-')),
    );
    expect(workerCaches).toEqual([`api-user-${worker.id}`]);
  });

  it('pushes the shortlist to a registered device, and sends no SMS', async () => {
    const worker = await signUpWorker(`Ravi Push ${randomBytes(3).toString('hex')}`);
    const job = await newestJob(worker.token);
    await apply(worker, job.ID);
    // The device: a P-256 key pair and a secret, as a browser's push subscription holds them.
    const device = createECDH('prime256v1');
    device.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`;
    const on = { purpose: 'push', granted: true, language: 'en' };
    expect((await post('updateConsent', on, worker.token)).status).toBe(200);
    const keys = { p256dh: device.getPublicKey('base64url'), auth: authSecret.toString('base64url') };
    expect((await post('savePushSubscription', { endpoint, keys }, worker.token)).status).toBe(200);
    const smsBefore = (await smsTo(worker.number)).length;

    const review = { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' };
    expect((await post('reviewApplication', review, await staffToken('HR'))).status).toBe(200);

    const pushed = async () => {
      const answer = await fetch(`${baseUrl}/dev/push/outbox.json?endpoint=${encodeURIComponent(endpoint)}`);
      return (
        (await answer.json()) as { messages: { body: string; contentEncoding: string; audience: string }[] }
      ).messages;
    };
    await expect.poll(async () => (await pushed()).length, { timeout: 15_000 }).toBe(1);
    const [message] = await pushed();
    if (!message) throw new Error('nothing was pushed');
    expect(message).toMatchObject({ contentEncoding: 'aes128gcm', audience: 'https://fcm.googleapis.com' });
    const payload = ece
      .decrypt(Buffer.from(message.body, 'base64url'), {
        version: 'aes128gcm',
        privateKey: device,
        authSecret: authSecret.toString('base64url'),
      })
      .toString('utf8');
    const news = JSON.parse(payload) as { title: string; body: string; url: string };
    expect(news.body).toContain(job.TITLE.slice(0, 10));
    expect(news.url).toBe(`/dashboard?tab=applied#application-${job.ID}`);
    // No SMS: the notification went.
    expect((await smsTo(worker.number)).length).toBe(smsBefore);

    // The service worker's push handler shows it.
    const page = await workerPage(browser(), worker, 'narrowest');
    await page.context().grantPermissions(['notifications'], { origin: baseUrl });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${baseUrl}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await page.goto(`${baseUrl}/dashboard?tab=applied`, { waitUntil: 'load' });
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: await registrationId,
      data: payload,
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([`${news.title}: ${news.body}`]);
  });
});
