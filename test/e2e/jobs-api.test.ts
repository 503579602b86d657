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

describe('jobs API on the local twin', () => {
  it('lists the seeded demo jobs with logos served locally', async () => {
    const { status, body } = await api('/api/getAllJobs');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    const cities = new Set(body.data.map((job: { LOCATION: string }) => job.LOCATION));
    expect(cities.size).toBeGreaterThanOrEqual(8);
    for (const job of body.data.slice(0, 4)) {
      const logo = await page.evaluate(async (src) => {
        const response = await fetch(src);
        return { status: response.status, type: response.headers.get('content-type') };
      }, job.LOGO_LINK);
      expect(logo).toEqual({ status: 200, type: expect.stringContaining('image/svg+xml') });
    }
  });

  it('applies to a job once and shows it among applied jobs', async () => {
    const jobs = (await api('/api/getAllJobs')).body.data as { ID: number }[];
    const applied = new Set(
      ((await api('/api/getAppliedJobs')).body.data as { ID: number }[]).map((j) => j.ID),
    );
    const target = jobs.find((job) => !applied.has(job.ID));
    expect(target).toBeDefined();

    const first = await api('/api/applyJob', { method: 'POST', body: { id: target?.ID } });
    const second = await api('/api/applyJob', { method: 'POST', body: { id: target?.ID } });
    const after = (await api('/api/getAppliedJobs')).body.data as { ID: number; STATUS: string }[];

    expect(first).toEqual({ status: 200, body: { success: true } });
    expect(second.status).toBe(409);
    expect(after.filter((job) => job.ID === target?.ID)).toEqual([
      expect.objectContaining({ STATUS: 'APPLIED' }),
    ]);
  });

  it('answers an empty data for an unknown job and 401 without a session', async () => {
    expect(await api('/api/getJobById?id=99999')).toEqual({ status: 200, body: { data: {} } });
    expect((await api('/api/getAllJobs', { auth: false })).status).toBe(401);
  });
});
