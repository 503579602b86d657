/**
 * The posted jobs: the admin lists every job with its applicants per status (exact under parallel applies and
 * status moves), closes or reopens a job (out of and back into the workers' list; applying refused), and the
 * twin serves the logos. Shared set-up: test/support/job-posting-api.ts.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoServer } from '#infra/local/dev/object-storage';
import { db, tableName } from '#lib/clients/dynamodb';
import { s3 } from '#lib/clients/s3';
import * as applications from '#lib/db/applications';
import type { ApplicationStatus } from '#shared/domain/codes';
import { createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';
import { postingBody, uploadLogo } from '#test/support/job-posting';
import {
  admin,
  bucket,
  counts,
  jobPostingAccounts,
  openJobIds,
  postedJobs,
  postedRow,
  postJob,
  reviewer,
  worker,
} from '#test/support/job-posting-api';
import { tableSnapshot } from '#test/support/table-snapshot';
import { pngBytes, uploadDocument } from '#test/support/uploads';

jobPostingAccounts();

describe('getPostedJobs', () => {
  it('lists every job, open or closed, newest first, a page at a time, with applicants per status', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await postJob({ title: `Paged job ${i}` })).body.id);
    await callApi('updateJobStatus', { token: admin.token, body: { id: ids[1] ?? 0, status: 'CLOSED' } });

    const all = await postedJobs();
    const times = all.map((row) => row.POSTED_AT);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.slice(0, 3).map((row) => row.ID)).toEqual([...ids].reverse());
    expect(all.slice(0, 3).map((row) => row.STATUS)).toEqual(['OPEN', 'CLOSED', 'OPEN']);
    for (const row of all) expect(Object.keys(row.APPLICANTS).sort()).toEqual(Object.keys(counts(0)).sort());
    expect(all[0]?.APPLICANTS).toEqual(counts(0));
    expect(JSON.stringify(all)).not.toMatch(/"(pk|sk|gsi1pk|gsi2pk|APPLICANTS_APPLIED)"/);

    const paged: number[] = [];
    let cursor: string | undefined;
    do {
      const response = await callApi('getPostedJobs', {
        token: admin.token,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(response.body.data.length).toBeLessThanOrEqual(2);
      paged.push(...response.body.data.map((row) => row.ID));
      cursor = response.body.cursor;
    } while (cursor);
    expect(paged).toEqual(all.map((row) => row.ID));
  });

  it('refuses a cursor of the workers’ open list with a 400 naming it', async () => {
    await createJob();
    await createJob();
    const open = await callApi('getAllJobs', { token: worker.token, query: { limit: '1' } });
    const response = await callApi('getPostedJobs', {
      token: admin.token,
      query: { cursor: open.body.cursor as string },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('cursor');
  });
});

describe('applicants per status', () => {
  it('counts every one of parallel applies by distinct workers exactly', async () => {
    const id = (await postJob()).body.id;
    const workers = await Promise.all(Array.from({ length: 12 }, () => createWorker()));

    const answers = await Promise.all(
      workers.map((applicant) => callApi('applyJob', { token: applicant.token, body: { id } })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(workers.map(() => 200));
    expect((await postedRow(id))?.APPLICANTS).toEqual(counts(12));
  });

  it('does not count a repeated application', async () => {
    const id = (await postJob()).body.id;
    const applicant = await createWorker();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callApi('applyJob', { token: applicant.token, body: { id } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect((await postedRow(id))?.APPLICANTS).toEqual(counts(1));
  });

  it('moves the counts with the application, exactly once when two moves race', async () => {
    const job = await createJob();
    const [first, second, third] = await Promise.all([createWorker(), createWorker(), createWorker()]);
    for (const applicant of [first, second, third]) {
      expect((await callApi('applyJob', { token: applicant?.token, body: { id: job.ID } })).status).toBe(200);
    }
    const firstId = (first as TestAccount).id;
    const secondId = (second as TestAccount).id;

    const move = (userId: number, from: ApplicationStatus, to: ApplicationStatus) =>
      applications.review({ userId, jobId: job.ID, from, to }, reviewer);

    await move(firstId, 'APPLIED', 'SHORTLISTED');
    expect((await postedRow(job.ID))?.APPLICANTS).toEqual(counts(2, 1));
    await move(firstId, 'SHORTLISTED', 'SELECTED');
    expect((await postedRow(job.ID))?.APPLICANTS).toEqual(counts(2, 0, 1));
    // A move from a status it no longer has: refused, nothing moves.
    await expect(move(firstId, 'SHORTLISTED', 'SELECTED')).rejects.toThrow('it is now Selected');
    expect((await postedRow(job.ID))?.APPLICANTS).toEqual(counts(2, 0, 1));

    const raced = await Promise.allSettled([
      move(secondId, 'APPLIED', 'SHORTLISTED'),
      move(secondId, 'APPLIED', 'REJECTED'),
    ]);
    const row = (await postedRow(job.ID))?.APPLICANTS ?? {};
    const stored = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: { pk: `USER#${secondId}`, sk: `APPLICATION#${String(job.ID).padStart(12, '0')}` },
        ConsistentRead: true,
      }),
    );
    const landed = stored.Item?.STATUS as 'SHORTLISTED' | 'REJECTED';
    expect(['SHORTLISTED', 'REJECTED']).toContain(landed);
    // Exactly one won, and the counts say where the application is now.
    expect(raced.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(row).toEqual(landed === 'SHORTLISTED' ? counts(1, 1, 1) : counts(1, 0, 1, 1));
  });
});

describe('updateJobStatus', () => {
  it('closes a job: out of the workers’ list, its page says CLOSED, applying is refused with 409', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await postJob({ title: `Order job ${i}` })).body.id);
    const [older, middle, newer] = ids as [number, number, number];
    const before = await openJobIds();

    const closed = await callApi('updateJobStatus', {
      token: admin.token,
      body: { id: middle, status: 'CLOSED' },
    });

    expect(closed).toMatchObject({ status: 200, body: { success: true } });
    expect(await openJobIds()).toEqual(before.filter((id) => id !== middle));
    const page = await callApi('getJobById', { token: worker.token, query: { id: String(middle) } });
    expect(page.body.data).toMatchObject({ ID: middle, STATUS: 'CLOSED' });
    const apply = await callApi('applyJob', { token: worker.token, body: { id: middle } });
    expect(apply.status).toBe(409);
    expect(apply.body.message).toBe('This job is no longer accepting applications.');
    expect((await postedRow(middle))?.APPLICANTS).toEqual(counts(0));

    // Closing it again changes nothing and succeeds.
    const snapshot = await tableSnapshot();
    const again = await callApi('updateJobStatus', {
      token: admin.token,
      body: { id: middle, status: 'CLOSED' },
    });
    expect(again).toMatchObject({ status: 200, body: { success: true } });
    expect(await tableSnapshot()).toBe(snapshot);

    // Reopened, it is back in its original place, between the jobs posted before and after it.
    const reopened = await callApi('updateJobStatus', {
      token: admin.token,
      body: { id: middle, status: 'OPEN' },
    });
    expect(reopened).toMatchObject({ status: 200, body: { success: true } });
    const after = await openJobIds();
    expect(after).toEqual(before);
    expect(after.indexOf(newer)).toBe(after.indexOf(middle) - 1);
    expect(after.indexOf(older)).toBe(after.indexOf(middle) + 1);
    expect((await callApi('applyJob', { token: worker.token, body: { id: middle } })).status).toBe(200);
    expect((await postedRow(middle))?.APPLICANTS).toEqual(counts(1));

    // Opening an open job changes nothing and succeeds.
    const open = await callApi('updateJobStatus', {
      token: admin.token,
      body: { id: newer, status: 'OPEN' },
    });
    expect(open).toMatchObject({ status: 200, body: { success: true } });
    expect(await openJobIds()).toEqual(after);
  });

  it('answers 404 for an unknown job, changing nothing', async () => {
    const snapshot = await tableSnapshot();
    const response = await callApi('updateJobStatus', {
      token: admin.token,
      body: { id: 987_654_321, status: 'CLOSED' },
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('There is no job with id 987654321.');
    expect(await tableSnapshot()).toBe(snapshot);
  });

  it('refuses a status other than OPEN or CLOSED, naming it', async () => {
    const job = await createJob();
    const response = await call('updateJobStatus', {
      token: admin.token,
      body: { id: job.ID, status: 'DELETED' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('status must be OPEN or CLOSED');
  });
});

describe('logos on the twin', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const serve = logoServer({ S3_ENDPOINT: process.env.S3_ENDPOINT, UPLOADS_BUCKET: bucket });
    server = createServer((request, response) => {
      void serve(request, response, new URL(request.url ?? '/', 'http://localhost').pathname);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves a posted job’s logo at its LOGO_LINK with the cache headers of CloudFront', async () => {
    const bytes = pngBytes(300);
    const upload = await uploadLogo({ admin, bytes });
    const { id } = (await callApi('postJob', { token: admin.token, body: postingBody(upload) })).body;
    const page = await callApi('getJobById', { token: worker.token, query: { id: String(id) } });
    const link = page.body.data.LOGO_LINK;

    const response = await fetch(`${origin}${link}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves whatever is under logos/ as image/png with nosniff, never as the type it was stored with', async () => {
    const file = `${randomUUID()}.html`;
    const page = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    await s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: `logos/${file}`, Body: page, ContentType: 'text/html' }),
    );

    const response = await fetch(`${origin}/logos/${file}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves nothing but logos/: not uploads, not documents, not a missing logo', async () => {
    const upload = await uploadLogo({ admin });
    const document = await uploadDocument(worker, 'panCard', pngBytes());
    for (const path of [
      `/logos/../${upload}`,
      `/logos/..%2F${upload.replaceAll('/', '%2F')}`,
      `/logos/${upload}`,
      `/logos/../${document}`,
      '/logos/0f8fad5b-d9cb-469f-a165-70867728950e.png',
      '/logos/',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
    }
    const posted = await fetch(`${origin}/logos/x.png`, { method: 'POST', body: 'x' });
    expect(posted.status).toBe(405);
  });
});
