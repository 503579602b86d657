/**
 * Real job posting: the admin uploads a logo (presigned, checked, copied to the public logos/) and posts a job
 * that workers see at once. Shared set-up: test/support/job-posting-api.ts.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { s3 } from '#lib/clients/s3';
import { counterKey, jobKey } from '#lib/db/keys';
import { callApi } from '#test/support/api';
import { call } from '#test/support/invoke';
import { keptLogos, postingBody, uploadLogo } from '#test/support/job-posting';
import {
  admin,
  bucket,
  jobPostingAccounts,
  jobsCount,
  openJobIds,
  postJob,
  UUID,
  worker,
} from '#test/support/job-posting-api';
import { tableSnapshot } from '#test/support/table-snapshot';
import { jpegBytes, pngBytes, putPastThePolicy, uploadDocument } from '#test/support/uploads';

jobPostingAccounts();

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
      ELIGIBILITY: { minimumAge: 14, education: [], languages: [], unsafeForMinors: [] },
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

  it("keeps a JPEG logo as a JPEG (a phone's photo of a shop sign), and signs no form for a PDF logo", async () => {
    const bytes = jpegBytes();
    const upload = await uploadLogo({ admin, bytes, declared: 'image/jpeg' });
    expect(upload).toMatch(/\.jpg$/);

    const answer = await callApi('postJob', { token: admin.token, body: postingBody(upload) });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = await callApi('getJobById', { token: worker.token, query: { id: String(answer.body.id) } });
    const logoKey = page.body.data.LOGO_LINK.slice(1);
    expect(logoKey).toMatch(/^logos\/.+\.jpg$/);
    const stored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: logoKey }));
    expect(stored.ContentType).toBe('image/jpeg');
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? [])).toEqual(bytes);

    const pdf = await call('createLogoUpload', {
      token: admin.token,
      body: { contentType: 'application/pdf' },
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('contentType must be image/png or image/jpeg');
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
        /not the PNG image it was uploaded as/,
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
