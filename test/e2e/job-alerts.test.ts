/**
 * Job alerts (issue 24 item 3, "Tests and proof") in a real headless Chromium against the local twin, with new
 * workers signed up through the real API (dev sign-in, consent, registration, a code from the SMS outbox):
 * - a Hindi-reading worker at 360 px searches Explore Jobs and taps Alert me: the dialog asks for the consent to
 *   job alerts, which they tick, and keeps the search with SMS; an English-reading worker at 1280 px does the
 *   same with e-mail;
 * - the admin posts a matching job through the post-job form (1280 px, password and authenticator code);
 * - the digest runs (the twin's `POST /dev/jobs/alert-digest`, as the morning rule runs it on AWS): the SMS
 *   outbox holds the Hindi digest, the e-mail inbox the English one, each with one link to the job;
 * - each worker follows their message's link to the job page, then its one-tap link to /unsubscribe, which
 *   says it is done in their language; their alert is gone, and a second digest run sends nothing.
 * Every worker screen is checked with axe-core and for sideways scroll, with screenshots
 * (test-results/screenshots/job-alerts-*.png).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
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
import { adminSession, codeAfter } from '#test/support/e2e-admin-session';
import { emailsTo } from '#test/support/email';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const emailInbox = inject('emailInbox');
const browser = browserForThisFile();
const logoPng = join(import.meta.dirname, 'fixtures/pan-card.png');
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS * 3 });

const admin = demoStaff.find((account) => account.role === 'admin');

interface Worker {
  name: string;
  email: string;
  token: string;
  number: string;
}

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A new worker through the real sign-up, who chose `language` for the site (their messages' language too). */
async function signUpWorker(name: string, language: 'en' | 'hi'): Promise<Worker> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const token = (await post('loginOrRegister', { idToken })).body.token as string;
  const dob = '2002-07-19';
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language, accept: true, smsUpdates: false };
  expect((await post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).status).toBe(200);
  const details = {
    name,
    gender: 1,
    dob,
    languages: ['hindi'],
    cityName: 'visakhapatnam',
    education: 'graduate',
  };
  expect((await post('registerDetails', details, token)).status).toBe(200);
  const number = freshMobileNumber('8');
  expect((await post('registerMobileNumber', { number }, token)).status).toBe(200);
  expect((await post('validateOTP', { otp: await latestCode(number) }, token)).status).toBe(200);
  expect((await post('setLanguage', { language }, token)).status).toBe(200);
  return { name, email, token, number };
}

async function workerPage(worker: Worker, viewport: keyof typeof viewports, language: 'en' | 'hi') {
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
  await screenshot(page, `job-alerts-${step}`);
  return problems;
}

/** Alert me on Explore Jobs at `path`: the consent ticked, `channel` chosen, saved. */
async function createAlert(
  page: Page,
  path: string,
  texts: typeof en,
  channel: 'sms' | 'email',
  step: string,
): Promise<string[]> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('button', { name: texts['alerts.button'] }).click();
  const dialog = page.getByRole('dialog', { name: texts['alerts.title'] });
  await dialog.getByText(texts['alerts.explain']).waitFor();
  await dialog.getByRole('radio', { name: texts[`alerts.channel.${channel}`] }).check();
  await dialog.getByRole('checkbox').check();
  const problems = await problemsOf(page, `${step}-dialog`);
  await dialog.getByRole('button', { name: texts['alerts.save'] }).click();
  await page.getByText(texts['alerts.saved']).waitFor();
  problems.push(...(await problemsOf(page, `${step}-saved`)));
  return problems;
}

/** The admin logs in (password, then the authenticator) and posts a job through the form. */
async function adminPostsJob(title: string): Promise<void> {
  if (!admin) throw new Error('no demo admin');
  const session = await adminSession(post, admin);
  const page = await openPage(browser(), 'desktop');
  await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(`${baseUrl}/admin/second-factor`);
  await page.getByLabel('Authenticator code').fill(codeAfter(session));
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await page.waitForURL(`${baseUrl}/admin/dashboard`);
  await requestsSettled(page);
  await page.goto(`${baseUrl}/admin/post-new-job`);
  const form = page.getByRole('form', { name: 'New job' });
  await form.getByLabel('Job title').fill(title);
  await form.getByLabel('Company name').fill('Namma Deliveries');
  await form.getByLabel('Company logo png file').setInputFiles(logoPng);
  await form.getByRole('button', { name: 'Replace' }).waitFor();
  await form.getByRole('combobox', { name: 'Location' }).pressSequentially('Hyderabad');
  await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
  await form.getByRole('radio', { name: 'Not Available', exact: true }).check();
  await form.getByRole('radio', { name: 'Gig', exact: true }).check();
  await form.getByRole('radio', { name: 'Part-time', exact: true }).check();
  await form.getByLabel(/^Hours in detail/).fill('4 hours a day, weekends');
  await form.getByLabel(/^Earnings in rupees/).fill('12,000');
  await form.getByRole('radio', { name: 'a month', exact: true }).check();
  await form.getByLabel(/^Position/).fill('Delivery partner');
  await form.getByLabel('Description').fill('Deliver parcels in the city. Flexible hours.');
  await form.getByLabel('Roles & Responsibilities').fill('Pick up parcels. Deliver on time.');
  await form.getByLabel('What you get').fill('Weekly pay. Fuel allowance.');
  await form.getByLabel('Who can Apply').fill('Anyone with a two-wheeler licence.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`${baseUrl}/admin/posted-jobs`);
  await page.getByText(title).first().waitFor();
  await requestsSettled(page);
  await page.context().close();
}

const runDigest = async () => {
  const response = await fetch(`${baseUrl}/dev/jobs/alert-digest`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { outcomes: Record<string, number>; newJobs: number };
};

/** The site links in a message: the job's (or Explore's) and the one-tap unsubscribe link. */
function linksIn(text: string): { jobs: string; unsubscribe: string } {
  const unsubscribe = new RegExp(`${baseUrl}/unsubscribe#[A-Za-z0-9._-]+`).exec(text)?.[0];
  const jobs = new RegExp(`${baseUrl}/(?:jobs/\\d+|dashboard\\?\\S+)`).exec(text)?.[0];
  if (!unsubscribe || !jobs) throw new Error(`No links in: ${text}`);
  return { jobs, unsubscribe };
}

describe('job alerts', () => {
  it('an alert made on Explore (Hindi 360 px, SMS; English 1280 px, e-mail) brings the admin’s new job the next digest, and its link stops it', async () => {
    const word = `rider${randomBytes(3).toString('hex')}`;
    const tag = randomBytes(3).toString('hex');
    const hindi = await signUpWorker(`Kavya Alert ${tag}`, 'hi');
    const english = await signUpWorker(`Arjun Alert ${tag}`, 'en');
    const problems: string[] = [];

    // 1. The alerts, made on Explore Jobs with the consent asked in the dialog.
    const phone = await workerPage(hindi, 'narrowest', 'hi');
    problems.push(
      ...(await createAlert(
        phone,
        `/dashboard?tab=explore&q=${word}&city=hyderabad-telangana`,
        hi,
        'sms',
        'hi-narrowest',
      )),
    );
    const desktop = await workerPage(english, 'desktop', 'en');
    problems.push(
      ...(await createAlert(desktop, `/dashboard?tab=explore&q=${word}`, en, 'email', 'en-desktop')),
    );
    for (const worker of [hindi, english]) {
      const list = await get<{ data: { filters: Record<string, string> }[]; consent: boolean }>(
        'getJobAlerts',
        worker.token,
      );
      expect(list.consent).toBe(true);
      expect(list.data).toHaveLength(1);
    }
    // A digest now has nothing new for them.
    await runDigest();
    expect((await smsTo(hindi.number)).filter((text) => text.includes('/unsubscribe#'))).toEqual([]);

    // 2. The admin posts a matching job.
    const title = `E2E ${word} delivery partner`;
    await adminPostsJob(title);

    // 3. The digest: the Hindi SMS and the English e-mail, each linking to the job.
    const run = await runDigest();
    expect(run.outcomes.sent).toBeGreaterThanOrEqual(2);
    const sms = (await smsTo(hindi.number)).find((text) => text.includes('/unsubscribe#'));
    expect(sms).toMatch(/^Earnlearn: आपके अलर्ट/);
    const smsLinks = linksIn(sms ?? '');
    expect(smsLinks.jobs).toMatch(/\/jobs\/\d+$/);
    const [mail] = await emailsTo(english.email, emailInbox);
    expect(mail?.subject).toContain(`1 new job(s) for your alert "${word}"`);
    expect(mail?.body.text).toContain(title);
    const mailLinks = linksIn(mail?.body.text ?? '');
    expect(mailLinks.jobs).toBe(smsLinks.jobs);

    // 4. The links: the job page, then the one-tap unsubscribe, in the worker's language.
    await requestsSettled(phone);
    await phone.goto(smsLinks.jobs);
    await phone.getByRole('heading', { level: 1, name: title }).waitFor();
    problems.push(...(await problemsOf(phone, 'job-hi-narrowest')));
    const signedOut = await openPage(browser(), 'narrowest');
    await signedOut.goto(smsLinks.unsubscribe);
    await signedOut.getByRole('heading', { name: hi['unsubscribe.doneTitle'] }).waitFor();
    await signedOut.getByText(hi['unsubscribe.done']).waitFor();
    expect(new URL(signedOut.url()).hash).toBe('');
    problems.push(...(await problemsOf(signedOut, 'unsubscribed-hi-narrowest')));

    await requestsSettled(desktop);
    await desktop.goto(mailLinks.jobs);
    await desktop.getByRole('heading', { level: 1, name: title }).waitFor();
    await requestsSettled(desktop);
    await desktop.goto(mailLinks.unsubscribe);
    await desktop.getByRole('heading', { name: en['unsubscribe.doneTitle'] }).waitFor();
    problems.push(...(await problemsOf(desktop, 'unsubscribed-en-desktop')));

    // The alerts are gone, and the Privacy section says there are none.
    for (const worker of [hindi, english]) {
      expect((await get<{ data: unknown[] }>('getJobAlerts', worker.token)).data).toEqual([]);
    }
    await requestsSettled(desktop);
    await desktop.goto(`${baseUrl}/profile`);
    await desktop.getByText(en['alerts.none']).waitFor();
    problems.push(...(await problemsOf(desktop, 'privacy-en-desktop')));

    expect(problems).toEqual([]);
    expect(pageProblems(phone)).toEqual([]);
    expect(pageProblems(desktop)).toEqual([]);
    expect(pageProblems(signedOut)).toEqual([]);
    for (const page of [phone, desktop, signedOut]) await page.context().close();
  });
});
