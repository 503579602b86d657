/**
 * An employer's reply record as workers read it on a job's page: counted in the transactions that make an
 * application and its first move, read as "usually within N days" from at least half of all applications.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as applications from '#lib/db/applications';
import type * as jobs from '#lib/db/jobs';
import { EARNLEARN_EMPLOYER } from '#lib/db/keys';
import * as replyRecords from '#lib/db/reply-records';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
/** The middle of last month: a month the record reads. */
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 6));
const reviewer = { ID: 1, NAME: 'HR tester', EMAIL: 'hr@example.com', TYPE: 'HR' } as const;

async function appliedLastMonth(job: jobs.StoredJob) {
  return (await createApplication({ job, at: lastMonth })).worker.id;
}

function move(
  job: jobs.StoredJob,
  userId: number,
  from: 'APPLIED' | 'SHORTLISTED',
  to: string,
  after: number,
) {
  return applications.review(
    { userId, jobId: job.ID, from, to: to as 'SHORTLISTED' },
    reviewer,
    new Date(lastMonth.getTime() + after),
  );
}

let employers = 0;
/** A job of an employer of its own, so that each test reads only the record it makes. */
const createEmployersJob = () => createJob({ ORG_ID: `ORGTEST${++employers}` });

const recordOfJob = (job: jobs.StoredJob) => callApi('getReplyRecord', { query: { id: String(job.ID) } });

beforeEach(() => replyRecords.forgetRecords());

describe('getReplyRecord', () => {
  it('says nothing of a habit below five applications', async () => {
    const job = await createEmployersJob();
    for (let index = 0; index < 4; index++)
      await move(job, await appliedLastMonth(job), 'APPLIED', 'SHORTLISTED', DAY);

    const answer = await recordOfJob(job);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ kind: 'new' });
  });

  it('reads the shortest wait within which half of all applications, answered or not, got a first reply', async () => {
    const job = await createEmployersJob();
    const workers = [];
    for (let index = 0; index < 6; index++) workers.push(await appliedLastMonth(job));
    const [quick, second, third, late] = workers as [number, number, number, number];
    await move(job, quick, 'APPLIED', 'SHORTLISTED', 2 * 60 * 60 * 1000);
    await move(job, second, 'APPLIED', 'REJECTED', 2 * DAY);
    await move(job, third, 'APPLIED', 'SHORTLISTED', 3 * DAY - 1000);
    await move(job, late, 'APPLIED', 'SHORTLISTED', 10 * DAY);
    // A later move of an answered application is not another reply.
    await move(job, quick, 'SHORTLISTED', 'SELECTED', 4 * DAY);
    // This month's applications have not had their time yet: not read.
    for (let index = 0; index < 6; index++) await createApplication({ job });

    const answer = await recordOfJob(job);

    expect(answer.body.data).toEqual({ kind: 'usually', withinDays: 3 });
  });

  it('counts every job of the employer together, and no other employer', async () => {
    const first = await createEmployersJob();
    const second = await createJob({ ORG_ID: first.ORG_ID });
    for (const job of [first, second, second, first, second])
      await move(job, await appliedLastMonth(job), 'APPLIED', 'SHORTLISTED', 20 * DAY);

    expect((await recordOfJob(first)).body.data).toEqual({ kind: 'slow' });
    expect(await replyRecords.recordOf('ORGOTHER', now)).toEqual({ kind: 'new' });
    expect(await replyRecords.recordOf(EARNLEARN_EMPLOYER, now)).toEqual({ kind: 'new' });
  });

  it('is a 404 for an id that is no job', async () => {
    const answer = await recordOfJob({ ID: 999_999 } as jobs.StoredJob);

    expect(answer.status).toBe(404);
  });
});
