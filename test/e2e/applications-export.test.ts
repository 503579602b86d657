/**
 * HR's search and CSV export of a job's applications (issue 23) in a real headless Chromium against the local
 * twin, at 1280 px and at 360 px: three new workers (real sign-up, one with a Hindi name, one whose name starts
 * with `=`) apply for a job; HR searches the job's applications (the search reaches the server and stays in the
 * URL), exports the CSV (the download captured by Playwright) and reads it back: the UTF-8 byte order mark, the
 * Hindi name intact, the `=` name neutralised with a single quote. On the phone, the search comes from the URL
 * and the export is started from the keyboard. axe clean, no sideways scroll, screenshots
 * (test-results/screenshots/applications-export-*.png).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  loadAllImages,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  resize,
  screenshot,
} from '#test/support/browser';
import { parseCsv } from '#test/support/csv';
import { freshMobileNumber, latestCode } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const hr = demoStaff.find((account) => account.role === 'HR');

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A new worker through the real sign-up (dev sign-in, consent, details, a verified number); answers the token. */
async function signUpWorker(name: string, email: string): Promise<{ token: string; number: string }> {
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const { token } = (await post('loginOrRegister', { idToken })).body as { token: string };
  const dob = '2001-03-09';
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi', accept: true, smsUpdates: true };
  expect((await post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).status).toBe(200);
  const details = { name, gender: 1, dob, languages: ['hindi'], cityName: 'lucknow', education: 'graduate' };
  const registered = await post('registerDetails', details, token);
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const number = freshMobileNumber('7');
  expect((await post('registerMobileNumber', { number }, token)).status).toBe(200);
  expect((await post('validateOTP', { otp: await latestCode(number) }, token)).status).toBe(200);
  return { token, number };
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/internal/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(`${baseUrl}/internal/dashboard`);
  // The dashboard and its logos loaded (leaving before would abort their requests).
  await page.getByRole('heading', { name: /^All Internships \(\d+\)$/ }).waitFor();
  await loadAllImages(page);
}

/** Starts the export with `start` and answers the downloaded file's name and text. */
async function exported(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await start();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

describe('HR searches and exports a job’s applications', () => {
  it('finds applicants on the server and exports a CSV that reads back intact, at 1280 and 360 px', async () => {
    if (!hr) throw new Error('no demo HR account');
    const run = randomBytes(3).toString('hex');
    const names = {
      hindi: `प्रिया शर्मा ${run}`,
      formula: `=1+1 Ravi ${run}`,
      plain: `Asha Export ${run}`,
    };
    const workers = await Promise.all(
      Object.entries(names).map(([key, name]) => signUpWorker(name, `export.${key}.${run}@example.com`)),
    );
    const jobs = (await (
      await fetch(`${baseUrl}/api/getAllJobs?limit=1`, {
        headers: { authorization: `Bearer ${workers[0]?.token}` },
      })
    ).json()) as { data: { ID: number }[] };
    const jobId = jobs.data[0]?.ID;
    if (jobId === undefined) throw new Error('no open job in the seed');
    for (const worker of workers)
      expect((await post('applyJob', { id: jobId }, worker.token)).status).toBe(200);

    const accessibility: string[] = [];
    const look = async (page: Page, name: string) => {
      await requestsSettled(page);
      await screenshot(page, `applications-export-${name}`);
      for (const problem of await seriousAccessibilityProblems(page))
        accessibility.push(`${name}: ${problem}`);
      expect(await overflowsHorizontally(page), `${name}: sideways scroll`).toBe(false);
    };
    const expectTheFile = (bytes: Buffer) => {
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = parseCsv(bytes.toString('utf8'));
      expect(csv.bom).toBe(true);
      expect(csv.rows[0]?.slice(0, 6)).toEqual([
        'Applicant ID',
        'Name',
        'E-mail',
        'Mobile number',
        'City',
        'Status',
      ]);
      const ours = csv.rows.filter((row) => row[1]?.endsWith(run));
      expect(ours.map((row) => row[1])).toEqual([names.hindi, `'${names.formula}`, names.plain]);
      expect(ours.map((row) => row[3])).toEqual(workers.map((worker) => worker.number));
      expect(ours.every((row) => row[4] === 'Lucknow' && row[5] === 'New')).toBe(true);
      expect(csv.rows.some((row) => row.some((cell) => /^[=+\-@\t\r]/.test(cell)))).toBe(false);
    };

    // ---- HR at 1280 px: search, then export with the mouse -------------------------------------------------
    const desktop = await openPage(browser(), 'desktop');
    await logIn(desktop, hr);
    await desktop.goto(`${baseUrl}/internal/applications/${jobId}?page=new`, { waitUntil: 'networkidle' });
    const search = desktop.getByRole('searchbox', { name: 'Search applicants' });
    const searched = desktop.waitForResponse(
      (response) =>
        response.url().includes('/api/getInternalDataById') && response.url().includes(`search=${run}`),
    );
    await search.fill(run);
    expect((await searched).status()).toBe(200);
    await desktop.waitForURL(new RegExp(`[?&]search=${run}`));
    for (const name of Object.values(names)) await desktop.getByRole('row', { name }).waitFor();
    const rowNames = async (page: Page) =>
      (await page.getByRole('row').allInnerTexts()).filter((text) => text.includes(run)).length;
    await expect.poll(() => rowNames(desktop)).toBe(3);
    await search.fill(`शर्मा ${run}`);
    await expect.poll(() => rowNames(desktop)).toBe(1);
    expect(await desktop.getByRole('row', { name: new RegExp(names.hindi) }).count()).toBe(1);
    await look(desktop, 'search-desktop');

    const onDesktop = await exported(desktop, () =>
      desktop.getByRole('button', { name: 'Export CSV' }).click(),
    );
    expect(onDesktop.name).toMatch(new RegExp(`^applications-job-${jobId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expectTheFile(onDesktop.bytes);
    await desktop.getByText(/^Exported [\d,]+ applications?\.$/).waitFor();
    await look(desktop, 'exported-desktop');
    expect(pageProblems(desktop)).toEqual([]);
    await desktop.context().close();

    // ---- HR at 360 px: the search from the URL, the export from the keyboard --------------------------------
    const phone = await openPage(browser(), 'mobile');
    await resize(phone, 'narrowest');
    await logIn(phone, hr);
    await phone.goto(`${baseUrl}/internal/applications/${jobId}?page=new&search=${run}`, {
      waitUntil: 'networkidle',
    });
    expect(await phone.getByRole('searchbox', { name: 'Search applicants' }).inputValue()).toBe(run);
    for (const name of Object.values(names)) await phone.getByRole('article', { name }).waitFor();
    await look(phone, 'search-narrowest');
    const button = phone.getByRole('button', { name: 'Export CSV' });
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, 'Export CSV is within the 360 px window').toBe(
      true,
    );
    await button.focus();
    const onPhone = await exported(phone, () => phone.keyboard.press('Enter'));
    expectTheFile(onPhone.bytes);
    await phone.getByText(/^Exported [\d,]+ applications?\.$/).waitFor();
    await look(phone, 'exported-narrowest');
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();

    expect(accessibility).toEqual([]);
  });
});
