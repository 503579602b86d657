/**
 * The admin's journey in a real headless Chromium against the local twin, at desktop width with a screenshot of
 * every admin screen at a phone's width too (test-results/screenshots/admin-*.png), each screen checked with
 * axe-core: log in (setting up two-step sign-in with an authenticator key read from the screen), read the counts,
 * find a student by part of the name, deactivate them (their next API call is refused) and reactivate them (the
 * session they had stays ended), add an HR employee whose credentials arrive in the local inbox (that employee
 * must choose a new password before anything else), post a job with a logo that a worker then sees and applies
 * to, and close it (the worker can no longer apply); log out, and in again with the password and the app's code.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
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
  screenshotAt,
} from '#test/support/browser';
import { latestTemporaryPassword } from '#test/support/email';
import { removeStaffSecondFactor } from '#test/support/twin-table';

const baseUrl = inject('baseUrl');
const demoWorkerToken = inject('demoWorkerToken');
const lakshmiToken = inject('deactivatedWorkerToken');
const emailInbox = inject('emailInbox');
const logoPng = join(import.meta.dirname, 'fixtures/pan-card.png');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const admin = demoStaff.find((account) => account.role === 'admin');

/** The code an authenticator app shows for `key` at `at` (RFC 6238 defaults: SHA-1, 6 digits, 30 s). */
const appCode = (key: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp: at });
/** A code of a later step than the one used at `usedAt`: the next step's when it has not begun yet. */
function appCodeAfter(key: string, usedAt: number): string {
  const step = (at: number) => Math.floor(at / 30_000);
  const now = Date.now();
  return appCode(key, step(now) > step(usedAt) ? now : now + 30_000);
}

/** One API call as a browser would make it, with a bearer token. */
async function api(path: string, token: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

describe('the admin area', () => {
  it('logs in, manages students and employees, posts a job and closes it', async () => {
    if (!admin) throw new Error('no demo admin');
    // Another e2e file may have set up the demo admin's authenticator: this journey sets one up on the screens.
    await removeStaffSecondFactor(admin.email);
    // Toasts fade in and out; axe measures colour contrast at whatever opacity it finds. Every page opens with
    // reduced motion, and axe waits for motion to end (test/support), so a toast is checked as it reads.
    const page = await openPage(browser(), 'desktop');
    const accessibility: string[] = [];
    const look = async (name: string) => {
      await screenshot(page, `admin-${name}-desktop`);
      for (const problem of await seriousAccessibilityProblems(page))
        accessibility.push(`${name}: ${problem}`);
      await screenshotAt(page, 'mobile', `admin-${name}`);
      expect(await overflowsHorizontally(page), `${name}: sideways scroll at 390 px`).toBe(false);
    };
    const main = (p: Page) => p.getByRole('main');

    // Log in.
    await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByText('Admin Login').first().waitFor();
    const login = page.getByRole('button', { name: 'LOGIN' });
    await expect(login.isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await look('login');
    await login.click();

    // Two-step sign-in (issue 19): the demo admin's first log-in sets up an authenticator app. The test reads
    // the key from the screen, as a person types it into an app, and computes the app's codes with otpauth.
    await page.waitForURL(`${baseUrl}/admin/second-factor`);
    await page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }).waitFor();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const key = ((await page.getByTestId('totp-key').textContent()) ?? '').replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await look('second-factor-enrol');
    const enrolledAt = Date.now();
    await page.getByLabel('Code from the app').fill(appCode(key, enrolledAt));
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count(),
    ).resolves.toBe(10);
    await look('second-factor-recovery-codes');
    await page.getByLabel('I have saved these recovery codes').check();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.waitForURL(`${baseUrl}/admin/dashboard`);

    // The counts.
    for (const tile of ['Users', 'Employees', 'Jobs']) await main(page).getByText(tile).first().waitFor();
    await requestsSettled(page);
    await look('dashboard');

    // Find a demo worker by part of the name, deactivate them: their next call is refused; reactivate: the
    // session they had stays ended (issue 19), they sign in again. Not the demo worker the other files use.
    await page.getByRole('link', { name: /users/i }).first().click();
    await page.waitForURL(`${baseUrl}/admin/users`);
    await page.getByRole('searchbox').fill('laksh');
    const lakshmi = page.getByRole('row', { name: /lakshmi\.menon@/ });
    const deactivate = lakshmi.getByRole('button', { name: 'Deactivate Lakshmi Menon' });
    await deactivate.waitFor();
    await look('users');
    await expect(api('getAppliedJobs', lakshmiToken)).resolves.toMatchObject({ status: 200 });
    await deactivate.click();
    // Issue 23: asked first, naming the student; a toast says it was done.
    await page
      .getByRole('dialog', { name: 'Deactivate Lakshmi Menon?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page.locator('.fui-ToastTitle', { hasText: 'Lakshmi Menon deactivated' }).first().waitFor();
    await lakshmi.getByRole('button', { name: 'Activate Lakshmi Menon' }).waitFor();
    // The toggle's call has returned once the list shows the new state; the worker's next call is refused.
    await expect
      .poll(async () => (await api('getAppliedJobs', lakshmiToken)).status, { timeout: 5000 })
      .toBe(403);
    await expect(api('getAppliedJobs', lakshmiToken)).resolves.toMatchObject({
      body: { message: 'Your account has been deactivated. Please contact support.' },
    });
    await lakshmi.getByRole('button', { name: 'Activate Lakshmi Menon' }).click();
    await page
      .getByRole('dialog', { name: 'Activate Lakshmi Menon?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    await deactivate.waitFor();
    await expect
      .poll(async () => (await api('getAppliedJobs', lakshmiToken)).status, { timeout: 5000 })
      .toBe(401);
    await expect(api('getAppliedJobs', lakshmiToken)).resolves.toMatchObject({
      body: { message: 'Your session has ended. Please sign in again.' },
    });
    await lakshmi.getByRole('link', { name: 'View Lakshmi Menon' }).click();
    await page.getByText('User Details').first().waitFor();
    await page.getByText('Account Verified').waitFor();
    await requestsSettled(page);
    await look('user-details');

    // Add an HR employee: the credentials arrive by e-mail, and the first log-in must choose a new password.
    const email = `hr.${randomBytes(4).toString('hex')}@example.com`;
    await page
      .getByRole('link', { name: /add-new-employee|add new employee/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/admin/add-new-employee`);
    const add = page.getByRole('button', { name: 'ADD' });
    await expect(add.isDisabled()).resolves.toBe(true);
    const employeeName = `Asha Rao ${email.slice(3, 11)}`;
    await main(page).getByLabel(/^Name/).fill(employeeName);
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'HR' }).click();
    await look('add-employee');
    await add.click();
    await page.getByText('Email with credentials sent').last().waitFor();
    const temporary = await latestTemporaryPassword(email, emailInbox);
    const first = await fetch(`${baseUrl}/api/internallogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: temporary }),
    });
    const firstLogin = (await first.json()) as { success: boolean; type: string; token: string };
    expect(firstLogin).toMatchObject({ success: true, type: 'HR', mustChangePassword: true });
    await expect(
      api('changePassword', firstLogin.token, {
        currentPassword: temporary,
        newPassword: 'a-new-password-of-mine',
      }),
    ).resolves.toMatchObject({ status: 200, body: { success: true } });

    await page
      .getByRole('link', { name: /all-employees|all employees/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/admin/all-employees`);
    // Issue 23: the employee is shown by the name the admin gave, not the e-mail's local part.
    await page.getByRole('button', { name: `Deactivate ${employeeName}` }).waitFor();
    await look('employees');
    await page.getByRole('link', { name: `View ${employeeName}` }).click();
    await page.getByText('Joining Date').waitFor();
    await main(page).getByText('Active', { exact: true }).waitFor();
    await look('employee-details');

    // Post a job with a logo: a worker sees it and applies; once closed, nobody can apply.
    const title = `E2E Delivery Partner ${randomBytes(3).toString('hex')}`;
    await page
      .getByRole('link', { name: /post-new-job|post new job/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/admin/post-new-job`);
    const form = page.getByRole('form', { name: 'New job' });
    await form.getByLabel('Job title').fill(title);
    await form.getByLabel('Company name').fill('Namma Deliveries');
    await form.getByLabel('Company logo png file').setInputFiles(logoPng);
    await form.getByRole('combobox', { name: 'Location' }).pressSequentially('Hyderabad');
    await page.getByRole('option', { name: 'Hyderabad (Telangana)' }).click();
    await form.getByRole('radio', { name: 'Available', exact: true }).check();
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
    await page.getByText(title).first().waitFor(); // the live preview of the card
    await look('post-job');
    await form
      .getByRole('button', { name: /post|submit/i })
      .last()
      .click();
    await page.waitForURL(`${baseUrl}/admin/posted-jobs`);
    await page.getByText(title).first().waitFor();
    await requestsSettled(page);
    await look('posted-jobs');

    const open = (await api('getAllJobs', demoWorkerToken)).body as {
      data: { ID: number; TITLE: string; LOGO_LINK: string }[];
    };
    const posted = open.data.find((job) => job.TITLE === title);
    expect(posted, 'the worker sees the new job').toBeDefined();
    const logo = await fetch(`${baseUrl}${posted?.LOGO_LINK}`);
    expect(logo.status).toBe(200);
    await expect(api('applyJob', demoWorkerToken, { id: posted?.ID })).resolves.toMatchObject({
      status: 200,
    });

    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close job' }).click();
    await card.getByRole('button', { name: 'Reopen' }).waitFor();
    const after = (await api('getAllJobs', demoWorkerToken)).body as { data: { TITLE: string }[] };
    expect(after.data.map((job) => job.TITLE)).not.toContain(title);
    await expect(api('applyJob', demoWorkerToken, { id: posted?.ID })).resolves.toMatchObject({
      status: 409,
    });

    // Logout clears the session and goes back to the log-in.
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/staffSignOut'));
    await page.getByRole('button', { name: 'Logout' }).first().click();
    expect((await signedOut).status()).toBe(200);
    await page.waitForURL(`${baseUrl}/admin/login`);
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);

    // Signing in again: the password, then the app's code (never the one used to set it up).
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(`${baseUrl}/admin/second-factor`);
    await page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }).waitFor();
    await look('second-factor-code');
    await page.getByLabel('Authenticator code').fill(appCodeAfter(key, enrolledAt));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.waitForURL(`${baseUrl}/admin/dashboard`);

    expect(pageProblems(page)).toEqual([]);
    expect(accessibility).toEqual([]);
    await page.context().close();
  });
});
