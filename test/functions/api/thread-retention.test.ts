/**
 * Threads are kept a year after their application ends (decision 608): a final move (Selected, Rejected) or a
 * withdrawal lists the thread with its end; the daily retention job erases its entries a year on, keeps the
 * application (the worker's record of applying) and closes the thread. An open application's thread stays.
 * Erased with the account: account-erasure.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { eraseEndedThreads } from '#features/erasure/retention';
import * as threads from '#lib/db/application-threads';
import * as applications from '#lib/db/applications';
import { createStaff } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication } from '#test/support/fixtures';

const DAY = 24 * 3600_000;

describe('a thread a year after its application ended', () => {
  it('is erased then, not before; the application stays and its thread takes no more messages', async () => {
    const hr = await createStaff('HR');
    const ended = await createApplication();
    const open = await createApplication();
    for (const { job, worker } of [ended, open])
      await callApi('sendApplicantMessage', {
        token: hr.token,
        body: { id: job.ID, userId: worker.id, text: 'Thank you for applying.' },
      });
    const rejected = await callApi('reviewApplication', {
      token: hr.token,
      body: { id: ended.job.ID, userId: ended.worker.id, status: 'APPLIED', decision: 'reject' },
    });
    expect(rejected.status).toBe(200);
    const entries = async ({ job, worker }: typeof ended) =>
      (await threads.page(worker.id, job.ID, { limit: 50 })).items.length;
    expect(await entries(ended)).toBe(2);

    await eraseEndedThreads(Date.now() + 364 * DAY);
    expect(await entries(ended)).toBe(2);

    await eraseEndedThreads(Date.now() + 366 * DAY);
    expect(await entries(ended)).toBe(0);
    expect(await entries(open)).toBe(1);
    const application = await applications.get(ended.worker.id, ended.job.ID);
    expect(application).toMatchObject({ STATUS: 'REJECTED' });
    expect(application?.THREAD_COUNT).toBeUndefined();
    const late = await callApi('sendApplicationMessage', {
      token: ended.worker.token,
      body: { id: ended.job.ID, text: 'Any other openings?' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/erased a year after the application ended/);
    const thread = await callApi('getApplicationThread', {
      token: ended.worker.token,
      query: { id: String(ended.job.ID) },
    });
    expect(thread.body).toMatchObject({ data: [], THREAD: { OPEN: false } });
  });

  it('counts from a withdrawal too', async () => {
    const { job, worker } = await createApplication();
    await callApi('sendApplicationMessage', { token: worker.token, body: { id: job.ID, text: 'Hello!' } });
    expect((await callApi('withdrawApplication', { token: worker.token, body: { id: job.ID } })).status).toBe(
      200,
    );
    await eraseEndedThreads(Date.now() + 366 * DAY);
    expect((await threads.page(worker.id, job.ID, { limit: 50 })).items).toEqual([]);
  });
});
