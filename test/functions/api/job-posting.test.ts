/**
 * Real job posting: the admin uploads a logo (presigned, checked, copied to the public logos/), posts a job
 * that workers see at once, lists every job with its applicants per status (exact under parallel applies and
 * status moves), and closes or reopens a job (out of and back into the workers' list; applying refused).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoServer } from '#infra/local/dev/object-storage';
import { db, tableName } from '#lib/clients/dynamodb';
import { s3 } from '#lib/clients/s3';
import * as applications from '#lib/db/applications';
import { counterKey, dashboardKey, jobKey } from '#lib/db/keys';
import type { ApplicationStatus } from '#shared/domain/codes';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi, type SentInput } from '#test/support/api';
import { createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';
import { keptLogos, postingBody, uploadLogo } from '#test/support/job-posting';
import { tableSnapshot } from '#test/support/table-snapshot';
import { pngBytes, putPastThePolicy, uploadDocument } from '#test/support/uploads';

/** Who moves the applications in these tests (the review endpoint itself is tested in internal-review.test.ts). */
const reviewer = { ID: 1, NAME: 'HR tester', EMAIL: 'hr.tester@earnlearn.in', TYPE: 'HR' } as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const bucket = process.env.UPLOADS_BUCKET;
let admin: TestAccount;
let worker: TestAccount;

beforeAll(async () => {
  admin = await createStaff('admin');
  worker = await createWorker();
});

interface PostedRow {
  ID: number;
  TITLE: string;
  STATUS: 'OPEN' | 'CLOSED';
  APPLICANTS: Record<string, number>;
  POSTED_AT: string;
}

async function postJob(overrides: Partial<SentInput<'postJob'>> = {}) {
  const logo = await uploadLogo({ admin });
  return callApi('postJob', { token: admin.token, body: postingBody(logo, overrides) });
}

async function postedJobs(query: Record<string, string> = { limit: '100' }): Promise<PostedRow[]> {
  const response = await callApi('getPostedJobs', { token: admin.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PostedRow[];
}

async function postedRow(id: number): Promise<PostedRow | undefined> {
  return (await postedJobs()).find((row) => row.ID === id);
}

async function openJobIds(): Promise<number[]> {
  const response = await callApi('getAllJobs', { token: worker.token, query: { limit: '100' } });
  return response.body.data.map((job) => job.ID);
}

async function jobsCount(): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: dashboardKey }));
  return Number(Item?.jobs ?? 0);
}

const counts = (applied: number, shortlisted = 0, selected = 0, rejected = 0) => ({
  APPLIED: applied,
  SHORTLISTED: shortlisted,
  SELECTED: selected,
  REJECTED: rejected,
});

describe('createLogoUpload', () => {
  it('answers a presigned POST for one png under uploads/logos/, 1 byte to 2 MB, for five minutes', async () => {
    const before = Date.now();
    const first = await callApi('createLogoUpload', { token: admin.token, body: {} });
    const second = await callApi('createLogoUpload', { token: admin.token, body: {} });

    expect(first.status).toBe(200);
    const form = first.body.data as {
      key: string;
      fields: Record<string, string>;
      maxBytes: number;
      contentType: string;
      expiresAt: string;
    };
    expect(form.key).toMatch(new RegExp(`^uploads/logos/${UUID}\\.png$`));
    expect(second.body.data.key).not.toBe(form.key);
    expect(form).toMatchObject({ maxBytes: 2 * 1024 * 1024, contentType: 'image/png' });
    expect(form.fields).toMatchObject({ key: form.key, 'Content-Type': 'image/png' });
    const policy = JSON.parse(Buffer.from(form.fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 2 * 1024 * 1024],
        ['eq', '$Content-Type', 'image/png'],
        { key: form.key },
      ]),
    );
    const expires = Date.parse(policy.expiration) - before;
    expect(expires).toBeGreaterThan(4.9 * 60_000);
    expect(expires).toBeLessThanOrEqual(5 * 60_000 + 1000);
  });
});

describe('postJob', () => {
  it('creates an open job with every field, its logo copied to the public logos/, counted on the dashboard', async () => {
    const jobsBefore = await jobsCount();
    const bytes = pngBytes();
    const upload = await uploadLogo({ admin, bytes });
    const started = Date.now();

    const response = await callApi('postJob', {
      token: admin.token,
      body: postingBody(upload, { title: '  Data Entry Intern  ', workFromHome: 1 }),
    });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ success: true, id: expect.any(Number) });
    const id = response.body.id;
    const page = await callApi('getJobById', { token: worker.token, query: { id: String(id) } });
    const job = page.body.data as Record<string, unknown>;
    expect(job).toEqual({
      ID: id,
      TITLE: 'Data Entry Intern',
      COMPANY_NAME: 'Kaveri Textiles',
      LOGO_LINK: expect.stringMatching(new RegExp(`^/logos/${UUID}\\.png$`)),
      // The district's display name, as the job card shows it.
      LOCATION: 'Chennai',
      WORK_FROM_HOME: 1,
      WORK_HOURS: '6 hours a day',
      EARNINGS: '₹9,000 a month',
      POSITION: 'Intern',
      POSTED_AT: expect.any(String),
      DESCRIPTION: 'Enter daily orders into our stock sheet. Check totals against the invoices.',
      ROLES_AND_RESPONSIBILITIES: 'Enter orders. Check invoices. Report mismatches to the manager.',
      WHAT_YOU_GET: 'Certificate. Lunch on working days.',
      WHO_CAN_APPLY: 'Students who type quickly. Tamil or English.',
      STATUS: 'OPEN',
    });
    expect(Date.parse(job.POSTED_AT as string)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(job.POSTED_AT as string)).toBeLessThanOrEqual(Date.now());

    // The public copy holds the uploaded bytes, as a png with the logos' cache headers.
    const logoKey = (job.LOGO_LINK as string).slice(1);
    expect(logoKey).not.toBe(upload.replace('uploads/', ''));
    const stored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: logoKey }));
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? [])).toEqual(bytes);
    expect(stored.ContentType).toBe('image/png');
    expect(stored.CacheControl).toBe('public, max-age=31536000, immutable');

    expect(await openJobIds()).toContain(id);
    expect(await jobsCount()).toBe(jobsBefore + 1);
  });

  it('keeps a copy of its own per post, so posting twice with one upload makes two logos', async () => {
    const upload = await uploadLogo({ admin });
    const first = await callApi('postJob', { token: admin.token, body: postingBody(upload) });
    const second = await callApi('postJob', { token: admin.token, body: postingBody(upload) });
    const links = await Promise.all(
      [first, second].map(async (answer) => {
        const page = await callApi('getJobById', {
          token: worker.token,
          query: { id: String(answer.body.id) },
        });
        return page.body.data.LOGO_LINK;
      }),
    );
    expect(new Set(links).size).toBe(2);
  });

  describe('refuses a logo that is not a checked png upload with a 400 naming logo, keeping nothing', () => {
    const cases: [string, () => Promise<string>, RegExp][] = [
      [
        'a file that is not a png',
        () => uploadLogo({ admin, bytes: Buffer.from('GIF89a not a png') }),
        /png/,
      ],
      [
        'a png over 2 MB (put past the form, which the storage refuses)',
        async () => {
          const { key } = (await callApi('createLogoUpload', { token: admin.token, body: {} })).body.data as {
            key: string;
          };
          await putPastThePolicy(key, pngBytes(2 * 1024 * 1024 + 1));
          return key;
        },
        /2 MB/,
      ],
      ['a worker’s document upload', () => uploadDocument(worker, 'panCard', pngBytes()), /uploaded logo/],
      [
        'a saved document',
        async () => `documents/${worker.id}/panCard/0f8fad5b-d9cb-469f-a165-70867728950e.png`,
        /uploaded logo/,
      ],
      ['a kept logo', async () => 'logos/0f8fad5b-d9cb-469f-a165-70867728950e.png', /uploaded logo/],
      [
        'a logo key that escapes its folder',
        async () => 'uploads/logos/../documents/0f8fad5b-d9cb-469f-a165-70867728950e.png',
        /uploaded logo/,
      ],
      [
        'a logo upload that never happened',
        async () => 'uploads/logos/0f8fad5b-d9cb-469f-a165-70867728950e.png',
        /not found/,
      ],
    ];

    it.each(cases)('%s', async (_name, makeKey, reason) => {
      const key = await makeKey();
      const tableBefore = await tableSnapshot();
      const logosBefore = await keptLogos();

      const response = await callApi('postJob', { token: admin.token, body: postingBody(key) });

      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toContain('logo');
      expect(response.body.message).toMatch(reason);
      expect(response.body.errors).toEqual([{ field: 'logo', message: expect.any(String) }]);
      expect(await tableSnapshot()).toBe(tableBefore);
      expect(await keptLogos()).toEqual(logosBefore);
    });
  });

  it('deletes its logo copy when the job cannot be created', async () => {
    const upload = await uploadLogo({ admin });
    const logosBefore = await keptLogos();
    // An item already at the next job id: the job's conditional put fails.
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: counterKey('JOB') }));
    const nextId = Number(Item?.value ?? 0) + 1;
    await db.send(new PutCommand({ TableName: tableName, Item: { ...jobKey(nextId), squatter: true } }));

    const response = await callApi('postJob', { token: admin.token, body: postingBody(upload) });

    expect(response.status).toBe(500);
    expect(await keptLogos()).toEqual(logosBefore);
    const squatter = await db.send(new GetCommand({ TableName: tableName, Key: jobKey(nextId) }));
    expect(squatter.Item).toEqual({ ...jobKey(nextId), squatter: true });
  });

  it('refuses a direction override in the company name and markup in a long text, naming each, storing nothing', async () => {
    const logo = await uploadLogo({ admin });
    const tableBefore = await tableSnapshot();

    const response = await callApi('postJob', {
      token: admin.token,
      body: postingBody(logo, { companyName: 'Swift \u202eCouriers', description: 'Line one\n<b>two</b>' }),
    });

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'companyName', message: 'Company name must not contain control or direction characters' },
      { field: 'description', message: 'Description must not contain < or >' },
    ]);
    expect(await tableSnapshot()).toBe(tableBefore);
  });

  it('refuses < or > in the title with a 400 naming the title, storing nothing', async () => {
    const logo = await uploadLogo({ admin });
    const tableBefore = await tableSnapshot();
    for (const title of ['Data Entry <b>Intern</b>', 'Intern > Trainee']) {
      const response = await callApi('postJob', { token: admin.token, body: postingBody(logo, { title }) });
      expect(response.status, title).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'title', message: 'Title must not contain < or >' }]);
    }
    expect(await tableSnapshot()).toBe(tableBefore);
  });

  it('keeps the line breaks of a long text', async () => {
    const response = await postJob({ description: 'Line one\nLine two' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('refuses a location outside the district list, naming it', async () => {
    const response = await postJob({ location: 'atlantis' });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('location');
  });
});

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
