/**
 * reportJob, getReportedJobs and decideReportedJob: a worker reports a job once, a few a day; enough distinct
 * reporters pause it (off the lists, no applications) until an admin dismisses the reports or closes the job;
 * the reports are the worker's data (export, erasure).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { eraseAccount } from '#features/erasure/erase-account';
import { db, tableName } from '#lib/clients/dynamodb';
import * as jobReports from '#lib/db/job-reports';
import * as jobs from '#lib/db/jobs';
import {
  JOB_REPORT_CODES,
  JOB_REPORTS_PER_DAY,
  JOB_REPORTS_TO_PAUSE,
  type JobReportReason,
} from '#shared/domain/job-reports';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';

const report = (worker: TestAccount, id: number, reason: JobReportReason = 'asksForMoney', text?: string) =>
  callApi('reportJob', { token: worker.token, body: { id, reason, ...(text ? { text } : {}) } });

async function queue(admin: TestAccount) {
  const answer = await callApi('getReportedJobs', { token: admin.token, query: { limit: '100' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function openIds(worker: TestAccount) {
  const answer = await callApi('getAllJobs', { token: worker.token, query: { limit: '100' } });
  return answer.body.data.map((job) => job.ID);
}

async function foundIds(worker: TestAccount, q: string) {
  const answer = await callApi('searchJobs', { token: worker.token, query: { q, limit: '100' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.map((job) => job.ID);
}

/** Reports `job` by `count` new workers, each with `reason`. */
async function reportedBy(count: number, jobId: number, reason: JobReportReason = 'fake') {
  for (let index = 0; index < count; index++) {
    const answer = await report(await createWorker(), jobId, reason);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

describe('reporting a job', () => {
  it('takes one report per worker and job: the second is a 409 (alreadyReported)', async () => {
    const worker = await createWorker();
    const job = await createJob();

    expect(await report(worker, job.ID)).toMatchObject({ status: 200, body: { success: true } });
    const again = await report(worker, job.ID, 'fake');

    expect(again.status).toBe(409);
    expect(again.body.code).toBe(JOB_REPORT_CODES.alreadyReported);
  });

  it('refuses an unknown job (404) and "other" without a text (400 naming text)', async () => {
    const worker = await createWorker();
    const job = await createJob();

    expect((await report(worker, 999_999_999)).status).toBe(404);
    const bare = await report(worker, job.ID, 'other');
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual([expect.objectContaining({ field: 'text' })]);
  });

  it(`refuses a worker's report past ${JOB_REPORTS_PER_DAY} in a day (429), however many race`, async () => {
    const worker = await createWorker();
    const many = await Promise.all(
      Array.from({ length: JOB_REPORTS_PER_DAY + 2 }, () => createJob().then((job) => job.ID)),
    );

    const answers = await Promise.all(many.map((id) => report(worker, id)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(JOB_REPORTS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe("reports of an employer's jobs", () => {
  it('count against the employer, every job of it together, naming no one', async () => {
    const first = await createJob({ ORG_ID: 'ORGREPORTTEST001' });
    const second = await createJob({ ORG_ID: 'ORGREPORTTEST001' });
    await reportedBy(1, first.ID, 'asksForMoney');
    await reportedBy(1, second.ID, 'asksForMoney');
    await reportedBy(1, second.ID, 'misleadingPay');
    await reportedBy(1, (await createJob()).ID, 'fake');

    const reports = await jobReports.employerReports('ORGREPORTTEST001');

    expect(reports).toMatchObject({
      reports: 3,
      reasons: { asksForMoney: 2, misleadingPay: 1, fake: 0, harassment: 0, other: 0 },
    });
    expect(reports.lastAt).toEqual(expect.any(String));
    expect(await jobReports.employerReports('ORGNOREPORTS0001')).toMatchObject({ reports: 0 });
  });
});

describe('a job reported by several workers', () => {
  it(`is paused at ${JOB_REPORTS_TO_PAUSE} reporters: it leaves the jobs list and search, and refuses applications`, async () => {
    const job = await createJob({ TITLE: 'Zookeeper assistant' });
    const applicant = await createWorker();
    await reportedBy(JOB_REPORTS_TO_PAUSE - 1, job.ID);
    expect(await openIds(applicant)).toContain(job.ID);
    expect(await foundIds(applicant, 'zookeeper')).toContain(job.ID);

    await reportedBy(1, job.ID);

    expect(await openIds(applicant)).not.toContain(job.ID);
    expect(await foundIds(applicant, 'zookeeper')).not.toContain(job.ID);
    const applied = await callApi('applyJob', { token: applicant.token, body: { id: job.ID } });
    expect(applied.status).toBe(409);
    expect((await jobs.get(job.ID))?.STATUS).toBe('CLOSED');
  });

  it('is paused once when the reports that reach the threshold race', async () => {
    const job = await createJob();
    const workers = await Promise.all(Array.from({ length: JOB_REPORTS_TO_PAUSE + 1 }, () => createWorker()));

    const answers = await Promise.all(workers.map((worker) => report(worker, job.ID)));

    expect(answers.map((answer) => answer.status)).toEqual(workers.map(() => 200));
    const admin = await createStaff('admin');
    expect((await queue(admin)).find((row) => row.id === job.ID)).toMatchObject({
      reporters: JOB_REPORTS_TO_PAUSE + 1,
      paused: true,
    });
  });

  it('is in the admin queue oldest first, reasons counted, "other" texts shown', async () => {
    const admin = await createStaff('admin');
    const first = await createJob();
    const second = await createJob();
    await reportedBy(1, first.ID, 'asksForMoney');
    await report(await createWorker(), second.ID, 'other', 'They asked me to chat on a personal number.');
    await reportedBy(1, first.ID, 'misleadingPay');

    const rows = (await queue(admin)).filter((row) => [first.ID, second.ID].includes(row.id));

    expect(rows.map((row) => row.id)).toEqual([first.ID, second.ID]);
    expect(rows[0]).toMatchObject({
      title: first.TITLE,
      reporters: 2,
      paused: false,
      reasons: { asksForMoney: 1, misleadingPay: 1, fake: 0, harassment: 0, other: 0 },
      texts: [],
    });
    expect(rows[1]?.texts).toEqual(['They asked me to chat on a personal number.']);
  });

  it('is live again when the admin dismisses the reports, off the queue, and the review is recorded', async () => {
    const admin = await createStaff('admin');
    const worker = await createWorker();
    const job = await createJob();
    await reportedBy(JOB_REPORTS_TO_PAUSE, job.ID);

    const dismissed = await callApi('decideReportedJob', {
      token: admin.token,
      body: { id: job.ID, decision: 'dismiss' },
    });

    expect(dismissed.status).toBe(200);
    expect(await openIds(worker)).toContain(job.ID);
    expect((await queue(admin)).map((row) => row.id)).not.toContain(job.ID);
    const again = await callApi('decideReportedJob', {
      token: admin.token,
      body: { id: job.ID, decision: 'dismiss' },
    });
    expect(again.status).toBe(404);
    const { Items } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :job AND begins_with(sk, :review)',
        ExpressionAttributeValues: { ':job': `JOB#${job.ID}`, ':review': 'REPORTREVIEW#' },
      }),
    );
    expect(Items).toEqual([
      expect.objectContaining({
        DECISION: 'dismiss',
        STAFF_ID: admin.id,
        REPORTERS: JOB_REPORTS_TO_PAUSE,
        WAS_PAUSED: true,
      }),
    ]);
  });

  it('stays closed when the admin closes it', async () => {
    const admin = await createStaff('admin');
    const job = await createJob();
    await reportedBy(1, job.ID, 'harassment');

    const closed = await callApi('decideReportedJob', {
      token: admin.token,
      body: { id: job.ID, decision: 'close' },
    });

    expect(closed.status).toBe(200);
    expect((await jobs.get(job.ID))?.STATUS).toBe('CLOSED');
    expect((await queue(admin)).map((row) => row.id)).not.toContain(job.ID);
  });
});

describe("reports are the worker's data", () => {
  it('lists the report in the export', async () => {
    const worker = await createWorker();
    const job = await createJob();
    await report(worker, job.ID, 'other', 'Asked for a security deposit.');

    const exported = await callApi('getMyData', { token: worker.token });

    expect(exported.status).toBe(200);
    expect(exported.body.data.otherRecords).toContainEqual({
      record: 'jobReport',
      item: expect.objectContaining({
        jobId: job.ID,
        reason: 'other',
        text: 'Asked for a security deposit.',
      }),
    });
  });

  it("removes the worker's report and its text on erasure; the job's count names no one", async () => {
    const admin = await createStaff('admin');
    const worker = await createWorker();
    const job = await createJob();
    await report(worker, job.ID, 'other', 'Wanted money on a personal chat.');

    await eraseAccount(worker.id, 'workerRequest');

    const row = (await queue(admin)).find((candidate) => candidate.id === job.ID);
    expect(row).toMatchObject({ reporters: 1, texts: [] });
  });
});
