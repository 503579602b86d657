/**
 * Status SMS cannot starve the verification codes (finding 8): a worker gets at most
 * STATUS_SMS_PER_DAY status SMS a day, and status SMS stop once this month's SMS (every purpose) pass
 * SMS_STATUS_MONTHLY_PARTS, while codes still go out. Each SMS not sent is counted as StatusSmsSkipped by reason;
 * the review answers 200 and the status shows in Applied Jobs. Through the SMS outbox, as the twin sends.
 *
 * The tests share this file's month count and run in order: the cap, then the month filled to its line.
 */
import { describe, expect, it, vi } from 'vitest';

/** The line of this file's functions (read when they load): far above what the first tests send. */
const LIMIT = vi.hoisted(() => {
  const limit = 100_000;
  process.env.SMS_STATUS_MONTHLY_PARTS = String(limit);
  return limit;
});

import type * as applications from '#lib/db/applications';
import * as smsCounts from '#lib/db/sms-counts';
import * as users from '#lib/db/users';
import { monthOf, STATUS_SMS_PER_DAY } from '#lib/messaging/allowance';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import { emittedMetrics } from '#test/support/metrics';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/sms';

const shortlist = async (application: applications.StoredApplication) => {
  const hr = await reviewer();
  return callApi('reviewApplication', {
    token: hr.token,
    body: { id: application.ID, userId: application.USER_ID, status: 'APPLIED', decision: 'accept' },
  });
};

let hr: TestAccount | undefined;
async function reviewer(): Promise<TestAccount> {
  hr ??= await createStaff('HR');
  return hr;
}

async function numberOf(worker: TestAccount): Promise<string> {
  return (await users.get(worker.id))?.MOBILE_NUMBER as string;
}

const skipped = (reason: string) => ({
  name: 'StatusSmsSkipped',
  namespace: 'Earnlearn',
  dimensions: { service: 'earnlearn', reason },
  value: 1,
  unit: 'Count',
});

/** Fills this month's count so that exactly `room` parts are left below the line. */
async function leaveRoom(room: number): Promise<void> {
  const month = monthOf(Date.now());
  const now = await smsCounts.partsThisMonth(month);
  if (now > LIMIT - room) throw new Error(`The month already has ${now} parts`);
  if (LIMIT - room - now > 0) await smsCounts.countParts(month, LIMIT - room - now);
}

describe('status SMS per worker and day', () => {
  it(`sends a worker ${STATUS_SMS_PER_DAY} status SMS a day, then none: skipped as dailyCap, the move still done and shown`, async () => {
    const worker = await createWorker();
    const number = await numberOf(worker);
    const moves: applications.StoredApplication[] = [];
    for (let n = 0; n <= STATUS_SMS_PER_DAY; n++)
      moves.push((await createApplication({ worker })).application);

    const answers: number[] = [];
    const metrics = await emittedMetrics(async () => {
      for (const application of moves) answers.push((await shortlist(application)).status);
    });

    expect(answers).toEqual(moves.map(() => 200));
    expect(smsTo(number)).toHaveLength(STATUS_SMS_PER_DAY);
    expect(metrics.filter((metric) => metric.name === 'StatusSmsSkipped')).toEqual([skipped('dailyCap')]);
    const applied = await callApi('getAppliedJobs', { token: worker.token });
    expect(applied.body.data.map((job) => job.STATUS)).toEqual(moves.map(() => 'SHORTLISTED'));
  });

  it("counts each worker's day apart: another worker still gets theirs", async () => {
    const { application, worker } = await createApplication();
    expect((await shortlist(application)).status).toBe(200);
    expect(smsTo(await numberOf(worker))).toHaveLength(1);
  });
});

describe("status SMS and the month's share of the spend limit", () => {
  it('lets exactly as many status SMS through as there is room for, however many reviews race', async () => {
    const job = await createJob();
    const pending = await Promise.all(Array.from({ length: 6 }, () => createApplication({ job })));
    await leaveRoom(3);

    const metrics = await emittedMetrics(async () => {
      const answers = await Promise.all(pending.map(({ application }) => shortlist(application)));
      expect(answers.map((answer) => answer.status)).toEqual(pending.map(() => 200));
    });

    const told = await Promise.all(pending.map(async ({ worker }) => smsTo(await numberOf(worker)).length));
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(metrics.filter((metric) => metric.name === 'StatusSmsSkipped')).toEqual([
      skipped('monthlyShare'),
      skipped('monthlyShare'),
      skipped('monthlyShare'),
    ]);
    expect(await smsCounts.partsThisMonth(monthOf(Date.now()))).toBe(LIMIT);
  });

  it('past the line sends no status SMS but every code, and counts the codes', async () => {
    await leaveRoom(0);
    const { application, worker } = await createApplication();

    const metrics = await emittedMetrics(async () => {
      expect((await shortlist(application)).status).toBe(200);
    });

    expect(smsTo(await numberOf(worker))).toEqual([]);
    expect(metrics.filter((metric) => metric.name === 'StatusSmsSkipped')).toEqual([skipped('monthlyShare')]);
    const applied = await callApi('getAppliedJobs', { token: worker.token });
    expect(applied.body.data[0]?.STATUS).toBe('SHORTLISTED');

    // A code is never refused for the share: it goes out, and the month counts it.
    const newcomer = await createWorker({ registered: true, verified: false });
    const number = freshMobileNumber();
    const sent = await callApi('registerMobileNumber', { token: newcomer.token, body: { number } });
    expect(sent.status).toBe(200);
    expect(latestCode(number)).toMatch(/^\d{6}$/);
    expect(await smsCounts.partsThisMonth(monthOf(Date.now()))).toBe(LIMIT + 1);
  });
});
