/**
 * The bell (issue 24 item 5, "Tests and proof": the bell counts and clears) in a real headless Chromium against
 * the local twin: a new worker (signed up through the real API) applies; HR (hr@earnlearn.in, 1280 px)
 * shortlists them from New Applications; the worker's bell then names one unread notification in Hindi at
 * 360 px and in English at 1280 px; opening it in English lists the shortlist, clears the count (on the server
 * too), and the entry leads to the job's page; the list opened again in Hindi at 360 px fits without sideways
 * scroll. Every screen is checked with axe-core, with screenshots (test-results/screenshots/notifications-*.png).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
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
import { en, hi } from '#test/support/catalogues';
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

/** Serious axe findings and sideways scroll of the screen as it is, with a screenshot. */
async function problemsOf(page: Page, step: string): Promise<string[]> {
  await requestsSettled(page);
  await animationsFinished(page);
  const problems = (await seriousAccessibilityProblems(page)).map((problem) => `${step}: ${problem}`);
  if (await overflowsHorizontally(page)) problems.push(`${step}: sideways scroll`);
  await screenshot(page, `notifications-${step}`);
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

describe('the bell', () => {
  it('counts a shortlist (Hindi 360 px, English 1280 px), clears when opened, and leads to the job', async () => {
    const worker = await signUpWorker(`Ravi Bell ${randomBytes(3).toString('hex')}`);
    const { data } = await get<{ data: { ID: number; TITLE: string; COMPANY_NAME: string }[] }>(
      'getAllJobs?limit=1',
      worker.token,
    );
    const job = data[0];
    if (!job) throw new Error('no open job in the seed');
    await expect(post('applyJob', { id: job.ID }, worker.token)).resolves.toMatchObject({ status: 200 });
    await expect(get('getUnreadNotifications', worker.token)).resolves.toEqual({ unread: 0 });
    const problems: string[] = [];

    // HR shortlists the worker from New Applications (the move is sent once its undo window is over).
    const hrPage = await hrNewApplications(job.TITLE);
    const row = hrPage.getByRole('row', { name: new RegExp(worker.name) });
    await row.getByRole('button', { name: `Shortlist ${worker.name}` }).click();
    await row.waitFor({ state: 'detached' });
    await requestsSettled(hrPage);
    expect(pageProblems(hrPage)).toEqual([]);
    await hrPage.context().close();
    await expect.poll(() => get('getUnreadNotifications', worker.token)).toEqual({ unread: 1 });

    // Hindi, on the narrowest phone: the bell names one unread notification (not opened here).
    const phone = await workerPage(worker, 'narrowest', 'hi');
    await phone.goto(`${baseUrl}/dashboard?tab=applied`);
    const hindiBell = phone.getByRole('button', { name: 'सूचनाएँ, 1 अपठित' });
    await hindiBell.waitFor();
    await expect(hindiBell.innerText()).resolves.toBe('1');
    problems.push(...(await problemsOf(phone, 'bell-hi-narrowest')));
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();

    // English at desktop width: one unread; opening the list shows the shortlist and clears the count.
    const desktop = await workerPage(worker, 'desktop', 'en');
    const chunks: string[] = [];
    desktop.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await desktop.goto(`${baseUrl}/dashboard`);
    const bell = desktop.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    // The bell came as a chunk of its own (a visitor never loads it: below).
    expect(chunks.filter((path) => /^\/assets\/NotificationBell-.*\.js$/.test(path))).toHaveLength(1);
    const list = desktop.getByRole('dialog', { name: en['bell.title'] });
    const entry = list.getByRole('link', {
      name: new RegExp(`Your application for ${job.TITLE} at ${job.COMPANY_NAME} is shortlisted\\.`),
    });
    await entry.waitFor();
    await expect(entry.getAttribute('href')).resolves.toBe(`/jobs/${job.ID}`);
    await expect.poll(() => get('getUnreadNotifications', worker.token)).toEqual({ unread: 0 });
    problems.push(...(await problemsOf(desktop, 'list-en-desktop')));
    await desktop.keyboard.press('Escape');
    await desktop.getByRole('button', { name: 'Notifications, none unread' }).waitFor();
    problems.push(...(await problemsOf(desktop, 'cleared-en-desktop')));

    // The entry leads to the job's page.
    await desktop.getByRole('button', { name: 'Notifications, none unread' }).click();
    await entry.click();
    await desktop.waitForURL(`${baseUrl}/jobs/${job.ID}`);
    await desktop.getByRole('heading', { level: 1, name: job.TITLE }).waitFor();
    expect(pageProblems(desktop)).toEqual([]);
    await desktop.context().close();

    // The list again, in Hindi at 360 px: read now, and it fits the phone.
    const again = await workerPage(worker, 'narrowest', 'hi');
    await again.goto(`${baseUrl}/dashboard`);
    await again.getByRole('button', { name: 'सूचनाएँ, कोई अपठित नहीं' }).click();
    const hindiList = again.getByRole('dialog', { name: hi['bell.title'] });
    await hindiList.getByRole('link', { name: /शॉर्टलिस्ट हो गया है/ }).waitFor();
    problems.push(...(await problemsOf(again, 'list-hi-narrowest')));
    const surface = await hindiList.boundingBox();
    expect(surface && surface.x >= 0 && surface.x + surface.width <= 360).toBe(true);
    expect(pageProblems(again)).toEqual([]);
    await again.context().close();

    expect(problems).toEqual([]);
  });
});

describe('a visitor', () => {
  it("downloads none of the bell's code and asks no count", async () => {
    const page = await openPage(browser(), 'narrowest');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: en['header.login'] }).waitFor();
    await requestsSettled(page);
    expect(requested.filter((path) => /NotificationBell|Notifications/.test(path))).toEqual([]);
    await expect(page.getByRole('button', { name: /^Notifications/ }).count()).resolves.toBe(0);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
