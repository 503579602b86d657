/**
 * saveJob, unsaveJob and getSavedJobs: a worker keeps jobs for later; a saved job that closes
 * stays in the list, shown as closed; the number of saved jobs is capped (a 400 naming `id` beyond), exactly,
 * however many saves race; and each worker sees only their own.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import * as jobs from '#lib/db/jobs';
import { SAVED_JOBS_FULL } from '#lib/db/saved-jobs';
import { MAX_SAVED_JOBS, SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';

const save = (worker: TestAccount, id: number) => callApi('saveJob', { token: worker.token, body: { id } });
const unsave = (worker: TestAccount, id: number) =>
  callApi('unsaveJob', { token: worker.token, body: { id } });
async function savedOf(worker: TestAccount) {
  const answer = await callApi('getSavedJobs', { token: worker.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}
const savedCount = async (worker: TestAccount) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: { pk: `USER#${worker.id}`, sk: 'PROFILE' } })))
    .Item?.SAVED_JOBS;

describe('saved jobs', () => {
  it('saves jobs, lists them newest job first with their cards, and unsaves one', async () => {
    const worker = await createWorker();
    const first = await createJob({ TITLE: 'Delivery partner' });
    const second = await createJob({ TITLE: 'Data entry assistant' });

    expect((await save(worker, first.ID)).status).toBe(200);
    expect((await save(worker, second.ID)).body).toEqual({ success: true });

    const list = await savedOf(worker);
    expect(list.map((job) => [job.ID, job.TITLE, job.STATUS])).toEqual([
      [second.ID, 'Data entry assistant', 'OPEN'],
      [first.ID, 'Delivery partner', 'OPEN'],
    ]);
    expect(list[0]).toEqual(
      expect.objectContaining({
        COMPANY_NAME: second.COMPANY_NAME,
        LOGO_LINK: second.LOGO_LINK,
        EARNINGS: second.EARNINGS,
        SAVED_AT: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    );

    expect((await unsave(worker, second.ID)).status).toBe(200);
    expect((await savedOf(worker)).map((job) => job.ID)).toEqual([first.ID]);
    expect(await savedCount(worker)).toBe(1);
  });

  it('keeps a saved job that closes in the list, shown as closed, and lets it be unsaved', async () => {
    const worker = await createWorker();
    const admin = await createStaff('admin');
    const job = await createJob();
    await save(worker, job.ID);

    const closed = await callApi('updateJobStatus', {
      token: admin.token,
      body: { id: job.ID, status: 'CLOSED' },
    });
    expect(closed.status).toBe(200);

    expect(await savedOf(worker)).toEqual([expect.objectContaining({ ID: job.ID, STATUS: 'CLOSED' })]);
    expect((await unsave(worker, job.ID)).status).toBe(200);
    expect(await savedOf(worker)).toEqual([]);
  });

  it('refuses to save a closed job (409, code jobClosed) and an unknown one (404)', async () => {
    const worker = await createWorker();
    const job = await createJob();
    await jobs.close(job.ID);

    const closed = await save(worker, job.ID);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe(SAVE_WITHDRAW_CODES.jobClosed);
    const unknown = await save(worker, 987_654_321);
    expect(unknown.status).toBe(404);
    expect(await savedOf(worker)).toEqual([]);
  });

  it('changes nothing when saving twice or unsaving a job not saved', async () => {
    const worker = await createWorker();
    const job = await createJob();

    await Promise.all([save(worker, job.ID), save(worker, job.ID)]);
    expect(await savedCount(worker)).toBe(1);
    expect((await unsave(worker, (await createJob()).ID)).status).toBe(200);
    expect(await savedCount(worker)).toBe(1);
    expect((await savedOf(worker)).map((saved) => saved.ID)).toEqual([job.ID]);
  });

  it(`keeps at most ${MAX_SAVED_JOBS} saved jobs, exactly, even when saves race: a 400 naming id beyond`, async () => {
    const worker = await createWorker();
    const posted: jobs.StoredJob[] = [];
    for (let n = 0; n < MAX_SAVED_JOBS + 3; n++) posted.push(await createJob());
    // All at once, in batches: the cap holds however the saves interleave.
    const answers: Awaited<ReturnType<typeof save>>[] = [];
    for (let start = 0; start < posted.length; start += 20) {
      answers.push(
        ...(await Promise.all(posted.slice(start, start + 20).map((job) => save(worker, job.ID)))),
      );
    }

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_SAVED_JOBS);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'id', message: SAVED_JOBS_FULL }]);
    }
    expect(await savedOf(worker)).toHaveLength(MAX_SAVED_JOBS);
    expect(await savedCount(worker)).toBe(MAX_SAVED_JOBS);

    // One taken out makes room for one more.
    const [kept] = await savedOf(worker);
    await unsave(worker, kept?.ID ?? 0);
    const last = posted.find((job) => answers[posted.indexOf(job)]?.status === 400);
    expect((await save(worker, last?.ID ?? 0)).status).toBe(200);
  }, 60_000);

  it('shows each worker only their own saved jobs', async () => {
    const [one, two] = [await createWorker(), await createWorker()];
    const job = await createJob();
    await save(one, job.ID);

    expect(await savedOf(two)).toEqual([]);
    await unsave(two, job.ID);
    expect((await savedOf(one)).map((saved) => saved.ID)).toEqual([job.ID]);
  });

  it('answers 400 naming id for an id that is not one', async () => {
    const worker = await createWorker();
    const answer = await callApi('saveJob', { token: worker.token, body: { id: -4 } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.field).toBe('id');
  });
});
