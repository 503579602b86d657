/**
 * Interviews (issue 23 item 6) in a real headless Chromium against the local twin: a new worker (signed up through
 * the real API) applies; HR logs in, shortlists them and schedules an interview from the Shortlisted tab; the
 * worker gets the SMS (the twin's outbox), follows its calendar link to Applied Jobs on a 360 px phone, downloads
 * the .ics (IST, Asia/Kolkata) and confirms; HR sees "Confirmed" on the row (1280 px) and on the card (360 px).
 * Every screen is checked with axe-core and for sideways scroll, with screenshots
 * (test-results/screenshots/interviews-*.png).
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
  signInWithStorage,
} from '#test/support/browser';
import { freshMobileNumber, latestCode, smsTo } from '#test/support/twin-sms';

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

/** A new worker through the real sign-up (dev sign-in, consent with SMS updates, details, a verified number). */
async function signUpWorker(name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const { token } = (await post('loginOrRegister', { idToken })).body as { token: string };
  const dob = '2002-06-15';
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en', accept: true, smsUpdates: true };
  expect((await post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).status).toBe(200);
  const details = {
    name,
    gender: 1,
    dob,
    languages: ['english'],
    cityName: 'visakhapatnam',
    education: 'graduate',
  };
  expect((await post('registerDetails', details, token)).status).toBe(200);
  const number = freshMobileNumber('7');
  expect((await post('registerMobileNumber', { number }, token)).status).toBe(200);
  expect((await post('validateOTP', { otp: await latestCode(number) }, token)).status).toBe(200);
  return { name, email, number, token };
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/internal/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(`${baseUrl}/internal/dashboard`);
}

describe('interviews', () => {
  it('HR schedules one for a shortlisted applicant; the worker follows the SMS link, confirms; HR sees Confirmed', async () => {
    if (!hr) throw new Error('no demo HR account');
    const run = randomBytes(3).toString('hex');
    const worker = await signUpWorker(`Lakshmi Interview ${run}`);
    const response = await fetch(`${baseUrl}/api/getAllJobs?limit=1`, {
      headers: { authorization: `Bearer ${worker.token}` },
    });
    const job = ((await response.json()) as { data: { ID: number; TITLE: string }[] }).data[0];
    if (!job) throw new Error('no open job in the seed');
    expect((await post('applyJob', { id: job.ID }, worker.token)).status).toBe(200);

    const accessibility: string[] = [];
    const look = async (page: Page, name: string) => {
      await requestsSettled(page);
      await screenshot(page, `interviews-${name}`);
      for (const problem of await seriousAccessibilityProblems(page))
        accessibility.push(`${name}: ${problem}`);
      expect(await overflowsHorizontally(page), `${name}: sideways scroll`).toBe(false);
    };

    // HR at 1280 px: shortlist, then schedule from the Shortlisted tab.
    const desktop = await openPage(browser(), 'desktop');
    await logIn(desktop, hr);
    await desktop.getByRole('heading', { name: /^All Internships \(\d+\)$/ }).waitFor();
    await requestsSettled(desktop);
    // The dashboard's logos load lazily: let them, so leaving the page aborts none.
    await loadAllImages(desktop);
    await desktop.goto(`${baseUrl}/internal/applications/${job.ID}?page=new`, { waitUntil: 'networkidle' });
    const newRow = desktop.getByRole('row', { name: new RegExp(worker.name) });
    // The move is sent once its undo window is over (the row then leaves New).
    await newRow.getByRole('button', { name: `Shortlist ${worker.name}` }).click();
    await newRow.waitFor({ state: 'detached' });
    await desktop.getByRole('tab', { name: /Shortlisted Applications/ }).click();
    const row = desktop.getByRole('row', { name: new RegExp(worker.name) });
    await row.getByRole('button', { name: `Schedule interview with ${worker.name}` }).click();
    const dialog = desktop.getByRole('dialog', { name: `Interview with ${worker.name}` });
    await dialog.waitFor();
    await dialog.getByLabel('Time (IST)').fill('11:30');
    await dialog.getByRole('textbox', { name: /Address/ }).fill('Plot 12, HITEC City, Hyderabad');
    await look(desktop, 'schedule-desktop');
    await dialog.getByRole('button', { name: 'Propose interview' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Proposed', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('11:30 AM IST');
    await look(desktop, 'proposed-desktop');

    // The worker's SMS: Applied Jobs and the calendar link.
    const sms = (await smsTo(worker.number)).find((text) => text.includes('interview for'));
    expect(sms).toContain('11:30 AM IST');
    const calendarLink = /(http\S+&ics=\d+)/.exec(sms ?? '')?.[1];
    expect(calendarLink).toBe(`${baseUrl}/dashboard?tab=applied&ics=${job.ID}`);

    // The worker on a 360 px phone follows the link: the interview is in view, Add to calendar focused.
    const phone = await openPage(browser(), 'narrowest');
    await signInWithStorage(phone, worker.token, { name: worker.name, email: worker.email, photoUrl: '' });
    await phone.goto(String(calendarLink), { waitUntil: 'networkidle' });
    const box = phone.getByRole('region', { name: 'Interview' });
    await box.waitFor();
    expect(await box.innerText()).toContain('Place: Plot 12, HITEC City, Hyderabad');
    const addToCalendar = box.getByRole('button', { name: 'Add to calendar' });
    await expect
      .poll(() => addToCalendar.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await look(phone, 'applied-jobs-narrowest');
    const [download] = await Promise.all([phone.waitForEvent('download'), addToCalendar.click()]);
    expect(download.suggestedFilename()).toBe(`earnlearn-interview-${job.ID}.ics`);
    const ics = await readFile(String(await download.path()), 'utf8');
    expect(ics).toMatch(/DTSTART;TZID=Asia\/Kolkata:\d{8}T113000/);
    expect(ics).toContain('TZOFFSETTO:+0530');
    await box.getByRole('button', { name: 'Confirm' }).click();
    await box.getByText('You confirmed this time.').waitFor();
    await look(phone, 'confirmed-narrowest');
    await resize(phone, 'desktop');
    await look(phone, 'confirmed-desktop');
    expect(pageProblems(phone)).toEqual([]);
    await phone.context().close();

    // HR sees who confirmed: on the row at 1280 px, and on the card at 360 px.
    await desktop.reload({ waitUntil: 'networkidle' });
    await desktop
      .getByRole('row', { name: new RegExp(worker.name) })
      .getByText('Confirmed', { exact: true })
      .waitFor();
    await resize(desktop, 'narrowest');
    const card = desktop.getByRole('article', { name: worker.name });
    await card.getByText('Confirmed', { exact: true }).waitFor();
    await look(desktop, 'confirmed-staff-narrowest');
    // The form fits a 360 px phone too (opened to change the time, then left as it was).
    await card.getByRole('button', { name: `Change interview with ${worker.name}` }).click();
    const change = desktop.getByRole('dialog', { name: `Interview with ${worker.name}` });
    await change.waitFor();
    expect(await change.getByRole('textbox', { name: /Address/ }).inputValue()).toBe(
      'Plot 12, HITEC City, Hyderabad',
    );
    await look(desktop, 'change-narrowest');
    await change.getByRole('button', { name: 'Cancel' }).click();
    await change.waitFor({ state: 'detached' });
    expect(pageProblems(desktop)).toEqual([]);
    await desktop.context().close();

    expect(accessibility).toEqual([]);
  });
});
