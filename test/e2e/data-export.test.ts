/**
 * Download my data (issue 21, DPDP s.11) and staff access on the record (Rule 6), in headless Chromium against
 * the local twin:
 * - the demo worker, in Hindi at 360 px, downloads their data from the profile's Privacy section (a JSON file
 *   of the whole copy) and opens the readable page; in English at 1280 px, the same; each screen axe clean, no
 *   sideways scroll at 360;
 * - the admin logs in and opens the worker's user detail (the Staff access card lists the read); the worker's
 *   export then holds that access entry, and the readable page shows it.
 * Screenshots: test-results/screenshots/data-export-<step>-<language>-<narrowest|desktop>.png.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { demoStaff, demoWorkers } from '#infra/local/demo-data/accounts';
import type { MyData } from '#shared/api/my-data';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  requestsSettled,
  screenshot,
  signInAsDemoWorker,
} from '#test/support/browser';
import { en, hi } from '#test/support/catalogues';
import { adminSession, codeAfter } from '#test/support/e2e-admin-session';
import { workerByEmail } from '#test/support/twin-table';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const admin = demoStaff.find((account) => account.role === 'admin');
const demoWorker = demoWorkers[0];

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** `lang`, axe, no sideways scroll at 360 px, and a screenshot. */
async function looksRight(page: Page, step: string, language: 'en' | 'hi', width: 'narrowest' | 'desktop') {
  await requestsSettled(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  expect(await seriousAccessibilityProblems(page), step).toEqual([]);
  if (width === 'narrowest')
    expect(await overflowsHorizontally(page), `${step}: sideways scroll`).toBe(false);
  await screenshot(page, `data-export-${step}-${language}-${width}`);
}

/** Downloads the worker's data from the profile's Privacy section; answers the file's JSON. */
async function downloadFromProfile(
  page: Page,
  language: 'en' | 'hi',
  width: 'narrowest' | 'desktop',
): Promise<MyData> {
  const t = language === 'en' ? en : hi;
  if (language !== 'en') await page.addInitScript((code) => localStorage.setItem('language', code), language);
  await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: t['myData.download'] });
  await button.waitFor();
  await button.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^earnlearn-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as MyData;
  await page.getByText(t['myData.downloaded'].replace('{file}', download.suggestedFilename())).waitFor();
  await looksRight(page, 'privacy-section', language, width);
  return data;
}

describe('download my data', () => {
  it('the worker downloads their data at 360 px in Hindi and reads it on the page', async () => {
    const page = await openPage(browser(), 'narrowest');
    await signInAsDemoWorker(page);

    const data = await downloadFromProfile(page, 'hi', 'narrowest');

    expect(data).toMatchObject({ format: 'earnlearn-my-data', version: 1 });
    expect(data.profile.EMAIL).toBe(demoWorker?.email);
    await page.getByRole('link', { name: hi['myData.view'] }).click();
    await page.waitForURL(`${baseUrl}/profile/my-data`);
    await page.getByRole('heading', { level: 1, name: hi['myData.title'] }).waitFor();
    await page.getByRole('heading', { level: 2, name: hi['myData.recipients'] }).waitFor();
    await looksRight(page, 'my-data', 'hi', 'narrowest');
  });

  it('the admin opens the user detail; the worker’s export at 1280 px in English then holds that access', async () => {
    if (!admin || !demoWorker) throw new Error('no demo admin or worker');
    const worker = await workerByEmail(demoWorker.email);

    // The admin logs in (password, then the authenticator) and opens the worker's detail.
    const session = await adminSession(post, admin);
    const adminId = Number(
      JSON.parse(Buffer.from(session.token.split('.')[1] as string, 'base64url').toString()).sub ??
        Number.NaN,
    );
    const staffPage = await openPage(browser(), 'desktop');
    await staffPage.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    await staffPage.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await staffPage.getByLabel('Password').fill(admin.password);
    await staffPage.getByRole('button', { name: 'LOGIN' }).click();
    await staffPage.waitForURL(`${baseUrl}/admin/second-factor`);
    await staffPage.getByLabel('Authenticator code').fill(codeAfter(session));
    await staffPage.getByRole('button', { name: 'VERIFY' }).click();
    await staffPage.waitForURL(`${baseUrl}/admin/dashboard`);
    const openedAt = new Date().toISOString();
    await staffPage.goto(`${baseUrl}/admin/users/${worker.id}`, { waitUntil: 'networkidle' });
    await staffPage.getByRole('heading', { level: 2, name: 'Staff access' }).waitFor();
    expect(await seriousAccessibilityProblems(staffPage)).toEqual([]);
    await screenshot(staffPage, 'data-export-admin-user-en-desktop');

    // The worker's export now holds the admin's read.
    const page = await openPage(browser(), 'desktop');
    await signInAsDemoWorker(page);
    const data = await downloadFromProfile(page, 'en', 'desktop');
    const reads = data.staffAccess.filter(
      (entry) => entry.WHAT === 'getUserDataById' && String(entry.AT) >= openedAt.slice(0, 19),
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]).toMatchObject({
      BY_ROLE: 'admin',
      DATA: expect.arrayContaining(['profile', 'contacts']),
    });
    if (Number.isInteger(adminId)) expect(reads[0]?.BY_ID).toBe(adminId);

    await page.getByRole('link', { name: en['myData.view'] }).click();
    await page.waitForURL(`${baseUrl}/profile/my-data`);
    await page
      .getByText(/admin \(staff number \d+\): the admin's page about your account/)
      .first()
      .waitFor();
    await looksRight(page, 'my-data', 'en', 'desktop');
  });
});
