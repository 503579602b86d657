/**
 * What is put on a worker's record: each SMS sent to them (a message record, never the code) and
 * each staff read of their personal data (DPDP Rule 6), both kept a year; the staff lists write one page read
 * per page, under the job, which each worker on it finds again through their application (their export), and
 * an erasure takes the worker's id out of.
 */
import { BatchWriteCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eraseWorker } from '#features/consent/erase';
import { db, tableName } from '#lib/clients/dynamodb';
import { pageReadPartition } from '#lib/db/privacy-keys';
import * as users from '#lib/db/users';
import { RECORD_KEEP_SECONDS, recordPageRead } from '#lib/db/worker-records';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import { accessEntriesOf } from '#test/support/job-applications';
import { askCode, newWorker } from '#test/support/registration';
import { freshMobileNumber, latestCode } from '#test/support/sms';

let admin: TestAccount;
let hr: TestAccount;

beforeAll(async () => {
  admin = await createStaff('admin');
  hr = await createStaff('HR');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The items of the worker's partition whose sort key starts with `prefix`, oldest first. */
async function itemsOf(userId: number, prefix: 'MESSAGE#' | 'ACCESS#'): Promise<Record<string, unknown>[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

/** Every page read of job `jobId`, as stored, oldest first. */
async function pageReadsOfJob(jobId: number): Promise<Record<string, unknown>[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pageReadPartition(jobId) },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

const aboutAYear = (item: Record<string, unknown>) => {
  const at = Date.parse(String(item.AT)) / 1000;
  expect(Number(item.ttl)).toBeGreaterThanOrEqual(Math.floor(at) + RECORD_KEEP_SECONDS - 1);
  expect(Number(item.ttl)).toBeLessThanOrEqual(Math.ceil(at) + RECORD_KEEP_SECONDS + 1);
};

/** Counts the BatchWriteItem calls (and their items) made while `run` runs. */
async function batchWrites(run: () => Promise<unknown>): Promise<number[]> {
  const sizes: number[] = [];
  const send = db.send.bind(db);
  vi.spyOn(db, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) => {
    if (command instanceof BatchWriteCommand) {
      sizes.push(Object.values(command.input.RequestItems ?? {}).flat().length);
    }
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof db.send);
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return sizes;
}

describe('the message record', () => {
  it('records an OTP SMS under the worker: channel, kind, time, the number masked, never the code', async () => {
    const worker = await newWorker();
    const number = freshMobileNumber();

    expect((await askCode(worker, number)).status).toBe(200);

    const code = latestCode(number);
    const records = await itemsOf(worker.id, 'MESSAGE#');
    expect(records).toHaveLength(1);
    const [record] = records as [Record<string, unknown>];
    expect(record).toMatchObject({
      CHANNEL: 'sms',
      KIND: 'otp',
      TO: `${number.slice(0, 2)}******${number.slice(-2)}`,
      AT: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(record).not.toHaveProperty('TEXT');
    expect(JSON.stringify(record)).not.toContain(code);
    expect(JSON.stringify(record)).not.toContain(number);
    aboutAYear(record);
  });

  it('records the status SMS with its text and the job, and nothing when no SMS went', async () => {
    const { application, worker, job } = await createApplication();
    const account = await users.get(worker.id);

    await callApi('reviewApplication', {
      token: hr.token,
      body: { id: application.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' },
    });

    const records = await itemsOf(worker.id, 'MESSAGE#');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      CHANNEL: 'sms',
      KIND: 'review',
      JOB_ID: job.ID,
      TEXT: expect.stringContaining('is shortlisted'),
    });
    expect(JSON.stringify(records[0])).not.toContain(account?.MOBILE_NUMBER);

    // A worker who withdrew SMS updates gets no SMS, and so no record.
    const { application: other, worker: quiet } = await createApplication();
    await callApi('updateConsent', {
      token: quiet.token,
      body: { purpose: 'smsUpdates', granted: false, language: 'en' },
    });
    await callApi('reviewApplication', {
      token: hr.token,
      body: { id: other.ID, userId: quiet.id, status: 'APPLIED', decision: 'accept' },
    });
    expect(await itemsOf(quiet.id, 'MESSAGE#')).toEqual([]);
  });
});

describe('access entries', () => {
  it("records the admin's read of a user's detail, and shows the latest entries newest first", async () => {
    const worker = await createWorker();
    const other = await createStaff('admin');

    await callApi('getUserDataById', { token: other.token, query: { id: String(worker.id) } });
    const second = await callApi('getUserDataById', { token: admin.token, query: { id: String(worker.id) } });

    const entries = await itemsOf(worker.id, 'ACCESS#');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      BY_ID: admin.id,
      BY_ROLE: 'admin',
      WHAT: 'getUserDataById',
      DATA: ['profile', 'contacts', 'applications', 'consent'],
    });
    aboutAYear(entries[1] as Record<string, unknown>);
    // This read's own entry is written beside the page's reads: the list shows at least the earlier one.
    expect(second.body.staffAccess?.[0]).toMatchObject({ byRole: 'admin', what: 'getUserDataById' });
    const shown = second.body.staffAccess ?? [];
    expect(shown.map((entry) => entry.at)).toEqual([...shown.map((entry) => entry.at)].sort().reverse());
    expect(shown.map((entry) => entry.byId)).toContain(other.id);
  });

  it('writes no entry for an id that has no account', async () => {
    const sizes = await batchWrites(() =>
      callApi('getUserDataById', { token: admin.token, query: { id: '999999999' } }),
    );
    expect(sizes).toEqual([]);
  });

  it('writes each page of the HR list as one item under the job, naming every applicant on it', async () => {
    const job = await createJob();
    const applicants: number[] = [];
    for (let n = 0; n < 12; n++) {
      const { worker } = await createApplication({ job, at: new Date(Date.UTC(2031, 0, 1, 9, n)) });
      applicants.push(worker.id);
    }

    let cursor: string | undefined;
    const perPage: number[][] = [];
    const shown: number[][] = [];
    do {
      const next: string | undefined = cursor;
      let answer: Awaited<ReturnType<typeof callApi<'getInternalDataById'>>> | undefined;
      perPage.push(
        await batchWrites(async () => {
          answer = await callApi('getInternalDataById', {
            token: hr.token,
            query: { id: String(job.ID), limit: '5', ...(next ? { cursor: next } : {}) },
          });
        }),
      );
      expect(answer?.status).toBe(200);
      shown.push((answer?.body.data ?? []).map((row) => row.USER_ID));
      cursor = answer?.body.cursor;
    } while (cursor);

    expect(perPage.filter((sizes) => sizes.length > 0)).toEqual([[1], [1], [1]]);
    const pages = await pageReadsOfJob(job.ID);
    expect(pages.map((page) => [...(page.USER_IDS as Set<number>)].sort())).toEqual(
      shown.filter((ids) => ids.length > 0).map((ids) => [...ids].sort()),
    );
    for (const page of pages) {
      expect(page).toMatchObject({
        entity: 'PAGE_READ',
        BY_ID: hr.id,
        BY_ROLE: 'HR',
        WHAT: 'getInternalDataById',
        DATA: ['contacts', 'applications', 'profile'],
        JOB_ID: job.ID,
      });
      aboutAYear(page);
    }
    // Each applicant finds exactly their page's read through their application.
    for (const userId of applicants) {
      const reads = await accessEntriesOf(userId);
      expect(reads, String(userId)).toHaveLength(1);
      expect(reads[0]).toMatchObject({ BY_ID: hr.id, WHAT: 'getInternalDataById', JOB_ID: job.ID });
    }
  });

  it("lists the HR page read in the export of each worker shown on it, with who, when and what, and no one else's id", async () => {
    const job = await createJob();
    const people = [await createApplication({ job }), await createApplication({ job })];
    const before = Date.now();
    const list = await callApi('getInternalDataById', { token: hr.token, query: { id: String(job.ID) } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row) => row.USER_ID).sort()).toEqual(people.map((p) => p.worker.id).sort());

    for (const [index, { worker }] of people.entries()) {
      const mine = await callApi('getMyData', { token: worker.token });
      expect(mine.status).toBe(200);
      const reads = mine.body.data.staffAccess.filter((entry) => entry.readThrough === 'getInternalDataById');
      expect(reads).toHaveLength(1);
      expect(reads[0]).toEqual({
        byId: hr.id,
        byRole: 'HR',
        at: expect.any(String),
        readThrough: 'getInternalDataById',
        dataRead: ['contacts', 'applications', 'profile'],
        jobId: job.ID,
      });
      expect(Date.parse(String(reads[0]?.at))).toBeGreaterThanOrEqual(before - 1000);
      // No value names the other applicant (a number in a time or a job's id may equal their id by chance).
      const other = people[1 - index]?.worker.id;
      const named: unknown[] = [];
      JSON.parse(JSON.stringify(mine.body.data.staffAccess), (key, value) => {
        if (!['byId', 'jobId'].includes(key)) named.push(value);
        return value;
      });
      expect(named).not.toContain(other);
      expect(named).not.toContain(String(other));
    }
    // The admin's user detail shows the page read among the latest reads.
    const detail = await callApi('getUserDataById', {
      token: admin.token,
      query: { id: String(people[0]?.worker.id) },
    });
    expect(detail.body.staffAccess?.map((entry) => entry.what)).toContain('getInternalDataById');
  });

  it('retries a page read that DynamoDB leaves unprocessed, and names every worker of a long page', async () => {
    const workers = Array.from({ length: 1000 }, (_, n) => 9_000_000 + n);
    const jobId = 9_900_001;
    const send = db.send.bind(db);
    let first = true;
    const sizes: number[] = [];
    vi.spyOn(db, 'send').mockImplementation((async (command: unknown, ...rest: unknown[]) => {
      if (command instanceof BatchWriteCommand) {
        const requests = command.input.RequestItems?.[tableName] ?? [];
        sizes.push(requests.length);
        if (first) {
          first = false;
          return { UnprocessedItems: { [tableName]: requests } };
        }
      }
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof db.send);

    const calls = await recordPageRead(jobId, workers, {
      BY_ID: hr.id,
      BY_ROLE: 'HR',
      AT: new Date().toISOString(),
      WHAT: 'exportApplications',
      DATA: ['contacts'],
    });

    expect(calls).toBe(2);
    expect(sizes).toEqual([1, 1]);
    vi.restoreAllMocks();
    const pages = await pageReadsOfJob(jobId);
    expect(pages).toHaveLength(1);
    expect([...((pages[0]?.USER_IDS ?? []) as Set<number>)].sort()).toEqual(workers);
  });

  it("takes an erased worker's id out of every page read, and deletes a page read left naming no one", async () => {
    const shared = await createJob();
    const staying = await createApplication({ job: shared });
    const { worker } = await createApplication({ job: shared });
    const own = await createJob();
    await createApplication({ job: own, worker });
    for (const job of [shared, own]) {
      const list = await callApi('getInternalDataById', { token: hr.token, query: { id: String(job.ID) } });
      expect(list.status).toBe(200);
    }
    expect(await pageReadsOfJob(own.ID)).toHaveLength(1);

    await eraseWorker(worker.id, 'holdExpired');

    const left = await pageReadsOfJob(shared.ID);
    expect(left).toHaveLength(1);
    expect([...((left[0]?.USER_IDS ?? []) as Set<number>)]).toEqual([staying.worker.id]);
    expect(await pageReadsOfJob(own.ID)).toEqual([]);
    expect(await accessEntriesOf(staying.worker.id)).toHaveLength(1);
  });

  it('also takes out the id of a page read written while the erasure ran', async () => {
    const job = await createJob();
    const staying = await createApplication({ job });
    const { worker } = await createApplication({ job });
    const send = db.send.bind(db);
    let raced = false;
    vi.spyOn(db, 'send').mockImplementation((async (command: unknown, ...rest: unknown[]) => {
      // A staff list read after the first pass, just before the applications are deleted.
      if (command instanceof TransactWriteCommand && !raced) {
        raced = true;
        await recordPageRead(job.ID, [staying.worker.id, worker.id], {
          BY_ID: hr.id,
          BY_ROLE: 'HR',
          AT: new Date().toISOString(),
          WHAT: 'getInternalDataById',
          DATA: ['contacts', 'applications'],
        });
      }
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof db.send);

    await eraseWorker(worker.id, 'holdExpired');
    vi.restoreAllMocks();

    expect(raced).toBe(true);
    const left = await pageReadsOfJob(job.ID);
    expect(left.map((page) => [...((page.USER_IDS ?? []) as Set<number>)])).toEqual([[staying.worker.id]]);
  });

  it('fails the read (no data shown) when its access entries cannot be written', async () => {
    const { job } = await createApplication();
    const send = db.send.bind(db);
    vi.spyOn(db, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) => {
      if (command instanceof BatchWriteCommand) {
        return Promise.reject(
          Object.assign(new Error('down'), { name: 'InternalServerError', $fault: 'server' }),
        );
      }
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof db.send);

    const answer = await callApi('getInternalDataById', { token: hr.token, query: { id: String(job.ID) } });

    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.body).not.toHaveProperty('data');
  });
});
