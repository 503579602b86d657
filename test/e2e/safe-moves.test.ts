/**
 * Moves that cannot misfire, and bulk moves (issue 23), in a real headless Chromium against the local twin.
 * Four new workers (signed up through the real API) apply for the newest open job. HR opens its New
 * applications from the count on the dashboard's card, at 1280 px: shortlists one, undoes it within the window,
 * and nothing is sent (no SMS in the outbox, the worker still sees Applied); the same at 360 px. Then HR chooses
 * the other three and asks to shortlist them; while the confirmation is open another reviewer (OPS, through the
 * API) rejects one of them; HR confirms: two are shortlisted and told by SMS, the third is named in the result
 * as moved by someone else and stays Rejected (not overwritten). Each screen is checked with axe-core and for
 * sideways scroll, with screenshots (test-results/screenshots/safe-moves-*.png).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  resize,
  screenshot,
} from '#test/support/browser';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const hr = demoStaff.find((account) => account.role === 'HR');
const ops = demoStaff.find((account) => account.role === 'OPS');

interface Worker {
  id?: number;
  name: string;
  number: string;
  token: string;
}

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function get(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** A new worker through the real sign-up (as internal-journey.test.ts): consent with SMS updates, a verified number. */
async function signUpWorker(name: string): Promise<Worker> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const { token } = (await post('loginOrRegister', { idToken })).body as { token: string };
  const dob = '2001-03-09';
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en', accept: true, smsUpdates: true };
  expect((await post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).status).toBe(200);
  const details = {
    name,
    gender: 0,
    dob,
    languages: ['english', 'hindi'],
    cityName: 'visakhapatnam',
    education: 'graduate',
  };
  expect((await post('registerDetails', details, token)).status).toBe(200);
  const number = freshMobileNumber('7');
  expect((await post('registerMobileNumber', { number }, token)).status).toBe(200);
  expect((await post('validateOTP', { otp: await latestCode(number) }, token)).status).toBe(200);
  return { name, number, token };
}

/** The worker's status for the job, as Applied Jobs answers it. */
async function statusOf(worker: Worker, jobId: number): Promise<string | undefined> {
  const applied = (await get('getAppliedJobs', worker.token)) as { data: { ID: number; STATUS: string }[] };
  return applied.data.find((job) => job.ID === jobId)?.STATUS;
}

/** The status SMS (not the sign-up code) a worker has had. */
async function statusSms(worker: Worker): Promise<string[]> {
  return (await smsTo(worker.number)).filter((text) => /your application/i.test(text));
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/internal/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(`${baseUrl}/internal/dashboard`);
}

describe('moves that cannot misfire', () => {
  it('undoes a shortlist before anything is sent, and bulk-shortlists three while another reviewer moves one', async () => {
    if (!hr || !ops) throw new Error('no demo HR or OPS account');
    const run = randomBytes(3).toString('hex');
    const workers = await Promise.all(
      ['Undone', 'Bulk One', 'Bulk Raced', 'Bulk Three'].map((name) => signUpWorker(`${name} ${run}`)),
    );
    const [undone, first, raced, third] = workers as [Worker, Worker, Worker, Worker];
    const jobs = (await get('getAllJobs?limit=1', undone.token)) as { data: { ID: number; TITLE: string }[] };
    const job = jobs.data[0];
    if (!job) throw new Error('no open job in the seed');
    for (const worker of workers)
      expect((await post('applyJob', { id: job.ID }, worker.token)).status).toBe(200);

    const accessibility: string[] = [];
    const look = async (page: Page, name: string) => {
      await screenshot(page, `safe-moves-${name}`);
      for (const problem of await seriousAccessibilityProblems(page))
        accessibility.push(`${name}: ${problem}`);
      expect(await overflowsHorizontally(page), `${name}: sideways scroll`).toBe(false);
    };
    // While a move waits, the 6 s window runs in the page: an axe run on a busy machine can outlast it, and the
    // Undo below would then find the move already sent. The waiting page's axe check is the web test's
    // ("labels every move in words, and the page is accessible with a move waiting"); here its picture and width.
    const lookWhileWaiting = async (page: Page, name: string) => {
      await screenshot(page, `safe-moves-${name}`);
      expect(await overflowsHorizontally(page), `${name}: sideways scroll`).toBe(false);
    };

    // HR at 1280 px: the job's counts are on its dashboard card; New opens the tab.
    const page = await openPage(browser(), 'desktop');
    await logIn(page, hr);
    const card = page.getByRole('article').filter({ hasText: job.TITLE }).first();
    const newCount = card.getByRole('list', { name: 'Applications' }).getByRole('link', { name: /New$/ });
    await newCount.waitFor();
    await look(page, 'dashboard-desktop');
    await newCount.click();
    await page.waitForURL(/page=new/);

    // Shortlist, then Undo within the window: the row never left, and nothing was sent.
    const row = page.getByRole('row', { name: new RegExp(undone.name) });
    await row.waitFor();
    await requestsSettled(page);
    await look(page, 'applications-desktop');
    const reviews: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/review')) reviews.push(request.url());
    });
    await row.getByRole('button', { name: `Shortlist ${undone.name}` }).click();
    const undo = row.getByRole('button', { name: `Undo shortlisting ${undone.name}` });
    await undo.waitFor();
    expect(await undo.evaluate((element) => element === document.activeElement)).toBe(true);
    await lookWhileWaiting(page, 'waiting-desktop');
    await undo.click();
    const shortlist = row.getByRole('button', { name: `Shortlist ${undone.name}` });
    await shortlist.waitFor();
    // Well past the window: still there, still New, no request and no SMS.
    await page.waitForTimeout(7500);
    expect(await shortlist.isVisible()).toBe(true);
    expect(await shortlist.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(reviews).toEqual([]);
    expect(await statusOf(undone, job.ID)).toBe('APPLIED');
    expect(await statusSms(undone)).toEqual([]);

    // At 360 px (a card each): the same undo, with the thumb-wide buttons.
    await resize(page, 'narrowest');
    const undoneCard = page.getByRole('article', { name: undone.name });
    // Its place in the page (not the window: a click or a check scrolls its target into view).
    const placeOf = (name: string) =>
      page
        .getByRole('article', { name })
        .evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    const nextBefore = await placeOf(first.name);
    await undoneCard.getByRole('button', { name: `Shortlist ${undone.name}` }).click();
    const undoOnPhone = undoneCard.getByRole('button', { name: `Undo shortlisting ${undone.name}` });
    await undoOnPhone.waitFor();
    // The waiting card keeps its height: the next card stays under the thumb.
    expect(await placeOf(first.name)).toBe(nextBefore);
    await undoOnPhone.scrollIntoViewIfNeeded();
    await lookWhileWaiting(page, 'waiting-narrowest');
    await undoOnPhone.click();
    await undoneCard.getByRole('button', { name: `Shortlist ${undone.name}` }).waitFor();
    await page.waitForTimeout(6500);
    expect(reviews).toEqual([]);

    // Choose the three, ask to shortlist them.
    const before = await placeOf(first.name);
    for (const worker of [first, raced, third])
      await page.getByRole('checkbox', { name: `Choose ${worker.name}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk moves' });
    await bar.getByText('3 chosen').waitFor();
    // The bulk bar kept its height: the cards did not move under the thumb.
    expect(await placeOf(first.name)).toBe(before);
    await look(page, 'chosen-narrowest');
    await bar.getByRole('button', { name: 'Shortlist 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shortlist 3 applicants?' });
    await dialog.waitFor();
    await look(page, 'bulk-confirmation-narrowest');

    // Meanwhile another reviewer rejects one of them.
    const opsLogin = (await post('internallogin', { email: ops.email, password: ops.password })).body as {
      token: string;
    };
    const applications = (await get(
      `getInternalDataById?id=${job.ID}&page=new&limit=100`,
      opsLogin.token,
    )) as { data: { USER_ID: number; NAME: string }[] };
    const racedRow = applications.data.find((application) => application.NAME === raced.name);
    if (!racedRow) throw new Error('the raced application is not in New');
    const rejected = await post(
      'reviewApplication',
      { id: job.ID, userId: racedRow.USER_ID, status: 'APPLIED', decision: 'reject' },
      opsLogin.token,
    );
    expect(rejected.status).toBe(200);

    await dialog.getByRole('button', { name: 'Shortlist 3' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Shortlisted 2 of 3 applicants.' });
    await result.waitFor();
    expect(await result.innerText()).toContain(
      `${raced.name} was not moved: someone else had already moved the application to Rejected.`,
    );
    await requestsSettled(page);
    await look(page, 'bulk-result-narrowest');
    await resize(page, 'desktop');
    await look(page, 'bulk-result-desktop');

    // Not overwritten: the raced worker stays Rejected, told once (the rejection); the two others shortlisted.
    expect(await statusOf(raced, job.ID)).toBe('REJECTED');
    const racedSms = await statusSms(raced);
    expect(racedSms).toHaveLength(1);
    expect(racedSms[0]).toMatch(/not selected/);
    for (const worker of [first, third]) {
      expect(await statusOf(worker, job.ID)).toBe('SHORTLISTED');
      const sms = await statusSms(worker);
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatch(/is shortlisted/);
    }
    expect(await statusSms(undone)).toEqual([]);
    expect(await statusOf(undone, job.ID)).toBe('APPLIED');
    // The one request of all this: the bulk move.
    expect(reviews).toEqual([`${baseUrl}/api/reviewApplications`]);
    expect(pageProblems(page)).toEqual([]);
    expect(accessibility).toEqual([]);
    await page.context().close();
  });
});
