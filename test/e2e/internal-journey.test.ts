/**
 * The hiring pipeline in a real headless Chromium against the local twin: two new workers (signed up through
 * the real API: dev sign-in, registration, a code from the SMS outbox) apply for the same job; HR logs in at
 * /internal/login, opens the job's New Applications from the dashboard's See Applications menu, shortlists
 * the first worker and then selects them (each move sent once its undo window has passed); OPS, on a phone,
 * rejects the second after confirming. Each worker
 * then finds the new status under Applied Jobs and the SMS in the outbox. Every internal screen is checked with
 * axe-core at 1280 px and 390 px (the dashboard and the applications also at 360 px, the narrowest phone), with
 * screenshots (test-results/screenshots/internal-*.png); on a phone the applications are cards, not table rows.
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
  signInWithStorage,
} from '#test/support/browser';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const hr = demoStaff.find((account) => account.role === 'HR');
const ops = demoStaff.find((account) => account.role === 'OPS');

interface Worker {
  name: string;
  email: string;
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

/**
 * A new worker through the real sign-up: dev sign-in, consent, registration details, and a verified mobile
 * number.
 */
async function signUpWorker(name: string): Promise<Worker> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const login = await post('loginOrRegister', { idToken });
  const { token } = login.body as { token: string };
  const dob = '2002-06-15';
  // The consent step (issue 18): an adult agrees to the notice, and to SMS updates, which the review moves send.
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en', accept: true, smsUpdates: true };
  await expect(post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).resolves.toMatchObject({
    status: 200,
  });
  const details = {
    name,
    gender: 1,
    dob,
    languages: ['english', 'telugu'],
    cityName: 'visakhapatnam',
    education: 'graduate',
  };
  await expect(post('registerDetails', details, token)).resolves.toMatchObject({ status: 200 });
  const number = freshMobileNumber('8');
  await expect(post('registerMobileNumber', { number }, token)).resolves.toMatchObject({ status: 200 });
  const code = await latestCode(number);
  await expect(post('validateOTP', { otp: code }, token)).resolves.toMatchObject({
    status: 200,
    body: { success: true },
  });
  return { name, email, number, token };
}

/** The worker's dashboard (Applied Jobs) in a browser: the application to `title` shows `status`. */
async function expectStatusUnderAppliedJobs(worker: Worker, title: string, status: string) {
  const page = await openPage(browser(), 'mobile');
  await signInWithStorage(page, worker.token, { name: worker.name, email: worker.email, photoUrl: '' });
  await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Applied Jobs' }).click();
  const application = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await application.waitFor();
  expect(await application.innerText()).toContain(status);
  await screenshot(page, `internal-worker-sees-${status.toLowerCase()}-mobile`);
  expect(pageProblems(page)).toEqual([]);
  await page.context().close();
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/internal/login`, { waitUntil: 'networkidle' });
  await page.getByText('Internal Login').first().waitFor();
  const login = page.getByRole('button', { name: 'LOGIN' });
  await expect(login.isDisabled()).resolves.toBe(true);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await login.click();
  await page.waitForURL(`${baseUrl}/internal/dashboard`);
}

/** From the dashboard's card of `title`, the See Applications menu's entry `entry` (New, Shortlisted, ...). */
async function openApplications(page: Page, title: string, entry: string) {
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await card.getByRole('button', { name: /See Applications/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${entry}`) }).click();
  await page.waitForURL(/\/internal\/applications\/\d+\?page=/);
}

describe('the HR/OPS area', () => {
  it('moves applicants through the pipeline; the workers see the result and get an SMS', async () => {
    if (!hr || !ops) throw new Error('no demo HR or OPS account');
    const run = randomBytes(3).toString('hex');
    const [chosen, other] = await Promise.all([
      signUpWorker(`Asha Pipeline ${run}`),
      signUpWorker(`Ravi Pipeline ${run}`),
    ]);
    // Both apply for the newest open job.
    const jobs = (await get('getAllJobs?limit=1', chosen.token)) as { data: { ID: number; TITLE: string }[] };
    const job = jobs.data[0];
    if (!job) throw new Error('no open job in the seed');
    for (const worker of [chosen, other]) {
      await expect(post('applyJob', { id: job.ID }, worker.token)).resolves.toMatchObject({ status: 200 });
    }

    const accessibility: string[] = [];
    const look = async (page: Page, name: string) => {
      await requestsSettled(page);
      await screenshot(page, `internal-${name}`);
      for (const problem of await seriousAccessibilityProblems(page))
        accessibility.push(`${name}: ${problem}`);
      expect(await overflowsHorizontally(page), `${name}: sideways scroll`).toBe(false);
    };

    // HR, at desktop width: shortlist, then select.
    const desktop = await openPage(browser(), 'desktop');
    await desktop.emulateMedia({ reducedMotion: 'reduce' });
    await logIn(desktop, hr);
    await desktop.getByRole('heading', { name: /^All Internships \(\d+\)$/ }).waitFor();
    await look(desktop, 'dashboard-desktop');
    await openApplications(desktop, job.TITLE, 'New');
    await desktop.getByRole('tab', { name: /New Applications/, selected: true }).waitFor();
    const chosenRow = desktop.getByRole('row', { name: new RegExp(chosen.name) });
    await chosenRow.waitFor();
    expect(await chosenRow.innerText()).toContain(chosen.number);
    await look(desktop, 'applications-desktop');
    await chosenRow.getByRole('button', { name: `Shortlist ${chosen.name}` }).click();
    // The move waits its undo window (a few seconds), then is sent and the row leaves.
    await chosenRow.getByRole('button', { name: `Undo shortlisting ${chosen.name}` }).waitFor();
    await chosenRow.waitFor({ state: 'detached' });

    await desktop.getByRole('tab', { name: /Shortlisted Applications/ }).click();
    await desktop.waitForURL(/page=shortlisted/);
    const shortlisted = desktop.getByRole('row', { name: new RegExp(chosen.name) });
    await shortlisted.getByRole('button', { name: `Select ${chosen.name}` }).click();
    await shortlisted.waitFor({ state: 'detached' });
    await desktop.getByRole('tab', { name: /Selected Applications/ }).click();
    await desktop.getByRole('row', { name: new RegExp(chosen.name) }).waitFor();
    await look(desktop, 'selected-desktop');

    // Logout clears the session and goes back to the log-in; the area is then shut.
    // Logout ends the session on the server too (sent with keepalive, not waited for by the page).
    const signedOut = desktop.waitForResponse((response) => response.url().endsWith('/api/staffSignOut'));
    await desktop.getByRole('button', { name: 'Logout' }).first().click();
    expect((await signedOut).status()).toBe(200);
    await desktop.waitForURL(`${baseUrl}/internal/login`);
    await expect(desktop.evaluate(() => sessionStorage.length)).resolves.toBe(0);
    await desktop.goto(`${baseUrl}/internal/dashboard`);
    // The log-in keeps where the visitor was going (issue 23), to go there after it.
    await desktop.waitForURL(`${baseUrl}/internal/login?next=%2Finternal%2Fdashboard`);
    expect(pageProblems(desktop)).toEqual([]);
    await desktop.context().close();

    // OPS, on a phone: reject the other applicant, after confirming.
    const phone = await openPage(browser(), 'mobile');
    await phone.emulateMedia({ reducedMotion: 'reduce' });
    await logIn(phone, ops);
    await look(phone, 'dashboard-mobile');
    await resize(phone, 'narrowest');
    await look(phone, 'dashboard-narrowest');
    await resize(phone, 'mobile');
    await openApplications(phone, job.TITLE, 'New');
    const otherCard = phone.getByRole('article', { name: other.name });
    await otherCard.waitFor();
    expect(await otherCard.getByRole('link', { name: other.number }).getAttribute('href')).toBe(
      `tel:+91${other.number}`,
    );
    await look(phone, 'applications-mobile');
    await resize(phone, 'narrowest');
    await look(phone, 'applications-narrowest');
    // At 360 px the buttons are on screen, not beyond a sideways scroll.
    const reject = otherCard.getByRole('button', { name: `Reject ${other.name}` });
    const box = await reject.boundingBox();
    expect(box && box.x + box.width <= 360, 'the reject button is within the 360 px window').toBe(true);
    await resize(phone, 'mobile');
    await reject.click();
    const confirm = phone.getByRole('dialog');
    await confirm.waitFor();
    await look(phone, 'reject-confirmation-mobile');
    await confirm.getByRole('button', { name: /^Reject/ }).click();
    await otherCard.waitFor({ state: 'detached' });
    await phone.getByRole('tab', { name: /Rejected Applications/ }).click();
    await phone.getByRole('article', { name: other.name }).waitFor();
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();

    // The workers see the outcome, and were told by SMS.
    await expectStatusUnderAppliedJobs(chosen, job.TITLE, 'Selected');
    await expectStatusUnderAppliedJobs(other, job.TITLE, 'Rejected');
    const chosenSms = await smsTo(chosen.number);
    expect(chosenSms.some((text) => / is selected, congratulations\. /.test(text))).toBe(true);
    expect(chosenSms.some((text) => /shortlisted/i.test(text))).toBe(true);
    expect(
      (await smsTo(other.number)).some((text) => /not (been )?selected|rejected|not moving/i.test(text)),
    ).toBe(true);

    expect(accessibility).toEqual([]);
  });
});
