/**
 * What is put on a worker's record: each SMS sent to them (a message record, never the code) and
 * each staff read of their personal data (an access entry, DPDP Rule 6), both kept a year; the staff lists
 * write their access entries as one batched write per page.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as users from '#lib/db/users';
import { RECORD_KEEP_SECONDS, recordAccess } from '#lib/db/worker-records';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
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

  it("writes the HR list's entries as exactly one batch per page, one entry per applicant on it", async () => {
    const job = await createJob();
    const applicants: number[] = [];
    for (let n = 0; n < 12; n++) {
      const { worker } = await createApplication({ job, at: new Date(Date.UTC(2031, 0, 1, 9, n)) });
      applicants.push(worker.id);
    }

    let cursor: string | undefined;
    const perPage: number[][] = [];
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
      cursor = answer?.body.cursor;
    } while (cursor);

    expect(perPage.filter((sizes) => sizes.length > 0)).toEqual([[5], [5], [2]]);
    for (const userId of applicants) {
      const entries = await itemsOf(userId, 'ACCESS#');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        BY_ID: hr.id,
        BY_ROLE: 'HR',
        WHAT: 'getInternalDataById',
        DATA: ['contacts', 'applications'],
      });
    }
  });

  it('sends more than 25 entries as calls of 25 together, and retries what DynamoDB leaves unprocessed', async () => {
    const workers = Array.from({ length: 30 }, (_, n) => 9_000_000 + n);
    const send = db.send.bind(db);
    let first = true;
    const sizes: number[] = [];
    vi.spyOn(db, 'send').mockImplementation((async (command: unknown, ...rest: unknown[]) => {
      if (command instanceof BatchWriteCommand) {
        const requests = command.input.RequestItems?.[tableName] ?? [];
        sizes.push(requests.length);
        if (first) {
          first = false;
          // Write all but the last two, and hand those back as unprocessed.
          await (send as (...args: unknown[]) => Promise<unknown>)(
            new BatchWriteCommand({ RequestItems: { [tableName]: requests.slice(0, -2) } }),
          );
          return { UnprocessedItems: { [tableName]: requests.slice(-2) } };
        }
      }
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof db.send);

    const calls = await recordAccess(workers, {
      BY_ID: hr.id,
      BY_ROLE: 'HR',
      AT: new Date().toISOString(),
      WHAT: 'getInternalDataById',
      DATA: ['contacts'],
    });

    expect(calls).toBe(3);
    expect(sizes.slice(0, 2).sort((a, b) => a - b)).toEqual([5, 25]);
    expect(sizes[2]).toBe(2);
    vi.restoreAllMocks();
    for (const userId of workers) expect(await itemsOf(userId, 'ACCESS#'), String(userId)).toHaveLength(1);
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
