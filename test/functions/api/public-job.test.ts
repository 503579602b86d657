/**
 * A job's page anyone can open: getPublicJob answers without a token, with only what the
 * posting shows; and the page's HTML (functions/pages/job-page.ts, as the Lambda function behind CloudFront's
 * /jobs/* behaviour answers) carries the JobPosting for an open job, says "closed" for a closed one, and is a
 * 404 for an id that is no job.
 */
import { describe, expect, it } from 'vitest';
import { jobPageResponse } from '#functions/pages/job-page';
import { toApiGatewayEvent } from '#infra/local/events';
import * as jobs from '#lib/db/jobs';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import { jobPostingProblems, readRawPage } from '#test/support/job-posting-schema';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Earnlearn</title><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';

/** The site's origin as the function takes it: SITE_URL where set (the test environment sets it), else the Host. */
const site = process.env.SITE_URL?.replace(/\/+$/, '') || 'https://earnlearn.example';

async function page(path: string) {
  const event = toApiGatewayEvent(
    { method: 'GET', url: path, headers: { host: 'earnlearn.example' } },
    'GET /jobs/{id}',
  );
  const id = /^\/jobs\/([^/]+)/.exec(path)?.[1];
  if (id) event.pathParameters = { id };
  const answer = await jobPageResponse(event, TEMPLATE);
  return { ...answer, page: readRawPage(String(answer.body)) };
}

describe('getPublicJob', () => {
  it('answers anyone, without signing in, with the job as its posting shows it and no applicant counts', async () => {
    const { job } = await createApplication();

    const answer = await callApi('getPublicJob', { query: { id: String(job.ID) } });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      ID: job.ID,
      TITLE: job.TITLE,
      COMPANY_NAME: job.COMPANY_NAME,
      DESCRIPTION: job.DESCRIPTION,
      STATUS: 'OPEN',
    });
    const fields = Object.keys(answer.body.data);
    expect(fields.filter((field) => field.startsWith('APPLICANTS_'))).toEqual([]);
    for (const internal of ['pk', 'sk', 'gsi1pk', 'LISTINGS', 'CITY', 'MONTHLY_EARNINGS'])
      expect(fields).not.toContain(internal);
  });

  it('answers a closed job with STATUS CLOSED, so its page says so', async () => {
    const job = await createJob();
    await jobs.close(job.ID);

    const answer = await callApi('getPublicJob', { query: { id: String(job.ID) } });

    expect(answer.status).toBe(200);
    expect(answer.body.data.STATUS).toBe('CLOSED');
  });

  it('answers 404 for an unknown job and 400 naming id for one that is not a number', async () => {
    expect((await callApi('getPublicJob', { query: { id: '987654321' } })).status).toBe(404);
    const bad = await callApi('getPublicJob', { query: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
  });
});

describe('the job page HTML', () => {
  it('carries the Open Graph tags and a valid JobPosting for an open job, cached a minute at the edge', async () => {
    const job = await createJob({ TITLE: 'Warehouse assistant', WORK_FROM_HOME: 0 });

    const answer = await page(`/jobs/${job.ID}`);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': expect.stringContaining('s-maxage=60'),
    });
    expect(answer.page.metaContent('og:title')).toBe(
      `Warehouse assistant at ${job.COMPANY_NAME} | Earnlearn`,
    );
    expect(answer.page.metaContent('og:url')).toBe(`${site}/jobs/${job.ID}`);
    expect(answer.page.metaContent('og:image')).toBe(`${site}/logos/chai-point.svg`);
    expect(answer.page.jobPostings).toHaveLength(1);
    expect(jobPostingProblems(answer.page.jobPostings[0])).toEqual([]);
    expect(answer.page.jobPostings[0]).toMatchObject({
      title: 'Warehouse assistant',
      baseSalary: { currency: 'INR', value: { value: 8000, unitText: 'MONTH' } },
      jobLocation: { address: { addressRegion: 'Karnataka', addressCountry: 'IN' } },
    });
    expect(answer.page.rootText).toContain('Warehouse assistant');
  });

  it('says a closed job is closed and carries no JobPosting', async () => {
    const job = await createJob();
    await jobs.close(job.ID);

    const answer = await page(`/jobs/${job.ID}`);

    expect(answer.statusCode).toBe(200);
    expect(answer.page.rootText).toContain('closed');
    expect(answer.page.jobPostings).toEqual([]);
    expect(answer.page.metaContent('robots')).toBe('noindex');
  });

  it('is a 404 with the not-found text for an unknown id and for one that is not a number', async () => {
    for (const path of ['/jobs/987654321', '/jobs/abc', '/jobs/007']) {
      const answer = await page(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.page.rootText).toContain("Oops, This page isn't available");
      expect(answer.page.jobPostings).toEqual([]);
    }
  });
});
