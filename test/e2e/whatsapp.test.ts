/**
 * WhatsApp (issue 24 item 4, "Tests and proof") in a real headless Chromium against the local twin, whose
 * WhatsApp outbox stands in for AWS End User Messaging Social with a demo number (so WhatsApp is offered):
 * - a new worker (real sign-up, SMS updates on) opts in to WhatsApp in the Privacy section of /profile, in Hindi
 *   at 360 px; HR (hr@earnlearn.in, 1280 px) shortlists their application; the news is in the local WhatsApp
 *   outbox (the application_status template) and no SMS was sent for it;
 * - the worker withdraws the opt-in in English at 1280 px; HR selects them; that news goes by SMS, and no
 *   second WhatsApp message.
 * Every worker screen is checked with axe-core and for sideways scroll, with screenshots
 * (test-results/screenshots/whatsapp-*.png).
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
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';
import { whatsAppTo } from '#test/support/twin-whatsapp';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const hr = demoStaff.find((account) => account.role === 'HR');

interface Worker {
  name: string;
  email: string;
  token: string;
  number: string;
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

/** A new worker through the real sign-up (SMS updates on): dev sign-in, consent, details, a verified number. */
async function signUpWorker(name: string): Promise<Worker> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const { token } = (await post('loginOrRegister', { idToken })).body as { token: string };
  const dob = '2002-08-19';
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi', accept: true, smsUpdates: true };
  await expect(post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).resolves.toMatchObject({
    status: 200,
  });
  const details = {
    name,
    gender: 1,
    dob,
    languages: ['telugu'],
    cityName: 'visakhapatnam',
    education: 'graduate',
  };
  await expect(post('registerDetails', details, token)).resolves.toMatchObject({ status: 200 });
  const number = freshMobileNumber('8');
  await expect(post('registerMobileNumber', { number }, token)).resolves.toMatchObject({ status: 200 });
  await expect(post('validateOTP', { otp: await latestCode(number) }, token)).resolves.toMatchObject({
    status: 200,
    body: { success: true },
  });
  return { name, email, token, number };
}

/** A page for the worker at `viewport`, in `language`, signed in from its first load. */
async function workerPage(
  worker: Worker,
  viewport: keyof typeof viewports,
  language: 'en' | 'hi',
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
  await screenshot(page, `whatsapp-${step}`);
  return problems;
}

/** The worker's WhatsApp switch in the Privacy section of /profile, once the consent is on screen. */
async function whatsAppSwitch(page: Page, texts: typeof en) {
  await page.goto(`${baseUrl}/profile`);
  const section = page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: texts['profilePrivacy.title'] }),
  });
  await section.getByRole('heading', { level: 3, name: texts['profilePrivacy.purposes'] }).waitFor();
  const whatsapp = section.getByRole('switch', {
    name: `${texts['profilePrivacy.purpose.whatsapp']} (${texts['profilePrivacy.optional']})`,
  });
  await whatsapp.waitFor();
  return { section, whatsapp };
}

/** HR logs in at /internal/login and opens the job's applications under `entry` (New, Shortlisted). */
async function hrApplications(title: string, entry: 'New' | 'Shortlisted'): Promise<Page> {
  if (!hr) throw new Error('no demo HR account');
  const page = await openPage(browser(), 'desktop');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${baseUrl}/internal/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(hr.email);
  await page.getByLabel('Password').fill(hr.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(`${baseUrl}/internal/dashboard`);
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await card.getByRole('button', { name: /See Applications/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${entry}`) }).click();
  await page.waitForURL(/\/internal\/applications\/\d+\?page=/);
  await page.getByRole('tab', { name: new RegExp(`${entry} Applications`), selected: true }).waitFor();
  await requestsSettled(page);
  return page;
}

describe('WhatsApp instead of SMS', () => {
  it('a worker who opts in (Hindi, 360 px) hears of being shortlisted on WhatsApp, not SMS; withdrawn (English, 1280 px), the next news goes by SMS', async () => {
    const worker = await signUpWorker(`Sunita WhatsApp ${randomBytes(3).toString('hex')}`);
    const { data } = await get<{ data: { ID: number; TITLE: string }[] }>('getAllJobs?limit=1', worker.token);
    const job = data[0];
    if (!job) throw new Error('no open job in the seed');
    await expect(post('applyJob', { id: job.ID }, worker.token)).resolves.toMatchObject({ status: 200 });
    const problems: string[] = [];

    // Hindi, on the narrowest phone: the Privacy section offers WhatsApp; one tap opts in.
    const phone = await workerPage(worker, 'narrowest', 'hi');
    const { section, whatsapp } = await whatsAppSwitch(phone, hi);
    await expect(whatsapp.isChecked()).resolves.toBe(false);
    problems.push(...(await problemsOf(phone, 'privacy-hi-narrowest')));
    await whatsapp.click();
    await section.getByText(hi['profilePrivacy.whatsappOn']).waitFor();
    await expect(whatsapp.isChecked()).resolves.toBe(true);
    problems.push(...(await problemsOf(phone, 'opted-in-hi-narrowest')));
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();
    await expect(
      get<{ data: { purposes: { whatsapp?: boolean }; whatsappOffered?: boolean } }>(
        'getPrivacy',
        worker.token,
      ),
    ).resolves.toMatchObject({ data: { purposes: { whatsapp: true }, whatsappOffered: true } });

    // HR shortlists them.
    const smsBefore = (await smsTo(worker.number)).length;
    const hrNew = await hrApplications(job.TITLE, 'New');
    const row = hrNew.getByRole('row', { name: new RegExp(worker.name) });
    await row.getByRole('button', { name: `Shortlist ${worker.name}` }).click();
    await row.waitFor({ state: 'detached' });
    expect(pageProblems(hrNew)).toEqual([]);
    await hrNew.context().close();

    // The news is in the WhatsApp outbox, and no SMS went for it.
    await expect.poll(async () => (await whatsAppTo(worker.number)).length, { timeout: 10_000 }).toBe(1);
    const [message] = await whatsAppTo(worker.number);
    expect(message).toMatchObject({ to: `+91${worker.number}`, template: 'application_status' });
    expect(message?.parameters[0]).toBeTruthy();
    expect(message?.text).toMatch(/^Earnlearn: /);
    expect(await smsTo(worker.number)).toHaveLength(smsBefore);

    // English, at desktop width: one tap withdraws the opt-in.
    const desktop = await workerPage(worker, 'desktop', 'en');
    const again = await whatsAppSwitch(desktop, en);
    await expect(again.whatsapp.isChecked()).resolves.toBe(true);
    await again.whatsapp.click();
    await again.section.getByText(en['profilePrivacy.whatsappOff']).waitFor();
    await expect(again.whatsapp.isChecked()).resolves.toBe(false);
    await again.section.getByText(/Updates on WhatsApp instead of SMS: withdrawn by you/).waitFor();
    problems.push(...(await problemsOf(desktop, 'withdrawn-en-desktop')));
    expect(pageProblems(desktop)).toEqual([]);
    await desktop.context().close();

    // HR selects them: that news goes by SMS, and no second WhatsApp message.
    const hrShortlisted = await hrApplications(job.TITLE, 'Shortlisted');
    const shortlisted = hrShortlisted.getByRole('row', { name: new RegExp(worker.name) });
    await shortlisted.getByRole('button', { name: `Select ${worker.name}` }).click();
    await shortlisted.waitFor({ state: 'detached' });
    expect(pageProblems(hrShortlisted)).toEqual([]);
    await hrShortlisted.context().close();
    await expect
      .poll(async () => (await smsTo(worker.number)).length, { timeout: 10_000 })
      .toBe(smsBefore + 1);
    const [sms] = await smsTo(worker.number);
    expect(sms).toMatch(/^Earnlearn: /);
    expect(await whatsAppTo(worker.number)).toHaveLength(1);

    expect(problems).toEqual([]);
  });
});
