/**
 * The staff's review of thread messages (decision 603): a hiring side's held message and a message the worker
 * reported are in the admin's queue, newest first, with the text, the rules hit, the writer and the job;
 * releasing a held one shows it to the worker with a bell entry, removing it keeps the warning, dismissing a
 * report leaves the message as it was; each decision is audited and a second one is a 409; no one but an admin
 * reaches either endpoint.
 */

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as threads from '#lib/db/application-threads';
import type { MessageReviewDecisionCode } from '#shared/api/message-review';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { answerOf, callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';

let HR: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  [HR, admin] = await Promise.all([createStaff('HR'), createStaff('admin')]);
});

const SCAM = 'Pay the kit charges to sunrise.hr@okaxis before joining.';

const hiringSends = async (jobId: number, userId: number, text: string) =>
  (await answerOf('sendApplicantMessage', { token: HR.token, body: { id: jobId, userId, text } })).MESSAGE;

const queue = async () =>
  (await answerOf('getMessageReviewQueue', { token: admin.token, query: { limit: '100' } })).data;

const decide = (
  userId: number,
  jobId: number,
  messageId: string,
  decision: MessageReviewDecisionCode,
  token = admin.token,
) => callApi('decideMessageReview', { token, body: { userId, jobId, messageId, decision } });

const workerSees = async (worker: TestAccount, jobId: number) =>
  (await answerOf('getApplicationThread', { token: worker.token, query: { id: String(jobId) } })).data;

const bellOf = async (worker: TestAccount) =>
  (await answerOf('getNotifications', { token: worker.token })).data.filter(
    (entry) => entry.kind === 'newMessage',
  );

describe('the queue of held and reported messages', () => {
  it('lists a held message, newest first, with the rules hit, the writer and the job', async () => {
    const { job, worker } = await createApplication();
    const first = await hiringSends(job.ID, worker.id, SCAM);
    const second = await hiringSends(job.ID, worker.id, 'Let us move this to WhatsApp, it is faster.');
    const rows = await queue();
    const ids = rows.map((row) => row.messageId);
    expect(ids).toContain(first.ID);
    expect(ids.indexOf(second.ID)).toBeLessThan(ids.indexOf(first.ID));
    expect(rows.find((row) => row.messageId === first.ID)).toMatchObject({
      userId: worker.id,
      jobId: job.ID,
      text: SCAM,
      held: true,
      by: { type: 'HR' },
      job: { title: job.TITLE, companyName: job.COMPANY_NAME },
    });
    expect(rows.find((row) => row.messageId === first.ID)?.heldRules.length).toBeGreaterThan(0);
  });

  it('lists a reported message; dismissing the report leaves it as it was', async () => {
    const { job, worker } = await createApplication();
    const sent = await hiringSends(job.ID, worker.id, 'Please come on Monday.');
    expect((await queue()).some((row) => row.messageId === sent.ID)).toBe(false);
    await answerOf('reportApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, messageId: sent.ID },
    });
    const row = (await queue()).find((entry) => entry.messageId === sent.ID);
    expect(row).toMatchObject({ held: false, heldRules: [] });
    expect(row?.reportedAt).toBeDefined();
    // A message that was not held cannot be released.
    expect((await decide(worker.id, job.ID, sent.ID, 'release')).status).toBe(409);
    expect((await decide(worker.id, job.ID, sent.ID, 'dismiss')).status).toBe(200);
    expect((await queue()).some((entry) => entry.messageId === sent.ID)).toBe(false);
    expect((await workerSees(worker, job.ID))[0]).toMatchObject({ TEXT: 'Please come on Monday.' });
  });
});

describe("the staff's decision", () => {
  it('release: the worker reads the message and gets a bell entry; audited; again is a 409', async () => {
    const { job, worker } = await createApplication();
    const sent = await hiringSends(job.ID, worker.id, SCAM);
    expect((await workerSees(worker, job.ID))[0]?.TEXT).toBeUndefined();
    expect(await bellOf(worker)).toHaveLength(0);

    const released = await decide(worker.id, job.ID, sent.ID, 'release');
    expect(released.status).toBe(200);
    const entry = (await workerSees(worker, job.ID))[0];
    expect(entry).toMatchObject({ TEXT: SCAM });
    expect(entry?.HELD).toBeUndefined();
    expect(await bellOf(worker)).toHaveLength(1);
    expect((await queue()).some((row) => row.messageId === sent.ID)).toBe(false);

    const again = await decide(worker.id, job.ID, sent.ID, 'remove');
    expect(again.status).toBe(409);

    const { Items } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `JOB#${job.ID}`, ':prefix': 'MESSAGEREVIEW#' },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items?.[0]).toMatchObject({ DECISION: 'release', USER_ID: worker.id, MESSAGE_ID: sent.ID });
    expect(Items?.[0]?.BY).toMatchObject({ ID: admin.id });
    expect(Items?.[0]?.TEXT).toBeUndefined();
    // The entry, which is in the worker's export, names the admin by id only.
    const stored = await threads.getEntry(worker.id, job.ID, sent.ID);
    expect(stored?.REVIEW).toEqual({ DECISION: 'release', AT: expect.any(String), BY: { ID: admin.id } });
    expect(stored?.gsi2pk).toBeUndefined();
  });

  it('remove: the worker keeps the warning, the hiring side is told; a report after it changes nothing', async () => {
    const { job, worker } = await createApplication();
    const sent = await hiringSends(job.ID, worker.id, SCAM);
    expect((await decide(worker.id, job.ID, sent.ID, 'remove')).status).toBe(200);
    const entry = (await workerSees(worker, job.ID))[0];
    expect(entry).toMatchObject({ HELD: true });
    expect(entry?.TEXT).toBeUndefined();
    expect(await bellOf(worker)).toHaveLength(0);
    const staffSide = await answerOf('getApplicantThread', {
      token: HR.token,
      query: { id: String(job.ID), userId: String(worker.id) },
    });
    expect(staffSide.data[0]).toMatchObject({ HELD: true, REMOVED: true });

    await answerOf('reportApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, messageId: sent.ID },
    });
    expect((await queue()).some((row) => row.messageId === sent.ID)).toBe(false);
    expect((await decide(worker.id, job.ID, sent.ID, 'dismiss')).status).toBe(409);
  });

  it('is 404 for an unknown message', async () => {
    const { job, worker } = await createApplication();
    const unknown = await decide(worker.id, job.ID, '2026-01-01T00:00:00.000Z#0123abcd', 'remove');
    expect(unknown.status).toBe(404);
  });

  it('is for admins only: a worker and HR are refused, and nothing changes', async () => {
    const { job, worker } = await createApplication();
    const sent = await hiringSends(job.ID, worker.id, SCAM);
    for (const caller of [worker, HR]) {
      const list = await callApi('getMessageReviewQueue', { token: caller.token, query: {} });
      expect([403, 404]).toContain(list.status);
      const decided = await decide(worker.id, job.ID, sent.ID, 'release', caller.token);
      expect([403, 404]).toContain(decided.status);
    }
    expect((await queue()).some((row) => row.messageId === sent.ID)).toBe(true);
  });
});
