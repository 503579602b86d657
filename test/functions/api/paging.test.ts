/**
 * Paging of the two worker lists, on jobs and applications this file creates in its own table: `limit` is
 * honoured, following the cursor visits every item exactly once, newest first, and only what belongs in the
 * list (open jobs; the caller's own applications, including those to jobs closed since).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as jobs from '#lib/db/jobs';
import type { ContractName } from '#shared/api/index';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';

type ListName = Extract<ContractName, 'getAllJobs' | 'getAppliedJobs'>;

/** Every page of a list, following the cursor until the last page. */
async function pagesOf(name: ListName, token: string, limit?: number): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const query = { ...(limit ? { limit: String(limit) } : {}), ...(cursor ? { cursor } : {}) };
    const response = await callApi(name, { token, query });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    pages.push(response.body.data.map((item) => item.ID));
    cursor = response.body.cursor;
    expect(pages.length, 'the cursor never ends').toBeLessThan(100);
  } while (cursor);
  return pages;
}

/** Full pages of exactly `limit` items, then one last page of at most `limit` (possibly empty). */
function expectPagesOf(pages: number[][], limit: number) {
  const last = pages.at(-1) ?? [];
  for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
  expect(last.length).toBeLessThanOrEqual(limit);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('getAllJobs', () => {
  let worker: TestAccount;
  /** The open jobs, newest first: later POSTED_AT first, the later of two jobs posted at once first. */
  let openNewestFirst: number[];
  let closed: number[];

  beforeAll(async () => {
    worker = await createWorker();
    // Created in an order unlike their posting dates, so ids do not give the order away.
    const posted = ['2026-03-05', '2026-01-10', '2026-04-20', '2026-02-14', '2026-04-20', '2026-03-30'];
    const created = [];
    for (const day of posted) created.push(await createJob({ POSTED_AT: `${day}T09:00:00.000Z` }));
    const toClose = [await createJob({ POSTED_AT: '2026-05-01T09:00:00.000Z' }), created[3]];
    closed = toClose.map((job) => job?.ID as number);
    for (const id of closed) await jobs.close(id);
    openNewestFirst = created
      .filter((job) => !closed.includes(job.ID))
      .sort((a, b) => b.POSTED_AT.localeCompare(a.POSTED_AT) || b.ID - a.ID)
      .map((job) => job.ID);
  });

  it('answers `limit` jobs on a page when there are more', async () => {
    for (const limit of [1, 2, 3]) {
      const response = await callApi('getAllJobs', { token: worker.token, query: { limit: String(limit) } });
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(limit);
      expect(response.body.cursor).toEqual(expect.any(String));
    }
  });

  it.each([1, 2, 4, 5, 50])(
    'visits every open job exactly once, newest first, %i at a time',
    async (limit) => {
      const pages = await pagesOf('getAllJobs', worker.token, limit);
      expectPagesOf(pages, limit);
      expect(pages.flat()).toEqual(openNewestFirst);
    },
  );

  it('answers the open jobs newest first without a limit, and never a closed one', async () => {
    const [page, ...more] = await pagesOf('getAllJobs', worker.token);
    expect(more).toEqual([]);
    expect(page).toEqual(openNewestFirst);
    for (const id of closed) expect(page).not.toContain(id);
  });

  it('keeps a closed job readable by its id', async () => {
    const [id] = closed;
    const response = await callApi('getJobById', { token: worker.token, query: { id: String(id) } });
    expect(response.body.data).toMatchObject({ ID: id });
  });
});

describe('getAppliedJobs', () => {
  let worker: TestAccount;
  /** The worker's applications, newest first. */
  let appliedNewestFirst: number[];
  let closedAfterApplying: number;

  beforeAll(async () => {
    worker = await createWorker();
    const targets = [];
    for (let i = 0; i < 5; i++) targets.push(await createJob());
    // Applied a minute apart, in an order unlike the job ids.
    const order = [targets[2], targets[0], targets[4], targets[1], targets[3]].map(
      (job) => job?.ID as number,
    );
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const [minute, id] of order.entries()) {
      vi.setSystemTime(start + minute * 60_000);
      const applied = await callApi('applyJob', { token: worker.token, body: { id } });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    }
    vi.useRealTimers();
    appliedNewestFirst = [...order].reverse();
    closedAfterApplying = order[1] as number;
    await jobs.close(closedAfterApplying);

    // Someone else's applications to the same jobs stay out of this worker's list.
    const other = await createWorker();
    for (const id of order.slice(0, 2)) await callApi('applyJob', { token: other.token, body: { id } });
  });

  it('answers `limit` applications on a page when there are more', async () => {
    for (const limit of [1, 2, 3]) {
      const response = await callApi('getAppliedJobs', {
        token: worker.token,
        query: { limit: String(limit) },
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(limit);
      expect(response.body.cursor).toEqual(expect.any(String));
    }
  });

  it.each([1, 2, 3, 5, 50])(
    'visits every application exactly once, newest first, %i at a time',
    async (limit) => {
      const pages = await pagesOf('getAppliedJobs', worker.token, limit);
      expectPagesOf(pages, limit);
      expect(pages.flat()).toEqual(appliedNewestFirst);
    },
  );

  it('keeps an application to a job closed since, with its status, so the job page still shows Applied', async () => {
    const response = await callApi('getAppliedJobs', { token: worker.token });
    expect(response.body.data).toContainEqual(
      expect.objectContaining({ ID: closedAfterApplying, STATUS: 'APPLIED' }),
    );
  });

  it("refuses another worker's cursor with a 400 naming it", async () => {
    const first = await callApi('getAppliedJobs', { token: worker.token, query: { limit: '1' } });
    const cursor = first.body.cursor as string;
    const stranger = await createWorker();

    const response = await callApi('getAppliedJobs', {
      token: stranger.token,
      query: { limit: '1', cursor },
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toContain('cursor');
  });
});
