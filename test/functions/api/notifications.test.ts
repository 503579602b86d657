/**
 * The worker's notifications, the bell: a review move (one or in bulk), an interview proposed
 * and a reply to a concern each write one, stored as a kind and its parameters; the list is newest first, the
 * count counts the unread ones and clears as they are marked read (by id or all); another worker can neither
 * read nor mark them; the newest 50 are shown; expired ones are not; bad input is a 400 naming the field.
 */
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import * as notifications from '#lib/db/notifications';
import { notifyWorker } from '#lib/messaging/bell';
import { NOTIFICATION_DAYS, NOTIFICATIONS_SHOWN } from '#shared/domain/notifications';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { atTime } from '#test/support/clock';
import { createApplication, createJob } from '#test/support/fixtures';
import { review, reviewStaff, staff } from '#test/support/internal-review';
import { shortlistedApplication, slot } from '#test/support/interviews';

reviewStaff();

async function bell(worker: TestAccount) {
  const answer = await callApi('getNotifications', { token: worker.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
async function unread(worker: TestAccount) {
  const answer = await callApi('getUnreadNotifications', { token: worker.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.unread;
}
const mark = (worker: TestAccount, body: Record<string, unknown>) =>
  callApi('markNotificationsRead', { token: worker.token, body: body as never });

/** The notification items in the worker's partition, as the table holds them. */
async function storedOf(worker: TestAccount) {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${worker.id}`, ':prefix': 'NOTIFICATION#' },
    }),
  );
  return Items ?? [];
}

describe('notifications of status moves', () => {
  it('a shortlist writes one notification, as a kind and parameters, in the move; the count is 1', async () => {
    const job = await createJob({ TITLE: 'Delivery partner', COMPANY_NAME: 'Swift Couriers' });
    const { worker } = await createApplication({ job });
    expect(await unread(worker)).toBe(0);

    const moved = await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    expect(await unread(worker)).toBe(1);
    const { data, unread: count } = await bell(worker);
    expect(count).toBe(1);
    expect(data).toEqual([
      {
        kind: 'statusMoved',
        jobId: job.ID,
        title: 'Delivery partner',
        company: 'Swift Couriers',
        status: 'SHORTLISTED',
        id: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f]{8}$/),
        at: moved.body.REVIEWED_AT,
        read: false,
      },
    ]);
    // Stored as a kind and its parameters, never as rendered text, expiring after 90 days.
    const [item] = await storedOf(worker);
    expect(item?.CONTENT).toEqual({
      kind: 'statusMoved',
      jobId: job.ID,
      title: 'Delivery partner',
      company: 'Swift Couriers',
      status: 'SHORTLISTED',
    });
    expect(item?.ttl).toBe(Math.floor(Date.parse(String(item?.AT)) / 1000) + NOTIFICATION_DAYS * 86_400);
  });

  it('carries the job title in Hindi and Telugu when the job has them, and each later move adds one, newest first', async () => {
    const job = await createJob({
      TITLE: 'Store helper',
      TRANSLATIONS: {
        hi: {
          TITLE: 'स्टोर सहायक',
          LOCATION: 'हैदराबाद',
          WORK_HOURS: '9-5',
          EARNINGS: '₹15,000',
          POSITION: 'सहायक',
          DESCRIPTION: 'विवरण',
          ROLES_AND_RESPONSIBILITIES: 'काम',
          WHAT_YOU_GET: 'वेतन',
          WHO_CAN_APPLY: 'कोई भी',
          MACHINE: false,
        },
      },
    });
    const { worker } = await createApplication({ job });
    await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' });
    await review({ id: job.ID, userId: worker.id, status: 'SHORTLISTED', decision: 'accept' });

    const { data } = await bell(worker);
    expect(data.map((entry) => (entry.kind === 'statusMoved' ? entry.status : entry.kind))).toEqual([
      'SELECTED',
      'SHORTLISTED',
    ]);
    expect(data[0]).toMatchObject({ title: 'Store helper', titles: { hi: 'स्टोर सहायक' } });
    expect(await unread(worker)).toBe(2);
  });

  it("carries the employer's badge for an employer's own job, as its card had it when applied", async () => {
    const job = await createJob({
      TITLE: 'Store assistant',
      ORG_ID: 'AAAAAAAAAAAAAAA1',
      EMPLOYER: { ID: 'AAAAAAAAAAAAAAA1', LEVEL: 'documentsChecked' },
    });
    const { worker } = await createApplication({ job });
    await review({ id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' });

    const { data } = await bell(worker);
    expect(data[0]).toMatchObject({
      kind: 'statusMoved',
      title: 'Store assistant',
      employer: { id: 'AAAAAAAAAAAAAAA1', level: 'documentsChecked' },
    });
  });

  it('a rejection in a bulk move writes one for each worker moved', async () => {
    const job = await createJob();
    const made = [await createApplication({ job }), await createApplication({ job })];
    const answer = await callApi('reviewApplications', {
      token: staff.HR.token,
      body: {
        id: job.ID,
        decision: 'reject',
        applications: made.map(({ worker }) => ({ userId: worker.id, status: 'APPLIED' as const })),
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const { worker } of made) {
      const { data } = await bell(worker);
      expect(data).toEqual([
        expect.objectContaining({ kind: 'statusMoved', jobId: job.ID, status: 'REJECTED' }),
      ]);
    }
  });

  it('a move that fails (moved meanwhile) writes none', async () => {
    const { job, worker } = await createApplication();
    const stale = await review({ id: job.ID, userId: worker.id, status: 'SHORTLISTED', decision: 'accept' });
    expect(stale.status).toBe(409);
    await applications.withdraw(worker.id, job.ID);
    expect(await storedOf(worker)).toEqual([]);
  });
});

describe('notifications of interviews and concerns', () => {
  it('an interview proposed writes one with its day and time', async () => {
    const { job, worker } = await shortlistedApplication();
    const when = slot(3, '11:00');
    const answer = await callApi('scheduleInterview', {
      token: staff.HR.token,
      body: { id: job.ID, userId: worker.id, ...when, place: 'Plot 12, HITEC City' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = await bell(worker);
    expect(data[0]).toMatchObject({
      kind: 'interviewScheduled',
      jobId: job.ID,
      date: when.date,
      time: '11:00',
    });
  });

  it("a reply to the worker's concern writes one naming the concern; closing it writes none", async () => {
    const worker = await createWorker();
    const admin = await createStaff('admin');
    const raised = await callApi('raiseGrievance', {
      token: worker.token,
      body: { category: 'sharing', text: 'Who received my number?', language: 'te' },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const concernId = raised.body.data.id;

    const replied = await callApi('answerGrievance', {
      token: admin.token,
      body: { id: concernId, action: 'reply', text: 'Only the companies you applied to.' },
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    await callApi('answerGrievance', { token: admin.token, body: { id: concernId, action: 'close' } });

    const { data, unread: count } = await bell(worker);
    expect(data).toEqual([expect.objectContaining({ kind: 'concernAnswered', concernId, read: false })]);
    expect(count).toBe(1);
  });

  it('notifyWorker writes an alert match with its count and link, and refuses a link to another site', async () => {
    const worker = await createWorker();
    expect(
      await notifyWorker(worker.id, {
        kind: 'alertMatch',
        count: 3,
        link: '/dashboard?tab=explore&city=Hyderabad',
      }),
    ).toBe(true);
    expect(await notifyWorker(worker.id, { kind: 'alertMatch', count: 1, link: '//evil.example/jobs' })).toBe(
      false,
    );
    expect(
      await notifyWorker(worker.id, { kind: 'alertMatch', count: 1, link: 'https://evil.example' }),
    ).toBe(false);
    const { data } = await bell(worker);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'alertMatch',
        count: 3,
        link: '/dashboard?tab=explore&city=Hyderabad',
      }),
    ]);
  });
});

describe('read state', () => {
  async function workerWithThree() {
    const worker = await createWorker();
    for (const count of [1, 2, 3])
      await notifyWorker(worker.id, { kind: 'alertMatch', count, link: '/dashboard' });
    return worker;
  }

  it('marks one read by id: it reads as read, the count drops by one', async () => {
    const worker = await workerWithThree();
    const { data } = await bell(worker);
    expect(data.map((entry) => (entry.kind === 'alertMatch' ? entry.count : 0))).toEqual([3, 2, 1]);
    const [first] = data;

    const marked = await mark(worker, { ids: [first?.id] });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toEqual({ success: true, unread: 2 });
    expect((await bell(worker)).data.map((entry) => entry.read)).toEqual([true, false, false]);
    // Marking it again changes nothing.
    expect((await mark(worker, { ids: [first?.id, first?.id] })).body.unread).toBe(2);
  });

  it('marks all read: the count clears, and stays clear until the next notification', async () => {
    const worker = await workerWithThree();
    expect((await mark(worker, { all: true })).body).toEqual({ success: true, unread: 0 });
    expect(await unread(worker)).toBe(0);
    expect((await bell(worker)).data.every((entry) => entry.read)).toBe(true);

    await notifyWorker(worker.id, { kind: 'alertMatch', count: 4, link: '/dashboard' });
    expect(await unread(worker)).toBe(1);
  });

  it("another worker can neither read nor mark a worker's notifications", async () => {
    const worker = await workerWithThree();
    const other = await createWorker();
    const ids = (await bell(worker)).data.map((entry) => entry.id);

    expect((await bell(other)).data).toEqual([]);
    const marked = await mark(other, { ids });
    expect(marked.body).toEqual({ success: true, unread: 0 });
    expect((await mark(other, { all: true })).status).toBe(200);
    // The owner's are as they were, and no item was made in the other's partition.
    expect(await unread(worker)).toBe(3);
    expect(await storedOf(other)).toEqual([]);
  });

  it('lists and counts only the newest 50, and not those past 90 days', async () => {
    const worker = await createWorker();
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    await atTime(start, () => notifyWorker(worker.id, { kind: 'alertMatch', count: 1, link: '/dashboard' }));
    for (let n = 0; n < NOTIFICATIONS_SHOWN + 2; n++)
      await notifyWorker(worker.id, { kind: 'alertMatch', count: n + 2, link: '/dashboard' });

    expect((await bell(worker)).data).toHaveLength(NOTIFICATIONS_SHOWN);
    expect(await unread(worker)).toBe(NOTIFICATIONS_SHOWN);

    const lone = await createWorker();
    await atTime(start, () => notifyWorker(lone.id, { kind: 'alertMatch', count: 1, link: '/dashboard' }));
    // 90 days on, it has expired (DynamoDB deletes lazily, so reads skip it).
    const after = start + (NOTIFICATION_DAYS * 86_400 + 1) * 1000;
    expect((await atTime(after - 2000, () => bell(lone))).data).toHaveLength(1);
    expect((await atTime(after, () => bell(lone))).data).toEqual([]);
    expect(await atTime(after, () => unread(lone))).toBe(0);
  });
});

describe('the cost of the count', () => {
  it('counts 50 unread in one Query of at most 4 read units (strongly consistent), printed beside a GetItem of the account', async () => {
    const worker = await createWorker();
    const at = Date.now();
    const items = Array.from({ length: NOTIFICATIONS_SHOWN }, (_, n) =>
      notifications.newItem(
        worker.id,
        {
          kind: 'statusMoved',
          jobId: n + 1,
          title: 'Delivery partner in Hyderabad',
          company: 'Swift Couriers Private Limited',
          status: 'SHORTLISTED',
        },
        new Date(at - n * 1000),
      ),
    );
    for (let start = 0; start < items.length; start += 25)
      await db.send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    const countQuery = new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#ttl > :now AND attribute_not_exists(READ_AT)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':pk': `USER#${worker.id}`,
        ':prefix': 'NOTIFICATION#',
        ':now': Math.floor(at / 1000),
      },
      ScanIndexForward: false,
      Limit: NOTIFICATIONS_SHOWN,
      ConsistentRead: true,
      Select: 'COUNT',
      ReturnConsumedCapacity: 'TOTAL',
    });
    const counted = await db.send(countQuery);
    expect(counted.Count).toBe(NOTIFICATIONS_SHOWN);
    expect(await notifications.unreadCount(worker.id, new Date(at))).toBe(NOTIFICATIONS_SHOWN);
    const account = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: { pk: `USER#${worker.id}`, sk: 'PROFILE' },
        ConsistentRead: true,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    const timeOf = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      for (let n = 0; n < 20; n++) await run();
      return (performance.now() - start) / 20;
    };
    const countMs = await timeOf(() => notifications.unreadCount(worker.id, new Date(at)));
    const getMs = await timeOf(() =>
      db.send(
        new GetCommand({
          TableName: tableName,
          Key: { pk: `USER#${worker.id}`, sk: 'PROFILE' },
          ConsistentRead: true,
        }),
      ),
    );
    console.log(
      `unread count of 50: ${counted.ConsumedCapacity?.CapacityUnits} RCU, ${countMs.toFixed(1)} ms; ` +
        `GetItem of the account: ${account.ConsumedCapacity?.CapacityUnits} RCU, ${getMs.toFixed(1)} ms (DynamoDB Local)`,
    );
    expect(counted.ConsumedCapacity?.CapacityUnits ?? 0).toBeLessThanOrEqual(4);
  });
});

describe('bad input', () => {
  it.each([
    [{}, 'all'],
    [{ ids: [], all: true }, 'ids'],
    [{ ids: [] }, 'ids'],
    [{ ids: ['not-an-id'] }, 'ids'],
    [{ ids: 'x' }, 'ids'],
    [{ all: false }, 'all'],
    [{ all: true, extra: 1 }, 'extra'],
  ])('markNotificationsRead refuses %j with a 400 naming %s', async (body, field) => {
    const worker = await createWorker();
    const answer = await mark(worker, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
  });

  it('getNotifications refuses an unknown query field with a 400 naming it', async () => {
    const worker = await createWorker();
    const answer = await callApi('getNotifications', { token: worker.token, query: { limit: '5' } as never });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('limit');
  });
});
