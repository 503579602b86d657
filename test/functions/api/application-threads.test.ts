/**
 * Application threads (issue 39): the worker and the hiring side write in one thread per application; a worker
 * never reaches another's thread (404), an employer's people only threads of their organisation's jobs (404 as
 * an unknown job), HR and OPS any; contacts are masked on write; a hiring side's scam message is held from the
 * worker (who sees that it was held) and makes no bell entry; the other messages make one unless muted; moves
 * and interview invitations are system entries; pages are bounded; every hiring read is on the worker's record.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { applicationKey } from '#lib/db/keys';
import * as organisations from '#lib/db/organisations';
import { MESSAGES_PER_THREAD } from '#shared/domain/application-threads';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { answerOf, callApi } from '#test/support/api';
import { createOrganisationWithOwner } from '#test/support/employers';
import { createApplication, createJob } from '#test/support/fixtures';
import { slot } from '#test/support/interviews';
import { accessEntriesOf } from '#test/support/job-applications';

let HR: TestAccount;
let owner: TestAccount;
let otherOwner: TestAccount;
let orgId: string;

beforeAll(async () => {
  const [ours, theirs, hr] = await Promise.all([
    createOrganisationWithOwner({ brandName: 'Sunrise Foods' }),
    createOrganisationWithOwner({ brandName: 'Moonlight Traders' }),
    createStaff('HR'),
  ]);
  await Promise.all([
    organisations.setDocumentCheck(ours.organisationId, 'checked'),
    organisations.setDocumentCheck(theirs.organisationId, 'checked'),
  ]);
  HR = hr;
  owner = ours.owner;
  otherOwner = theirs.owner;
  orgId = ours.organisationId;
});

const threadOf = (worker: TestAccount, jobId: number, extra: { cursor?: string; limit?: string } = {}) =>
  callApi('getApplicationThread', { token: worker.token, query: { id: String(jobId), ...extra } });

const hiringThreadOf = (caller: TestAccount, jobId: number, userId: number) =>
  callApi('getApplicantThread', {
    token: caller.token,
    query: { id: String(jobId), userId: String(userId) },
  });

const hiringSends = (caller: TestAccount, jobId: number, userId: number, text: string) =>
  callApi('sendApplicantMessage', { token: caller.token, body: { id: jobId, userId, text } });

const bellOf = async (worker: TestAccount) =>
  (await answerOf('getNotifications', { token: worker.token })).data.filter(
    (entry) => entry.kind === 'newMessage',
  );

describe('a conversation between the worker and HR', () => {
  it('carries messages both ways, newest first, with read state and the bell entry', async () => {
    const { job, worker } = await createApplication();
    const sent = await hiringSends(HR, job.ID, worker.id, 'Hello! Can you come for a chat on Friday?');
    expect(sent.status).toBe(200);
    expect(sent.body.MESSAGE).toMatchObject({ SIDE: 'hiring', BY_TYPE: 'HR' });

    const bell = await bellOf(worker);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ jobId: job.ID, title: job.TITLE, company: job.COMPANY_NAME });

    const reply = await callApi('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'Yes, Friday works for me.' },
    });
    expect(reply.status).toBe(200);

    const thread = await threadOf(worker, job.ID);
    expect(thread.status).toBe(200);
    expect(thread.body.data.map((entry) => [entry.SIDE, entry.TEXT])).toEqual([
      ['worker', 'Yes, Friday works for me.'],
      ['hiring', 'Hello! Can you come for a chat on Friday?'],
    ]);
    expect(thread.body.THREAD).toMatchObject({ OPEN: true, MUTED: false, TITLE: job.TITLE });
    expect(thread.body.THREAD.OTHER_READ_AT).toBeDefined();
    // No e-mail address of the staff member reaches the worker.
    expect(JSON.stringify(thread.body)).not.toContain('@');

    const seen = await hiringThreadOf(HR, job.ID, worker.id);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toHaveLength(2);
    expect(seen.body.THREAD.OTHER_READ_AT).toBeDefined();
  });

  it("is the worker's own: another worker's call for the same job is a 404 and reads nothing", async () => {
    const { job, worker } = await createApplication();
    await hiringSends(HR, job.ID, worker.id, 'Private to this applicant.');
    const stranger = await createWorker();
    const read = await threadOf(stranger, job.ID);
    expect(read.status).toBe(404);
    const write = await callApi('sendApplicationMessage', {
      token: stranger.token,
      body: { id: job.ID, text: 'Hello?' },
    });
    expect(write.status).toBe(404);
    // A stranger who applied to the same job sees their own, empty thread.
    await createApplication({ job, worker: stranger });
    const own = await threadOf(stranger, job.ID);
    expect(own.body.data).toEqual([]);
  });

  it('masks phone numbers and e-mail addresses on write, on both sides', async () => {
    const { job, worker } = await createApplication();
    const answer = await answerOf('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'Call me on 98765 43210 or write to asha.k@gmail.com' },
    });
    expect(answer.MESSAGE.TEXT).toBe('Call me on [hidden] or write to [hidden]');
    expect(answer.MESSAGE.MASKED).toBe(true);
    const staffSide = await hiringThreadOf(HR, job.ID, worker.id);
    expect(staffSide.body.data[0]?.TEXT).toBe('Call me on [hidden] or write to [hidden]');
    expect(JSON.stringify(staffSide.body)).not.toMatch(/98765|gmail/);
  });
});

describe('a scam message', () => {
  it.each([
    ['a UPI id', 'Pay the kit charges to sunrise.hr@okaxis before joining.'],
    ['a move to WhatsApp', 'Let us move this to WhatsApp, it is faster.'],
    ['a payment link', 'Complete your joining at https://rzp.io/l/abc123 today.'],
    ['Hindi', 'पहले ₹500 रजिस्ट्रेशन फीस जमा करें'],
    ['Telugu', 'ముందుగా రిజిస్ట్రేషన్ ఫీజు ₹300 కట్టాలి.'],
  ])(
    'from the hiring side (%s) is held: the worker sees only that it was held, and no bell entry',
    async (_what, text) => {
      const { job, worker } = await createApplication({ job: await createJob({ ORG_ID: orgId }) });
      const sent = await hiringSends(owner, job.ID, worker.id, text);
      expect(sent.status).toBe(200);
      expect(sent.body.MESSAGE.HELD).toBe(true);
      expect(sent.body.MESSAGE.HELD_RULES?.length).toBeGreaterThan(0);

      const thread = await threadOf(worker, job.ID);
      const [entry] = thread.body.data;
      expect(entry).toMatchObject({ SIDE: 'hiring', HELD: true });
      expect(entry?.TEXT).toBeUndefined();
      expect(entry?.HELD_RULES).toBeUndefined();
      expect(await bellOf(worker)).toEqual([]);

      const staffSide = await hiringThreadOf(HR, job.ID, worker.id);
      expect(staffSide.body.data[0]).toMatchObject({ TEXT: text, HELD: true });
    },
  );

  it('from the worker is never held', async () => {
    const { job, worker } = await createApplication();
    const answer = await answerOf('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'They asked me to pay a registration fee. Is that right?' },
    });
    expect(answer.MESSAGE.HELD).toBeUndefined();
  });

  it('can be reported by the worker, which the hiring side sees on it', async () => {
    const { job, worker } = await createApplication();
    const sent = await answerOf('sendApplicantMessage', {
      token: HR.token,
      body: { id: job.ID, userId: worker.id, text: 'Please confirm your bank details.' },
    });
    const reported = await callApi('reportApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, messageId: sent.MESSAGE.ID },
    });
    expect(reported.status).toBe(200);
    const staffSide = await hiringThreadOf(HR, job.ID, worker.id);
    expect(staffSide.body.data[0]?.REPORTED).toBe(true);
    // The worker's own message cannot be reported.
    const own = await answerOf('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'Why?' },
    });
    const refused = await callApi('reportApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, messageId: own.MESSAGE.ID },
    });
    expect(refused.status).toBe(404);
  });
});

describe('who on the hiring side reaches a thread', () => {
  it("is the job's employer and HR, not another organisation (404 as an unknown job)", async () => {
    const { job, worker } = await createApplication({ job: await createJob({ ORG_ID: orgId }) });
    expect((await hiringSends(owner, job.ID, worker.id, 'Thanks for applying.')).status).toBe(200);
    expect((await hiringThreadOf(HR, job.ID, worker.id)).status).toBe(200);
    const read = await hiringThreadOf(otherOwner, job.ID, worker.id);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe(`There is no job with id ${job.ID}.`);
    expect((await hiringSends(otherOwner, job.ID, worker.id, 'Hi')).status).toBe(404);
    const byOwner = await hiringThreadOf(owner, job.ID, worker.id);
    expect(byOwner.body.data[0]).toMatchObject({ BY_TYPE: 'employer', BY_ORG_NAME: 'Sunrise Foods' });
  });

  it('puts every hiring read on the worker’s record', async () => {
    const { job, worker } = await createApplication();
    await hiringThreadOf(HR, job.ID, worker.id);
    const entries = await accessEntriesOf(worker.id);
    expect(entries.some((entry) => entry.WHAT === 'getApplicantThread')).toBe(true);
  });

  it('is refused for a withdrawn application (404), whose worker still reads the thread', async () => {
    const { job, worker } = await createApplication();
    await hiringSends(HR, job.ID, worker.id, 'Hello');
    await answerOf('withdrawApplication', { token: worker.token, body: { id: job.ID } });
    expect((await hiringThreadOf(HR, job.ID, worker.id)).status).toBe(404);
    const thread = await threadOf(worker, job.ID);
    expect(thread.body.THREAD.OPEN).toBe(false);
    const write = await callApi('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'Sorry' },
    });
    expect(write.status).toBe(409);
  });
});

describe('the thread', () => {
  it('takes at most 500 messages: past them a 409 for both sides, and the thread says it is closed', async () => {
    const { job, worker } = await createApplication();
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(worker.id, job.ID),
        UpdateExpression: 'SET THREAD_COUNT = :full',
        ExpressionAttributeValues: { ':full': MESSAGES_PER_THREAD },
      }),
    );
    const fromWorker = await callApi('sendApplicationMessage', {
      token: worker.token,
      body: { id: job.ID, text: 'One more?' },
    });
    expect(fromWorker.status).toBe(409);
    expect((await hiringSends(HR, job.ID, worker.id, 'One more?')).status).toBe(409);
    expect((await threadOf(worker, job.ID)).body.THREAD.OPEN).toBe(false);
  });

  it('shows moves and interview invitations as system entries', async () => {
    const { job, worker } = await createApplication();
    await answerOf('reviewApplication', {
      token: HR.token,
      body: { id: job.ID, userId: worker.id, status: 'APPLIED', decision: 'accept' },
    });
    await answerOf('scheduleInterview', {
      token: HR.token,
      body: { id: job.ID, userId: worker.id, ...slot(3), place: 'Office, Anna Salai' },
    });
    const thread = await threadOf(worker, job.ID);
    expect(thread.body.data.map((entry) => entry.SYSTEM?.KIND)).toEqual(['interview', 'moved']);
    expect(thread.body.data[1]?.SYSTEM).toEqual({ KIND: 'moved', TO: 'SHORTLISTED' });
  });

  it('makes no bell entry once muted, and pages in bounded Queries', async () => {
    const { job, worker } = await createApplication();
    await answerOf('muteApplicationThread', { token: worker.token, body: { id: job.ID, muted: true } });
    for (let index = 0; index < 5; index++) await hiringSends(HR, job.ID, worker.id, `Message ${index}`);
    expect(await bellOf(worker)).toEqual([]);
    const first = await threadOf(worker, job.ID, { limit: '2' });
    expect(first.body.THREAD.MUTED).toBe(true);
    const second = await threadOf(worker, job.ID, { limit: '2', cursor: first.body.cursor as string });
    const third = await threadOf(worker, job.ID, { limit: '2', cursor: second.body.cursor as string });
    const pages = [first, second, third].map((page) => page.body.data.map((entry) => entry.TEXT));
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(third.body.cursor).toBeUndefined();
    expect(pages.flat().sort()).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
    // Newest first: the times never go up.
    const times = [first, second, third].flatMap((page) => page.body.data.map((entry) => entry.AT));
    expect([...times].sort().reverse()).toEqual(times);
    expect((await threadOf(worker, job.ID, { limit: '51' })).status).toBe(400);
  });
});
