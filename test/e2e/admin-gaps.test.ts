/**
 * Issue 23 item 8 in a real headless Chromium against the local twin, at 360 and 1280 px, each screen checked
 * with axe-core and for sideways scroll: a deep link opened signed out (/admin/users/{id}) opens after the
 * password and the authenticator code, and a `?next=` to another site is ignored; the admin deactivates the
 * student from the details page after a confirmation naming them, with a toast (and activates them again); a
 * job posted through the clearer form, after a refused submit that puts the focus on the first field to fix,
 * shows its district as every job does, and closing it is confirmed and toasted.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  screenshot,
} from '#test/support/browser';
import { type AdminSession, adminSession, appCode } from '#test/support/e2e-admin-session';

const baseUrl = inject('baseUrl');
const logoPng = join(import.meta.dirname, 'fixtures/pan-card.png');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS * 2 });

const admin = demoStaff.find((account) => account.role === 'admin');

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get(path: string, token: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { data: { ID: number; NAME: string; EMAIL: string }[] };
}

let session: AdminSession | undefined;
/** The authenticator step last used: every log-in needs a code of a later one (a code is accepted once). */
let lastStep = 0;
const stepOf = (at: number) => Math.floor(at / 30_000);

/** The demo admin's full session, set up once (its authenticator key is held here as the phone would). */
async function theSession(): Promise<AdminSession> {
  if (!admin) throw new Error('no demo admin');
  if (!session) {
    session = await adminSession(post, admin);
    lastStep = stepOf(session.usedAt);
  }
  return session;
}

/** A code of a step after the last one used and at most one step ahead of now (waiting for it if need be). */
async function freshCode(): Promise<string> {
  const { key } = await theSession();
  while (stepOf(Date.now()) + 1 <= lastStep) await new Promise((resolve) => setTimeout(resolve, 1000));
  lastStep = Math.max(stepOf(Date.now()), lastStep + 1);
  return appCode(key, lastStep * 30_000);
}

/** The password, then the authenticator code, on the screens (from wherever the log-in page was opened). */
async function logIn(page: Page) {
  if (!admin) throw new Error('no demo admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/second-factor');
  await page.getByLabel('Authenticator code').fill(await freshCode());
  await page.getByRole('button', { name: 'VERIFY' }).click();
}

/** The id of the demo student Vikram Singh, whom no other e2e file deactivates. */
async function vikramId(): Promise<number> {
  const { token } = await theSession();
  const found = (await get('getUsersData?search=vikram', token)).data.find(
    (row) => row.NAME === 'Vikram Singh',
  );
  if (!found) throw new Error('no demo student Vikram Singh');
  return found.ID;
}

describe.each([
  ['360', 'narrowest'],
  ['1280', 'desktop'],
] as const)('the admin area at %s px', (width, viewport) => {
  it('opens a deep link after the log-in, deactivates the student from the details page, posts and closes a job', async () => {
    const id = await vikramId();
    const page = await openPage(browser(), viewport);
    const accessibility: string[] = [];
    const look = async (name: string) => {
      for (const problem of await seriousAccessibilityProblems(page))
        accessibility.push(`${name}: ${problem}`);
      await screenshot(page, `admin-gaps-${name}-${width}`);
      expect(await overflowsHorizontally(page), `${name}: sideways scroll at ${width} px`).toBe(false);
    };
    const main = page.getByRole('main');
    const toast = (text: string) => page.locator('.fui-ToastTitle', { hasText: text }).first();

    // No open redirect: a `next` that leaves the site is ignored, the area's home opens.
    await page.goto(`${baseUrl}/admin/login?next=${encodeURIComponent('//evil.example/admin/users')}`);
    await logIn(page);
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    // The dashboard's requests answered (leaving before would abort them: a failed request on the record).
    await requestsSettled(page);
    // Signed out as a closed tab leaves it (the back-office session lives in session storage).
    await page.evaluate(() => sessionStorage.clear());

    // The deep link, opened signed out, opens after the password and the authenticator code.
    await page.goto(`${baseUrl}/admin/users/${id}`);
    await page.waitForURL(`${baseUrl}/admin/login?next=%2Fadmin%2Fusers%2F${id}`);
    await look('deep-link-login');
    await logIn(page);
    await page.waitForURL(`${baseUrl}/admin/users/${id}`);
    await main.getByText('Vikram Singh').first().waitFor();

    // Deactivate from the details page: a confirmation naming the student, then a toast.
    const status = () =>
      main.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(status().innerText()).resolves.toBe('Active');
    await requestsSettled(page);
    await look('user-details');
    await main.getByRole('button', { name: 'Deactivate Vikram Singh' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Vikram Singh?' });
    await dialog.waitFor();
    await look('deactivate-confirm');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await toast('Vikram Singh deactivated').waitFor();
    await main.getByRole('button', { name: 'Activate Vikram Singh' }).waitFor();
    await expect.poll(() => status().innerText()).toBe('Inactive');
    await look('deactivated');
    // And back, so the demo data stays as it was.
    await main.getByRole('button', { name: 'Activate Vikram Singh' }).click();
    await page
      .getByRole('dialog', { name: 'Activate Vikram Singh?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    await toast('Vikram Singh activated').waitFor();
    await expect.poll(() => status().innerText()).toBe('Active');

    // Post a job: a refused submit first puts the focus on the first field to fix.
    await page.goto(`${baseUrl}/admin/post-new-job`);
    const form = page.getByRole('form', { name: 'New job' });
    const title = `E2E Surveyor ${width} ${Date.now().toString(36)}`;
    await form.getByLabel('Job title').fill(title);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest('.fui-Field')?.querySelector('label')?.textContent,
        ),
      )
      .toMatch(/^Company name/);
    await page.getByText('Please correct the fields marked above.').waitFor();
    await look('post-job-refused');
    await form.getByLabel('Company name').fill('Bharat Survey Co.');
    await form.getByLabel('Company logo png file').setInputFiles(logoPng);
    await form.getByRole('button', { name: 'Replace' }).waitFor();
    await form.getByRole('combobox', { name: 'Location' }).pressSequentially('Hyderabad');
    await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
    await form.getByRole('radio', { name: 'Not Available', exact: true }).check();
    await form.getByRole('radio', { name: 'Gig', exact: true }).check();
    await form.getByRole('radio', { name: 'Part-time', exact: true }).check();
    await form.getByLabel(/^Hours in detail/).fill('Weekends, 6 hours a day');
    await form.getByLabel(/^Earnings in rupees/).fill('600');
    await form.getByRole('radio', { name: 'a day', exact: true }).check();
    await form.getByText('Filters and sort use about ₹4,800 a month (8 days of part-time work).').waitFor();
    await form.getByLabel(/^Position/).fill('Surveyor');
    await form.getByLabel('Description').fill('Visit kirana stores and record what they stock.');
    await form.getByLabel('Roles & Responsibilities').fill('Visit 25 stores a day. Upload shelf photos.');
    await form.getByLabel('What you get').fill('Weekly pay by UPI.');
    await form.getByLabel('Who can Apply').fill('Anyone 18 or older.');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(title).waitFor();
    await expect(preview.getByText('₹600 a day').isVisible()).resolves.toBe(true);
    await expect(preview.getByText('Hyderabad', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(preview.getByRole('button').count()).resolves.toBe(0);
    // Beside the form on a desktop; above Submit on a phone.
    const previewBox = await preview.boundingBox();
    const submitBox = await form.getByRole('button', { name: 'Submit' }).boundingBox();
    const fieldsBox = await form.getByLabel('Job title').boundingBox();
    if (viewport === 'desktop')
      expect(previewBox?.x).toBeGreaterThan((fieldsBox?.x ?? 0) + (fieldsBox?.width ?? 0));
    else expect((previewBox?.y ?? 0) + (previewBox?.height ?? 0)).toBeLessThanOrEqual(submitBox?.y ?? 0);
    await look('post-job-filled');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${baseUrl}/admin/posted-jobs`);
    await toast('Job posted').waitFor();

    // The new job shows its district as every job does; closing it asks first, then says so.
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByText('Hyderabad', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Close' }).click();
    const closing = page.getByRole('dialog', { name: `Close ${title} at Bharat Survey Co.?` });
    await closing.waitFor();
    await look('close-job-confirm');
    await closing.getByRole('button', { name: 'Close job' }).click();
    await toast(`${title} at Bharat Survey Co. closed`).waitFor();
    await card.getByRole('button', { name: 'Reopen' }).waitFor();
    await requestsSettled(page);
    await look('posted-jobs');

    expect(pageProblems(page)).toEqual([]);
    expect(accessibility).toEqual([]);
    await page.context().close();
  });
});
