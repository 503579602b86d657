/**
 * Search that forgives (issue 22), in headless Chromium against the seeded local twin at 360 px: the demo worker
 * finds the demo Mathematics tutor job by "maths"; near me with work from home in a city with no local remote
 * jobs (Patna) lists the remote jobs of other cities, and near me alone there offers them with their count in one
 * tap; the admin (password and authenticator) finds the demo worker Priya Sharma by "riya". No sideways scroll,
 * and axe finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { demoJobs } from '#infra/local/demo-data/jobs';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  screenshot,
  signedInDemoWorker,
} from '#test/support/browser';
import { adminSession, codeAfter } from '#test/support/e2e-admin-session';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const admin = demoStaff.find((account) => account.role === 'admin');
const remoteTitles = demoJobs.filter((job) => job.WORK_FROM_HOME === 1).map((job) => job.TITLE);

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The titles of the job cards on Explore Jobs, once there are some. */
async function cardTitles(page: Page): Promise<string[]> {
  const headings = page.getByRole('tabpanel').getByRole('article').getByRole('heading');
  await headings.first().waitFor();
  await requestsSettled(page);
  return headings.allTextContents();
}

async function looksRight(page: Page, step: string) {
  await requestsSettled(page);
  expect(await overflowsHorizontally(page), `${step}: sideways scroll at 360 px`).toBe(false);
  expect(await seriousAccessibilityProblems(page), step).toEqual([]);
  await screenshot(page, `forgiving-search-${step}-narrowest`);
}

describe('search that forgives', () => {
  it('"maths" finds the Mathematics tutor job', async () => {
    expect(demoJobs.map((job) => job.TITLE)).toContain('Mathematics Tutor for Class 8-10');
    const page = await signedInDemoWorker(browser(), 'narrowest');
    await page.goto(`${baseUrl}/dashboard?tab=explore`, { waitUntil: 'networkidle' });
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('maths');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'maths');
    await expect.poll(() => cardTitles(page)).toEqual(['Mathematics Tutor for Class 8-10']);
    await looksRight(page, 'maths');
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('near me with work from home in a city with no local remote jobs lists remote jobs; near me alone offers them', async () => {
    const page = await signedInDemoWorker(browser(), 'narrowest');
    await page.goto(`${baseUrl}/dashboard?tab=explore&city=patna&wfh=1`, { waitUntil: 'networkidle' });
    const listed = await cardTitles(page);
    expect(listed.length).toBeGreaterThan(0);
    expect(remoteTitles).toEqual(expect.arrayContaining(listed));
    await looksRight(page, 'near-me-wfh');

    // Near me alone, in Patna: nothing there, and the work-from-home jobs of other cities one tap away.
    await page.goto(`${baseUrl}/dashboard?tab=explore&city=patna`, { waitUntil: 'networkidle' });
    const offer = page.getByText(/^\d+ work-from-home jobs? in other cities$/);
    await offer.waitFor();
    expect(await offer.textContent()).toBe(`${listed.length} work-from-home jobs in other cities`);
    await looksRight(page, 'relaxation');
    await page.getByRole('button', { name: 'Show these jobs' }).click();
    await page.waitForURL((url) => url.searchParams.get('wfh') === '1');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      tab: 'explore',
      city: 'patna',
      wfh: '1',
    });
    await expect.poll(() => cardTitles(page)).toEqual(listed);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('the admin finds Priya by "riya"', async () => {
    if (!admin) throw new Error('no demo admin');
    const session = await adminSession(post, admin);
    const page = await openPage(browser(), 'narrowest');
    await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(`${baseUrl}/admin/second-factor`);
    await page.getByLabel('Authenticator code').fill(codeAfter(session));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    // Within the app (a reload would abort the dashboard's calls), as an admin goes there.
    await page.getByRole('link', { name: /users/i }).first().click();
    await page.waitForURL(`${baseUrl}/admin/users`);
    await page.getByRole('searchbox').fill('riya');
    await page
      .getByRole('row', { name: /Priya Sharma/ })
      .first()
      .waitFor();
    await looksRight(page, 'admin-riya');
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
