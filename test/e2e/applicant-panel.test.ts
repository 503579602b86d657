/**
 * The applicant in view and staff notes (issue 23 items 1 and 3) in a real headless Chromium against the local
 * twin: a new worker (signed up through the real API, with a PAN card uploaded as the browser does it) applies;
 * HR, at 1280 px, opens the applicant from the job's applications by their name, sees their details and opens
 * the PAN card through its short-lived link, adds a note and sees it with its author and time; at 360 px, HR
 * opens the applicant from a phone's card and adds a second note. The admin (password and authenticator code)
 * then finds both notes beside that application in the user's details. Each screen: axe with no serious or
 * critical problem, no sideways scroll, screenshots (test-results/screenshots/applicant-panel-*.png).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
import { adminSession, codeAfter } from '#test/support/e2e-admin-session';
import { freshMobileNumber, latestCode } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const hr = demoStaff.find((account) => account.role === 'HR');
const admin = demoStaff.find((account) => account.role === 'admin');
const panCardPng = join(import.meta.dirname, 'fixtures/pan-card.png');

async function call(method: 'GET' | 'POST', path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const post = (path: string, body: unknown, token?: string) => call('POST', path, body, token);

/** The account id a session token names (its `sub`). */
const accountIdOf = (token: string) =>
  Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub);

/** A new worker through the real sign-up (consent, details, a verified number) with a PAN card kept. */
async function signUpWorker(name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const token = (await post('loginOrRegister', { idToken })).body.token as string;
  const dob = '2002-06-15';
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en', accept: true, smsUpdates: true };
  expect((await post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).status).toBe(200);
  const details = {
    name,
    gender: 0,
    dob,
    languages: ['english', 'telugu'],
    cityName: 'visakhapatnam',
    education: 'graduate',
  };
  expect((await post('registerDetails', details, token)).status).toBe(200);
  const number = freshMobileNumber('8');
  expect((await post('registerMobileNumber', { number }, token)).status).toBe(200);
  expect((await post('validateOTP', { otp: await latestCode(number) }, token)).status).toBe(200);

  // The PAN card, as the profile page uploads it: a presigned form straight to storage, then its key saved.
  const form = await post('createDocumentUpload', { document: 'panCard' }, token);
  const { url, fields, key } = form.body.data as { url: string; fields: Record<string, string>; key: string };
  const upload = new FormData();
  for (const [field, value] of Object.entries(fields)) upload.append(field, value);
  upload.append(
    'file',
    new Blob([new Uint8Array(await readFile(panCardPng))], { type: 'image/png' }),
    'pan.png',
  );
  expect((await fetch(url, { method: 'POST', body: upload })).ok).toBe(true);
  const saved = await post(
    'updateProfile',
    {
      gender: 0,
      dob,
      languages: ['english', 'telugu'],
      cityName: 'visakhapatnam',
      education: 'graduate',
      collegeName: 'Andhra University',
      panCardLocation: key,
      idCardLocation: '',
    },
    token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { name, token, id: accountIdOf(token) };
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/internal/login`, { waitUntil: 'networkidle' });
  await page.getByText('Internal Login').first().waitFor();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(`${baseUrl}/internal/dashboard`);
  await page.getByRole('heading', { name: /^All Internships \(\d+\)$/ }).waitFor();
}

/** From the dashboard's card of `title`, its New applications (the See Applications menu). */
async function openNewApplications(page: Page, title: string) {
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await card.getByRole('button', { name: /See Applications/ }).click();
  await page.getByRole('menuitem', { name: /^New/ }).click();
  await page.waitForURL(/\/internal\/applications\/\d+\?page=new/);
}

/** A note's byline: the author's name, role and e-mail, then the time (India time). */
const byline = (name: string, email: string) =>
  new RegExp(`${name} \\(HR, ${email.replace('.', '\\.')}\\), \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2}`);

describe('the applicant in view', () => {
  it('HR opens an applicant, sees their documents and adds notes; the admin sees the notes', async () => {
    if (!hr || !admin) throw new Error('no demo HR or admin account');
    const run = randomBytes(3).toString('hex');
    const worker = await signUpWorker(`Lakshmi Panel ${run}`);
    const jobs = (await call('GET', 'getAllJobs?limit=1', undefined, worker.token)).body as {
      data: { ID: number; TITLE: string }[];
    };
    const job = jobs.data[0];
    if (!job) throw new Error('no open job in the seed');
    expect((await post('applyJob', { id: job.ID }, worker.token)).status).toBe(200);

    const problems: string[] = [];
    const look = async (page: Page, name: string) => {
      await requestsSettled(page);
      await screenshot(page, `applicant-panel-${name}`);
      for (const problem of await seriousAccessibilityProblems(page)) problems.push(`${name}: ${problem}`);
      if (await overflowsHorizontally(page)) problems.push(`${name}: sideways scroll`);
    };

    // HR at 1280 px: from the job's New applications to the applicant, by their name.
    const desk = await openPage(browser(), 'desktop');
    await desk.emulateMedia({ reducedMotion: 'reduce' });
    await logIn(desk, hr);
    await openNewApplications(desk, job.TITLE);
    const row = desk.getByRole('row', { name: new RegExp(worker.name) });
    await row.getByRole('link', { name: worker.name }).click();
    await desk.waitForURL(`${baseUrl}/internal/applications/${job.ID}/${worker.id}`);
    await desk.getByRole('heading', { level: 1, name: worker.name }).waitFor();
    const details = desk.getByRole('region', { name: 'Registered Details' });
    await expect(details.innerText()).resolves.toMatch(/Andhra University/);
    await expect(details.innerText()).resolves.toMatch(/English, Telugu/);

    // The PAN card through its short-lived link: the stored png itself.
    const documents = desk.getByRole('region', { name: 'Documents' });
    const pan = documents.getByRole('link', { name: /PAN card/ });
    const link = (await pan.getAttribute('href')) ?? '';
    expect(link).toContain('X-Amz-Expires=600');
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(await readFile(panCardPng));
    await look(desk, 'desktop');

    // A note, with its author and time, newest first.
    const notes = desk.getByRole('region', { name: 'Notes' });
    const first = `Spoke on the phone (${run}): good Telugu and English.`;
    await notes.getByRole('textbox', { name: /Add a note/ }).fill(first);
    await notes.getByRole('button', { name: 'Add note' }).click();
    const note = notes.getByRole('listitem').filter({ hasText: first });
    await note.waitFor();
    await expect(note.innerText()).resolves.toMatch(byline('Demo HR', hr.email));
    await expect(notes.getByRole('textbox', { name: /Add a note/ }).inputValue()).resolves.toBe('');
    await look(desk, 'note-added-desktop');

    // Back to the list it came from, on its tab.
    await desk.getByRole('link', { name: 'Applications' }).click();
    await desk.waitForURL(`${baseUrl}/internal/applications/${job.ID}?page=new`);
    await desk.getByRole('row', { name: new RegExp(worker.name) }).waitFor();
    expect(pageProblems(desk)).toEqual([]);
    await desk.context().close();

    // HR at 360 px: from the phone's card, a second note.
    const phone = await openPage(browser(), 'narrowest');
    await phone.emulateMedia({ reducedMotion: 'reduce' });
    await logIn(phone, hr);
    await openNewApplications(phone, job.TITLE);
    await phone.getByRole('article', { name: worker.name }).getByRole('link', { name: worker.name }).click();
    await phone.getByRole('heading', { level: 1, name: worker.name }).waitFor();
    await phone
      .getByRole('region', { name: 'Documents' })
      .getByRole('link', { name: /PAN card/ })
      .waitFor();
    const phoneNotes = phone.getByRole('region', { name: 'Notes' });
    const second = `PAN card checked (${run}).`;
    await phoneNotes.getByRole('textbox', { name: /Add a note/ }).fill(second);
    await phoneNotes.getByRole('button', { name: 'Add note' }).click();
    await phoneNotes.getByRole('listitem').filter({ hasText: second }).waitFor();
    await expect(
      phoneNotes.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent ?? '')),
    ).resolves.toEqual([expect.stringContaining(second), expect.stringContaining(first)]);
    await look(phone, 'note-added-narrowest');
    await resize(phone, 'mobile');
    await look(phone, 'note-added-mobile');
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();

    // The admin sees both notes beside that application in the user's details.
    const session = await adminSession(post, admin);
    const adminPage = await openPage(browser(), 'desktop');
    await adminPage.emulateMedia({ reducedMotion: 'reduce' });
    await adminPage.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    await adminPage.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await adminPage.getByLabel('Password').fill(admin.password);
    await adminPage.getByRole('button', { name: 'LOGIN' }).click();
    await adminPage.waitForURL(`${baseUrl}/admin/second-factor`);
    await adminPage.getByLabel('Authenticator code').fill(codeAfter(session));
    // The dashboard's two requests answered before going on (going on at once would cut them short; the page's
    // network-idle state was reached on the log-in page already, so it cannot tell).
    const answered = ['getDashboardData', 'getStaffSecondFactor'].map((name) =>
      adminPage.waitForResponse((response) => response.url().includes(`/api/${name}`)),
    );
    await adminPage.getByRole('button', { name: 'VERIFY' }).click();
    await adminPage.waitForURL(`${baseUrl}/admin/dashboard`);
    await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await Promise.all(answered);
    await adminPage.goto(`${baseUrl}/admin/users/${worker.id}`, { waitUntil: 'networkidle' });
    const applied = adminPage.getByRole('region', { name: 'Applied Internships' });
    const application = applied.getByRole('row', { name: new RegExp(job.TITLE) });
    await application.waitFor();
    const text = await application.innerText();
    expect(text.indexOf(second)).toBeGreaterThan(-1);
    expect(text.indexOf(first)).toBeGreaterThan(text.indexOf(second));
    expect(text).toMatch(byline('Demo HR', hr.email));
    await look(adminPage, 'admin-user-desktop');
    expect(pageProblems(adminPage)).toEqual([]);
    await adminPage.context().close();

    expect(problems).toEqual([]);
  });
});
