/**
 * The jobs API on the local twin, called from a page on the same origin as the SPA would call it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '#test/support/browser';

const baseUrl = inject('baseUrl');
const token = inject('demoWorkerToken');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, 'desktop');
  await page.goto(`${baseUrl}/`);
});

afterAll(async () => {
  await browser?.close();
});

async function api(path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) {
  return page.evaluate(
    async ({ path, init, token }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.auth === false ? {} : { authorization: `Bearer ${token}` }),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, init, token },
  );
}

interface Listed {
  ID: number;
  POSTED_AT: string;
  APPLIED_AT?: string;
  LOGO_LINK: string;
  STATUS?: string;
}

/** Every page of a list at `limit` a time, following the cursor through the query string. */
async function pagesOf(path: string, limit: number): Promise<Listed[][]> {
  const pages: Listed[][] = [];
  let cursor: string | undefined;
  do {
    const query = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { status, body } = await api(`${path}?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    pages.push(body.data);
    cursor = body.cursor;
    expect(pages.length, 'the cursor never ends').toBeLessThan(100);
  } while (cursor);
  for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
  expect(pages.at(-1)?.length).toBeLessThanOrEqual(limit);
  return pages;
}

/** Newest first: each time is no later than the one before. */
function expectNewestFirst(times: string[]) {
  expect(times).toEqual([...times].sort().reverse());
}

describe('jobs API on the local twin', () => {
  it('lists open jobs newest first, a page at a time, each once, with logos served locally', async () => {
    const { status, body } = await api('/api/getAllJobs');
    expect(status).toBe(200);
    const all = body.data as Listed[];
    expect(all.length, 'the twin is seeded with jobs').toBeGreaterThan(2);
    expectNewestFirst(all.map((job) => job.POSTED_AT));

    const pages = await pagesOf('/api/getAllJobs', 2);
    expect(pages.flat().map((job) => job.ID)).toEqual(all.map((job) => job.ID));

    for (const job of all.slice(0, 3)) {
      const logo = await page.evaluate(async (src) => {
        const response = await fetch(src);
        // The twin serves every logo as image/png (issue 19): the demo logos are pngs, and draw.
        const image = new Image();
        image.src = src;
        await image.decode();
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          width: image.naturalWidth,
        };
      }, job.LOGO_LINK);
      // Any size: the newest jobs may be ones other test files posted with a logo of their own.
      expect(logo).toMatchObject({ status: 200, type: 'image/png' });
      expect(logo.width).toBeGreaterThan(0);
    }
  });

  it('applies to a job once and shows it first among applied jobs, newest first, a page at a time', async () => {
    const jobs = (await api('/api/getAllJobs')).body.data as Listed[];
    const applied = new Set(((await api('/api/getAppliedJobs')).body.data as Listed[]).map((j) => j.ID));
    const target = jobs.find((job) => !applied.has(job.ID));
    expect(target, 'the demo worker has a job left to apply to').toBeDefined();

    const first = await api('/api/applyJob', { method: 'POST', body: { id: target?.ID } });
    const second = await api('/api/applyJob', { method: 'POST', body: { id: target?.ID } });
    const after = (await api('/api/getAppliedJobs')).body.data as Listed[];

    expect(first).toEqual({ status: 200, body: { success: true } });
    expect(second.status).toBe(409);
    expect(after[0]).toMatchObject({ ID: target?.ID, STATUS: 'APPLIED' });
    expect(after.filter((job) => job.ID === target?.ID)).toHaveLength(1);
    expectNewestFirst(after.map((job) => job.APPLIED_AT as string));
    const pages = await pagesOf('/api/getAppliedJobs', 1);
    expect(pages.flat().map((job) => job.ID)).toEqual(after.map((job) => job.ID));
  });

  it('answers an empty data for an unknown job, 400 naming a bad limit, and 401 without a session', async () => {
    expect(await api('/api/getJobById?id=99999')).toEqual({ status: 200, body: { data: {} } });
    const badLimit = await api('/api/getAllJobs?limit=0');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toContain('limit');
    expect((await api('/api/getAllJobs', { auth: false })).status).toBe(401);
  });
});
