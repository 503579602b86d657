/**
 * Saved jobs and withdrawing an application (issue 24 items 1 and 2, "Tests and proof") in a real headless
 * Chromium against the local twin, with new workers signed up through the real API (dev sign-in, consent,
 * registration, a code from the SMS outbox):
 * - save and unsave: a Hindi-reading worker at 360 px saves a job from Explore Jobs and finds it under Saved
 *   (the tab in the URL); in English at 1280 px they unsave it there and on the job page save it again;
 * - withdraw: HR (hr@earnlearn.in, 1280 px) sees a worker's application under New; the worker, reading Telugu
 *   at 360 px, withdraws it after the confirmation and sees it Withdrawn; HR's New list no longer has it; in
 *   English at 1280 px the job page says the application cannot be made again, and the API refuses it.
 * Every worker screen is checked with axe-core and for sideways scroll, with screenshots
 * (test-results/screenshots/saved-withdraw-*.png).
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  animationsFinished,
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  screenshot,
  signInWithStorage,
  type viewports,
} from '#test/support/browser';
import { en, hi, te } from '#test/support/catalogues';
import { freshMobileNumber, latestCode } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const hr = demoStaff.find((account) => account.role === 'HR');

interface Worker {
  name: string;
  email: string;
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

async function get<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A new worker through the real sign-up: dev sign-in, consent, details, a verified mobile number. */
async function signUpWorker(name: string): Promise<Worker> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const { token } = (await post('loginOrRegister', { idToken })).body as { token: string };
  const dob = '2003-02-11';
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en', accept: true, smsUpdates: false };
  await expect(post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).resolves.toMatchObject({
    status: 200,
  });
  const details = {
    name,
    gender: 0,
    dob,
    languages: ['telugu'],
    cityName: 'visakhapatnam',
    education: 'graduate',
  };
  await expect(post('registerDetails', details, token)).resolves.toMatchObject({ status: 200 });
  const number = freshMobileNumber('7');
  await expect(post('registerMobileNumber', { number }, token)).resolves.toMatchObject({ status: 200 });
  await expect(post('validateOTP', { otp: await latestCode(number) }, token)).resolves.toMatchObject({
    status: 200,
    body: { success: true },
  });
  return { name, email, token };
}

/** A page for the worker at `viewport`, in `language`, signed in from its first load. */
async function workerPage(
  worker: Worker,
  viewport: keyof typeof viewports,
  language: 'en' | 'hi' | 'te',
): Promise<Page> {
  const page = await openPage(browser(), viewport);
  await signInWithStorage(page, worker.token, { name: worker.name, email: worker.email, photoUrl: '' });
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  return page;
}

/** The card of job `id` in the list on screen (its View Job link leads to the job). */
const cardOf = (page: Page, id: number): Locator =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/jobs/${id}"]`) });

/** Serious axe findings and sideways scroll of the screen as it is, with a screenshot. */
async function problemsOf(page: Page, step: string): Promise<string[]> {
  await requestsSettled(page);
  await animationsFinished(page);
  const problems = (await seriousAccessibilityProblems(page)).map((problem) => `${step}: ${problem}`);
  if (await overflowsHorizontally(page)) problems.push(`${step}: sideways scroll`);
  await screenshot(page, `saved-withdraw-${step}`);
  return problems;
}

/**
 * HR logs in at /internal/login (a fresh page) and opens the job's New Applications from the dashboard's See
 * Applications menu, as a person does: no address typed, so no navigation cuts off a request in flight.
 */
async function hrNewApplications(title: string): Promise<Page> {
  if (!hr) throw new Error('no demo HR account');
  const page = await openPage(browser(), 'desktop');
  await page.goto(`${baseUrl}/internal/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(hr.email);
  await page.getByLabel('Password').fill(hr.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(`${baseUrl}/internal/dashboard`);
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await card.getByRole('button', { name: /See Applications/ }).click();
  await page.getByRole('menuitem', { name: /^New/ }).click();
  await page.waitForURL(/\/internal\/applications\/\d+\?page=new/);
  await page.getByRole('tab', { name: /New Applications/, selected: true }).waitFor();
  await requestsSettled(page);
  return page;
}

describe('saved jobs', () => {
  it('saves a job from Explore Jobs (Hindi, 360 px), finds it under Saved, unsaves it and saves it on the job page (English, 1280 px)', async () => {
    const worker = await signUpWorker(`Meena Saver ${randomBytes(3).toString('hex')}`);
    const problems: string[] = [];

    // Hindi, on the narrowest phone: Save on the first card of Explore Jobs.
    const phone = await workerPage(worker, 'narrowest', 'hi');
    await phone.goto(`${baseUrl}/dashboard?tab=explore`);
    const first = phone.getByRole('article').first();
    await first.waitFor();
    const save = first.getByRole('button', { name: hi['saved.save'], exact: true });
    await expect(save.getAttribute('aria-pressed')).resolves.toBe('false');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    problems.push(...(await problemsOf(phone, 'explore-hi-narrowest')));
    const [job] = (
      await get<{ data: { ID: number; TITLE: string; STATUS: string }[] }>('getSavedJobs', worker.token)
    ).data;
    if (!job) throw new Error('the job was not saved');
    expect(job.STATUS).toBe('OPEN');

    // The Saved tab, in the URL.
    await phone.getByRole('tab', { name: hi['dashboard.saved'] }).click();
    await phone.waitForURL(/[?&]tab=saved/);
    const savedCard = cardOf(phone, job.ID);
    await savedCard.waitFor();
    await expect(
      savedCard.getByRole('button', { name: hi['saved.save'], exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    problems.push(...(await problemsOf(phone, 'saved-hi-narrowest')));
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();

    // English, at desktop width: the Saved tab from a link; unsave.
    const desktop = await workerPage(worker, 'desktop', 'en');
    await desktop.goto(`${baseUrl}/dashboard?tab=saved`);
    await desktop.getByRole('tab', { name: en['dashboard.saved'], selected: true }).waitFor();
    const card = desktop.getByRole('article', { name: job.TITLE });
    const toggle = card.getByRole('button', { name: en['saved.save'], exact: true });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    problems.push(...(await problemsOf(desktop, 'saved-en-desktop')));
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await expect(get<{ data: unknown[] }>('getSavedJobs', worker.token)).resolves.toMatchObject({ data: [] });
    // Nothing in flight is cut off by the reload (the page would report it as a failed request).
    await requestsSettled(desktop);
    await desktop.reload();
    await desktop.getByText(en['saved.none']).waitFor();
    problems.push(...(await problemsOf(desktop, 'saved-empty-en-desktop')));

    // The job page: Save beside Apply.
    await requestsSettled(desktop);
    await desktop.goto(`${baseUrl}/jobs/${job.ID}`);
    await desktop.getByRole('heading', { level: 1, name: job.TITLE }).waitFor();
    const pageToggle = desktop.getByRole('button', { name: en['saved.save'], exact: true });
    await pageToggle.click();
    await expect.poll(() => pageToggle.getAttribute('aria-pressed')).toBe('true');
    problems.push(...(await problemsOf(desktop, 'job-page-en-desktop')));
    await expect(
      get<{ data: { ID: number }[] }>('getSavedJobs', worker.token).then((answer) =>
        answer.data.map((s) => s.ID),
      ),
    ).resolves.toEqual([job.ID]);
    expect(pageProblems(desktop)).toEqual([]);
    await desktop.context().close();

    expect(problems).toEqual([]);
  });
});

describe('withdrawing an application', () => {
  it("withdraws a New application (Telugu, 360 px) and it leaves HR's New list; applying again is refused (English, 1280 px)", async () => {
    const worker = await signUpWorker(`Lakshmi Withdraw ${randomBytes(3).toString('hex')}`);
    const { data } = await get<{ data: { ID: number; TITLE: string }[] }>('getAllJobs?limit=1', worker.token);
    const job = data[0];
    if (!job) throw new Error('no open job in the seed');
    await expect(post('applyJob', { id: job.ID }, worker.token)).resolves.toMatchObject({ status: 200 });
    const problems: string[] = [];

    // HR sees the application under New.
    const before = await hrNewApplications(job.TITLE);
    await before.getByText(worker.name).first().waitFor();
    await screenshot(before, 'saved-withdraw-hr-new-before');
    expect(pageProblems(before)).toEqual([]);
    await before.context().close();

    // The worker, in Telugu on the narrowest phone: Withdraw, the confirmation, Withdrawn.
    const phone = await workerPage(worker, 'narrowest', 'te');
    await phone.goto(`${baseUrl}/dashboard?tab=applied`);
    const card = cardOf(phone, job.ID);
    await card.waitFor();
    problems.push(...(await problemsOf(phone, 'applied-te-narrowest')));
    await card.getByRole('button', { name: te['withdraw.button'] }).click();
    const dialog = phone.getByRole('alertdialog');
    await dialog.getByText(te['withdraw.title']).waitFor();
    problems.push(...(await problemsOf(phone, 'confirm-te-narrowest')));
    await dialog.getByRole('button', { name: te['withdraw.confirm'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(te['status.WITHDRAWN'], { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: te['withdraw.button'] }).count()).resolves.toBe(0);
    problems.push(...(await problemsOf(phone, 'withdrawn-te-narrowest')));
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();

    // HR's New list no longer has it.
    const after = await hrNewApplications(job.TITLE);
    await expect(after.getByText(worker.name).count()).resolves.toBe(0);
    await screenshot(after, 'saved-withdraw-hr-new-after');
    expect(pageProblems(after)).toEqual([]);
    await after.context().close();

    // In English at desktop width, the job page says it cannot be made again; the API refuses it too.
    const desktop = await workerPage(worker, 'desktop', 'en');
    await desktop.goto(`${baseUrl}/jobs/${job.ID}`);
    await desktop.getByText(en['job.withdrawnNotice']).waitFor();
    await expect(desktop.getByRole('button', { name: en['job.apply'], exact: true }).count()).resolves.toBe(
      0,
    );
    problems.push(...(await problemsOf(desktop, 'job-page-withdrawn-en-desktop')));
    expect(pageProblems(desktop)).toEqual([]);
    await desktop.context().close();
    await expect(post('applyJob', { id: job.ID }, worker.token)).resolves.toMatchObject({
      status: 409,
      body: { code: 'applicationWithdrawnBefore' },
    });

    expect(problems).toEqual([]);
  });
});
