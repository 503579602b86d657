/**
 * Job alerts: createJobAlert, getJobAlerts, deleteJobAlert and unsubscribeJobAlert (the daily digest is
 * job-alert-digest.test.ts's). An alert keeps the Explore filters exactly (a bad one is a
 * 400 naming it); none without consent to the purpose `jobAlerts` (403), at most MAX_JOB_ALERTS (409); the
 * one-tap link stops its alert and nothing else (a changed, malformed or expired one is a 400 naming token).
 */
import { describe, expect, it } from 'vitest';
import { forgetSigningKeys } from '#lib/auth/signing-keys';
import { unsubscribeToken } from '#lib/auth/unsubscribe-token';
import * as alertsDb from '#lib/db/job-alerts';
import { setEnvironment } from '#lib/environment';
import { JOB_ALERT_CODES, MAX_JOB_ALERTS } from '#shared/domain/job-alerts';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';
import {
  accountOf,
  alertWithToken,
  consentToJobAlerts,
  createAlert,
  createAlertFor,
  setOnAccount,
} from '#test/support/job-alerts';

const unsubscribe = (token: string) => callApi('unsubscribeJobAlert', { body: { token } });
const DAY_MS = 86_400_000;
/** The site's origin the digests link to (api-env.ts: the local inbox's). */
const _site = () => String(process.env.SITE_URL);

/** A word no other test's job has, so each test's digest is about its own jobs only. */
let words = 0;
const _uniqueWord = () => `zq${(words++).toString(36)}${Date.now().toString(36)}x`;
/** A job posted `afterMs` from now (the digest takes jobs posted after an alert's creation). */
const _postJob = (overrides: Parameters<typeof createJob>[0] = {}, afterMs = 1_000) =>
  createJob({ POSTED_AT: new Date(Date.now() + afterMs).toISOString(), ...overrides });

describe('creating, listing and deleting alerts', () => {
  it('keeps the Explore filters exactly with the channel, lists them, and deletes one', async () => {
    const worker = await createWorker();
    await consentToJobAlerts(worker);
    const created = await createAlert(worker, {
      q: 'delivery',
      city: 'chennai',
      type: 'job',
      channel: 'email',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ max: MAX_JOB_ALERTS, consent: true, whatsapp: false, minor: false });
    expect(created.body.data).toEqual([
      expect.objectContaining({ filters: { q: 'delivery', city: 'chennai', type: 'job' }, channel: 'email' }),
    ]);
    expect((await createAlert(worker, { wfh: '1', pay: '9000', channel: 'sms' })).status).toBe(200);

    const list = await callApi('getJobAlerts', { token: worker.token });
    expect(list.body.data.map((alert) => alert.channel)).toEqual(['email', 'sms']);
    const [first] = list.body.data;
    const deleted = await callApi('deleteJobAlert', { token: worker.token, body: { id: first?.id ?? '' } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.map((alert) => alert.filters)).toEqual([{ wfh: '1', pay: '9000' }]);
    expect((await accountOf(worker)).JOB_ALERT_COUNT).toBe(1);
  });

  it('refuses a bad filter, channel or id with a 400 naming the field', async () => {
    const worker = await createWorker();
    await consentToJobAlerts(worker);
    for (const [body, field] of [
      [{ city: 'atlantis', channel: 'email' }, 'city'],
      [{ pay: '-5', channel: 'email' }, 'pay'],
      [{ type: 'contract', channel: 'email' }, 'type'],
      [{ city: 'chennai', channel: 'pigeon' }, 'channel'],
      [{ city: 'chennai' }, 'channel'],
    ] as const) {
      const answer = await createAlert(worker, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.map((error) => error.field)).toEqual([field]);
    }
    const unknown = await callApi('deleteJobAlert', { token: worker.token, body: { id: 'abcdef0123' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.field).toBe('id');
    // Another worker's alert is not theirs to delete.
    const other = await createWorker();
    const theirs = await createAlertFor(other);
    expect((await callApi('deleteJobAlert', { token: worker.token, body: { id: theirs } })).status).toBe(400);
    expect(await alertsDb.listForWorker(other.id)).toHaveLength(1);
  });

  it('refuses WhatsApp where it is not configured, or before the worker’s WhatsApp opt-in; SMS without a verified number', async () => {
    const worker = await createWorker({ verified: false });
    await consentToJobAlerts(worker);
    const configured = process.env.WHATSAPP_PHONE_NUMBER_ID;
    delete process.env.WHATSAPP_PHONE_NUMBER_ID;
    try {
      const whatsapp = await createAlert(worker, { city: 'chennai', channel: 'whatsapp' });
      expect(whatsapp.status).toBe(400);
      expect(whatsapp.body.message).toContain('WhatsApp is not available');
      expect(whatsapp.body.errors?.[0]?.field).toBe('channel');
      expect((await callApi('getJobAlerts', { token: worker.token })).body.whatsapp).toBe(false);
    } finally {
      process.env.WHATSAPP_PHONE_NUMBER_ID = configured;
    }
    const notOptedIn = await createAlert(worker, { city: 'chennai', channel: 'whatsapp' });
    expect(notOptedIn.status).toBe(400);
    expect(notOptedIn.body.message).toContain('WhatsApp opt-in');
    const sms = await createAlert(worker, { city: 'chennai', channel: 'sms' });
    expect(sms.status).toBe(400);
    expect(sms.body.errors?.[0]?.field).toBe('channel');
    expect((await createAlert(worker, { city: 'chennai', channel: 'email' })).status).toBe(200);
  });

  it('refuses an alert without consent to job alerts (403), and withdrawing it deletes every alert', async () => {
    const worker = await createWorker();
    const refused = await createAlert(worker, { city: 'chennai', channel: 'email' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(JOB_ALERT_CODES.consentNeeded);
    expect(refused.body.message).toMatch(/consent/);
    expect((await callApi('getJobAlerts', { token: worker.token })).body.consent).toBe(false);

    const given = await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'jobAlerts', granted: true, language: 'hi' },
    });
    expect(given.body.data.purposes.jobAlerts).toBe(true);
    expect(given.body.data.records[0]).toMatchObject({ purpose: 'jobAlerts', action: 'grant' });
    expect((await createAlert(worker, { city: 'chennai', channel: 'email' })).status).toBe(200);

    const withdrawn = await callApi('updateConsent', {
      token: worker.token,
      body: { purpose: 'jobAlerts', granted: false, language: 'hi' },
    });
    expect(withdrawn.body.data.purposes.jobAlerts ?? false).toBe(false);
    expect(await alertsDb.listForWorker(worker.id)).toEqual([]);
    expect((await createAlert(worker, { city: 'chennai', channel: 'email' })).status).toBe(403);
  });

  it(`keeps at most ${MAX_JOB_ALERTS} alerts, however many creations race`, async () => {
    const worker = await createWorker();
    await consentToJobAlerts(worker);
    const answers = await Promise.all(
      Array.from({ length: MAX_JOB_ALERTS + 3 }, () =>
        createAlert(worker, { city: 'chennai', channel: 'email' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_JOB_ALERTS);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(
      refused.map(() => [409, JOB_ALERT_CODES.full]),
    );
    expect(await alertsDb.listForWorker(worker.id)).toHaveLength(MAX_JOB_ALERTS);
    expect((await accountOf(worker)).JOB_ALERT_COUNT).toBe(MAX_JOB_ALERTS);
  });
});

describe('the one-tap unsubscribe link', () => {
  it('stops its alert without a sign-in and answers the worker’s language; used again, still done', async () => {
    const { worker, alertId, token } = await alertWithToken();
    await setOnAccount(worker, { SITE_LANGUAGE: 'te' });
    const kept = await createAlertFor(worker, { wfh: '1' });
    const answer = await unsubscribe(token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ success: true, language: 'te' });
    expect((await alertsDb.listForWorker(worker.id)).map((alert) => alert.ALERT_ID)).toEqual([kept]);
    expect(alertId).not.toBe(kept);
    expect((await unsubscribe(token)).status).toBe(200);
  });

  it('refuses a changed, malformed or expired link with a 400 naming token, deleting nothing', async () => {
    const { worker, alertId, token } = await alertWithToken();
    const [user, alert, until, mac] = token.split('.') as [string, string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const other = await createWorker();
    const expired = await unsubscribeToken(worker.id, alertId, Date.now() - 61 * DAY_MS);
    for (const bad of [
      `${user}.${alert}.${until}.${flipped}`,
      `${other.id}.${alert}.${until}.${mac}`,
      `${user}.${alert}.${Number(until) + 1}.${mac}`,
      `${user}.${'0'.repeat(10)}.${until}.${mac}`,
      expired,
      'not-a-token',
      '',
      `${token}x`,
    ]) {
      const answer = await unsubscribe(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.errors?.[0]?.field).toBe('token');
    }
    expect(await alertsDb.listForWorker(worker.id)).toHaveLength(1);
  });

  it('still works after the signing key is rotated (signed with the previous key)', async () => {
    const { worker, token } = await alertWithToken();
    const old = 'test-session-secret-of-at-least-32-characters';
    setEnvironment({ SESSION_SECRET: JSON.stringify({ current: `${old}-rotated`, previous: old }) });
    forgetSigningKeys();
    try {
      expect((await unsubscribe(token)).status).toBe(200);
      expect(await alertsDb.listForWorker(worker.id)).toEqual([]);
    } finally {
      setEnvironment({ SESSION_SECRET: old });
      forgetSigningKeys();
    }
  });
});
