/**
 * The retention job under a simulated clock: an account with no sign-in for 3 years gets one
 * notice (SMS to the verified number in the account's language, or e-mail to the Google address without one),
 * a sign-in in the 48 hours cancels the erasure, and 48 hours after the notice the account is erased as the
 * worker's own request erases it; documents go a year after the worker's last application was decided (or
 * they were saved), never while one is open. OTP, send-log and log-in attempt items carry a `ttl`.
 */
import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { bucket } from '#features/documents/storage';
import { RETENTION_EMAIL, RETENTION_SMS } from '#features/erasure/notice';
import { inactivityCutOff, runRetention } from '#features/erasure/retention';
import { sendCode } from '#features/otp/send';
import { db, tableName } from '#lib/clients/dynamodb';
import { s3 } from '#lib/clients/s3';
import * as applications from '#lib/db/applications';
import * as users from '#lib/db/users';
import { createWorker, type TestAccount, workerAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { emailsTo } from '#test/support/email';
import { createApplication } from '#test/support/fixtures';
import { mintIdToken } from '#test/support/identity-provider';
import { freshMobileNumber, smsTo } from '#test/support/sms';
import { pngBytes, uploadDocument } from '#test/support/uploads';

const HOUR = 3600_000;
/** The sign-in every worker here last made, long ago. */
const SIGNED_IN = Date.parse('2026-02-10T10:00:00.000Z');
/** 3 years and an hour after it: past the inactivity period. */
const LATER = Date.parse('2029-02-10T11:00:00.000Z');

/** Signs the worker in through loginOrRegister at `at` (the sign-in records LAST_SIGN_IN). */
async function signInAt(worker: TestAccount, at: number): Promise<void> {
  const account = await workerAccount(worker);
  const answer = await atTime(at, async () =>
    callApi('loginOrRegister', {
      body: { idToken: await mintIdToken({ sub: account.GOOGLE_SUB ?? '', email: account.EMAIL }) },
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function inactiveWorker(options: { verified?: boolean; language?: 'en' | 'hi' | 'te' } = {}) {
  const worker = await createWorker({ verified: options.verified ?? true });
  if (options.language) await users.setSiteLanguage(worker.id, options.language);
  await signInAt(worker, SIGNED_IN);
  return { worker, account: await workerAccount(worker) };
}

describe('the retention job', () => {
  it('records each sign-in, and reaches only accounts past 3 years without one', async () => {
    const { worker } = await inactiveWorker();
    expect((await workerAccount(worker)).LAST_SIGN_IN).toBe(new Date(SIGNED_IN).toISOString());
    expect(inactivityCutOff(LATER)).toBe('2026-02-10T11:00:00.000Z');

    const early = await runRetention(Date.parse('2029-02-10T09:00:00.000Z'));
    expect(early.noticesSent).toBe(0);
    expect((await workerAccount(worker)).ERASURE_NOTICE_AT).toBeUndefined();
  });

  it('sends the notice once, in the account’s language, and erases 48 hours later', async () => {
    const { worker, account } = await inactiveWorker({ language: 'te' });
    const number = account.MOBILE_NUMBER;

    await runRetention(LATER);
    await runRetention(LATER + HOUR);
    expect(smsTo(number).map((sms) => sms.message)).toEqual([RETENTION_SMS.te]);
    expect((await workerAccount(worker)).ERASURE_NOTICE_AT).toBe(new Date(LATER).toISOString());

    await runRetention(LATER + 47 * HOUR);
    expect(await users.get(worker.id)).toBeDefined();
    const run = await atTime(LATER + 48 * HOUR, () => runRetention(LATER + 48 * HOUR));
    expect(run.erased).toBeGreaterThanOrEqual(1);
    expect(await users.get(worker.id)).toBeUndefined();
    expect(smsTo(number)).toHaveLength(1);
  });

  it('is cancelled by a sign-in in the 48 hours', async () => {
    const { worker, account } = await inactiveWorker();
    await runRetention(LATER);
    expect(smsTo(account.MOBILE_NUMBER).map((sms) => sms.message)).toEqual([RETENTION_SMS.en]);

    await signInAt(worker, LATER + 2 * HOUR);
    expect((await workerAccount(worker)).ERASURE_NOTICE_AT).toBeUndefined();
    await runRetention(LATER + 49 * HOUR);
    await runRetention(LATER + 100 * HOUR);
    expect(await users.get(worker.id)).toBeDefined();
    expect(smsTo(account.MOBILE_NUMBER)).toHaveLength(1);
  });

  it('e-mails the Google address when there is no verified number', async () => {
    const { worker, account } = await inactiveWorker({ verified: false, language: 'hi' });
    await runRetention(LATER);
    const mails = await emailsTo(account.EMAIL);
    expect(mails.map((mail) => mail.subject)).toEqual([RETENTION_EMAIL.hi.subject]);
    await runRetention(LATER + 48 * HOUR);
    expect(await users.get(worker.id)).toBeUndefined();
  });
});

describe('records that expire by TTL', () => {
  it('gives every OTP, send-log and log-in attempt item a ttl within a day', async () => {
    const worker = await createWorker();
    await sendCode(await workerAccount(worker), freshMobileNumber(), 'first', { sourceIp: '127.0.0.1' });
    await callApi('adminLogin', {
      body: { email: 'nobody.here@earnlearn.in', password: 'wrong password 1' },
    });

    const { Items = [] } = await db.send(new ScanCommand({ TableName: tableName }));
    const expiring = Items.filter(
      (item) =>
        /^(OTP|OTP_SENDS|LINK_SENDS)$/.test(String(item.entity)) ||
        String(item.pk).startsWith('LOGIN_FAILURES#'),
    );
    expect(expiring.length).toBeGreaterThanOrEqual(3);
    const now = Date.now() / 1000;
    for (const item of expiring) {
      expect(item.ttl, `${item.pk} ${item.sk}`).toEqual(expect.any(Number));
      expect(Number(item.ttl) - now, `${item.pk} ${item.sk}`).toBeLessThanOrEqual(24 * 3600 + 60);
    }
  });
});

describe('migration 0003-last-sign-in', () => {
  it('gives accounts from before sign-ins were recorded the migration time, and keeps a recorded one', async () => {
    const { migration } = await import('#functions/migrations/0003-last-sign-in');
    const { signedInBefore } = await import('#lib/db/retention');
    const legacy = await createWorker();
    const signedIn = await createWorker();
    await signInAt(signedIn, SIGNED_IN);
    expect((await workerAccount(legacy)).LAST_SIGN_IN).toBeUndefined();

    const before = new Date().toISOString();
    const result = await migration.run();
    expect(result.recorded).toBeGreaterThanOrEqual(1);
    const stamped = String((await workerAccount(legacy)).LAST_SIGN_IN);
    expect(stamped >= before).toBe(true);
    expect((await workerAccount(signedIn)).LAST_SIGN_IN).toBe(new Date(SIGNED_IN).toISOString());
    // In the sign-in index, under the month of the migration.
    const month = await signedInBefore(stamped.slice(0, 7), '9999', 1000);
    expect(month.map((entry) => entry.userId)).toContain(legacy.id);
  });
});

describe('documents of workers with no open application for a year', () => {
  const YEAR = 366 * 24 * HOUR;

  /** A worker who saved both documents now (the clock starts at the save). */
  async function workerWithDocuments() {
    const worker = await createWorker();
    const pan = await uploadDocument(worker, 'panCard', pngBytes());
    const card = await uploadDocument(worker, 'idCard', pngBytes());
    const saved = await callApi('updateProfile', {
      token: worker.token,
      body: {
        gender: 1,
        dob: '2002-05-14',
        languages: ['telugu'],
        cityName: 'chennai',
        education: 'graduate',
        collegeName: 'Anna University',
        panCardLocation: pan,
        idCardLocation: card,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return worker;
  }

  async function keptVersions(id: number): Promise<number> {
    let count = 0;
    for (const prefix of [`uploads/${id}/`, `documents/${id}/`]) {
      const page = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: prefix }));
      count += (page.Versions ?? []).length;
    }
    return count;
  }

  it('keeps them while an application is open, and deletes every version a year after it was decided', async () => {
    const worker = await workerWithDocuments();
    const { job } = await createApplication({ worker });
    const inAYear = Date.now() + YEAR;

    await runRetention(inAYear);
    expect((await workerAccount(worker)).PANCARD_KEY).not.toBe('');
    expect(await keptVersions(worker.id)).toBe(4);

    // Decided (rejected) now: kept for a year from the decision, then deleted.
    const reviewer = { ID: 1, NAME: 'OPS tester', EMAIL: 'ops@example.com', TYPE: 'OPS' } as const;
    await applications.review(
      { userId: worker.id, jobId: job.ID, from: 'APPLIED', to: 'REJECTED' },
      reviewer,
    );
    await runRetention(inAYear + 24 * HOUR);
    expect((await workerAccount(worker)).PANCARD_KEY).not.toBe('');
    const run = await runRetention(inAYear + YEAR + 24 * HOUR);
    expect(run.documentsDeleted).toBeGreaterThanOrEqual(1);
    const after = await workerAccount(worker);
    expect([after.PANCARD_KEY, after.ID_CARD_KEY]).toEqual(['', '']);
    expect(await keptVersions(worker.id)).toBe(0);
  });

  it('deletes them a year after they were saved when the worker never applied, and keeps the account', async () => {
    const worker = await workerWithDocuments();
    await runRetention(Date.now() + 300 * 24 * HOUR);
    expect(await keptVersions(worker.id)).toBe(4);
    await runRetention(Date.now() + YEAR);
    expect(await keptVersions(worker.id)).toBe(0);
    expect((await workerAccount(worker)).PANCARD_KEY).toBe('');
  });
});
