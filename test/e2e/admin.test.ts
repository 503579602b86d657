/**
 * The admin's area in headless Chromium against the local twin, at 1280 px, with what each step does elsewhere:
 * log in and set up two-step sign-in (the key read from the screen as a person types it into an app); find
 * students by part of a name ("riya" finds Priya); deactivate one (their next API call is refused) and activate
 * them again (the session they had stays ended); add an HR employee whose credentials arrive in the local inbox
 * (a temporary password that must be changed), send them a new one from their page (the old one dies); post a
 * job with a logo and Hindi texts through the form, which a worker then sees and applies to, edit its pay (the
 * applicant's bell says so, the Hindi is marked for review), and close it (nobody can apply);
 * the Admins page; log out (the session ends on the server), and a deep link opened signed out opens after the
 * password and the app's code. Each screen's states, refusals and dialogs are proven in test/web.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { unsafeForMinorsLabels } from '#shared/domain/job-eligibility-rules';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  pageProblems,
  requestsSettled,
} from '#test/support/browser';
import { appCode } from '#test/support/e2e-admin-session';
import { call, demoAdmin, get, panCardPng, post } from '#test/support/e2e-api';
import { adminLogIn } from '#test/support/e2e-pages';
import { latestEmailTo, latestTemporaryPassword } from '#test/support/email';
import { removeStaffSecondFactor } from '#test/support/twin-table';

const baseUrl = inject('baseUrl');
const demoWorkerToken = inject('demoWorkerToken');
const lakshmiToken = inject('deactivatedWorkerToken');
const emailInbox = inject('emailInbox');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

describe('the admin area', () => {
  it('sets up two-step sign-in, manages students and employees, posts, edits and closes a job, logs out and back in by a deep link', async () => {
    const admin = demoAdmin();
    await removeStaffSecondFactor(admin.email);
    const page = await openPage(browser(), 'desktop');
    const main = page.getByRole('main');
    const toast = (text: string) => page.locator('.fui-ToastTitle', { hasText: text }).first();

    // Log in; the first log-in sets up an authenticator app from the key on the screen.
    await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    const login = page.getByRole('button', { name: 'LOGIN' });
    await expect(login.isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await login.click();
    await page.waitForURL(`${baseUrl}/admin/second-factor`);
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const key = ((await page.getByTestId('totp-key').textContent()) ?? '').replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const enrolledAt = Date.now();
    await page.getByLabel('Code from the app').fill(appCode(key, enrolledAt));
    admin.enrolled(key, enrolledAt);
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    const recovery = page.getByRole('list', { name: 'Recovery codes' });
    await recovery.getByRole('listitem').nth(9).waitFor();
    await expect(recovery.getByRole('listitem').count()).resolves.toBe(10);
    await page.getByLabel('I have saved these recovery codes').check();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    for (const tile of ['Users', 'Employees', 'Jobs']) await main.getByText(tile).first().waitFor();
    await requestsSettled(page);

    // Students: "riya" finds Priya; Lakshmi deactivated (refused at once), activated (her session stays ended).
    await page.getByRole('link', { name: /users/i }).first().click();
    await page.waitForURL(`${baseUrl}/admin/users`);
    await page.getByRole('searchbox').fill('riya');
    await page
      .getByRole('row', { name: /Priya Sharma/ })
      .first()
      .waitFor();
    await page.getByRole('searchbox').fill('laksh');
    const lakshmi = page.getByRole('row', { name: /lakshmi\.menon@/ });
    const deactivate = lakshmi.getByRole('button', { name: 'Deactivate Lakshmi Menon' });
    await expect(call('getAppliedJobs', lakshmiToken)).resolves.toMatchObject({ status: 200 });
    await deactivate.click();
    await page
      .getByRole('dialog', { name: 'Deactivate Lakshmi Menon?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await toast('Lakshmi Menon deactivated').waitFor();
    await expect.poll(async () => (await call('getAppliedJobs', lakshmiToken)).status).toBe(403);
    await lakshmi.getByRole('button', { name: 'Activate Lakshmi Menon' }).click();
    await page
      .getByRole('dialog', { name: 'Activate Lakshmi Menon?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    await deactivate.waitFor();
    await expect.poll(async () => (await call('getAppliedJobs', lakshmiToken)).status).toBe(401);
    await lakshmi.getByRole('link', { name: 'View Lakshmi Menon' }).click();
    await page.getByText('Account Verified').waitFor();
    const lakshmiUrl = page.url();
    await requestsSettled(page);

    // An HR employee: the credentials e-mail (until when, in IST), a temporary password to change.
    const email = `hr.${randomBytes(4).toString('hex')}@example.com`;
    const employeeName = `Asha Rao ${email.slice(3, 11)}`;
    await page
      .getByRole('link', { name: /add-new-employee|add new employee/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/admin/add-new-employee`);
    await main.getByLabel(/^Name/).fill(employeeName);
    await main.getByLabel('Email').fill(email);
    await main.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'HR' }).click();
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText('Email with credentials sent').last().waitFor();
    expect((await latestEmailTo(email, emailInbox)).body.text).toMatch(/^It expires on .+ IST/m);
    const first = await latestTemporaryPassword(email, emailInbox);
    await expect(post('internallogin', { email, password: first })).resolves.toMatchObject({
      body: { success: true, type: 'HR', mustChangePassword: true },
    });

    // From the employees list (by the name given) to the employee's page: a new temporary password.
    await page
      .getByRole('link', { name: /all-employees|all employees/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/admin/all-employees`);
    await page.getByRole('link', { name: `View ${employeeName}` }).click();
    await page.getByText(/^Log-in: Temporary password sent \(expires .+ IST\)$/).waitFor();
    await page.getByRole('button', { name: 'Send new password' }).click();
    const reset = page.getByRole('dialog');
    await reset.getByText(`A new temporary password goes to ${email}`).waitFor();
    await reset.getByRole('button', { name: 'Send' }).click();
    await page
      .getByText(/^New temporary password sent to /)
      .last()
      .waitFor();
    const second = await latestTemporaryPassword(email, emailInbox);
    expect(second).not.toBe(first);
    expect((await post('internallogin', { email, password: first })).body).toEqual({ success: false });
    await expect(post('internallogin', { email, password: second })).resolves.toMatchObject({
      body: { success: true, mustChangePassword: true },
    });

    // A job with a logo through the form (its preview beside the fields); a worker sees it and applies.
    const title = `E2E Delivery Partner ${randomBytes(3).toString('hex')}`;
    await page
      .getByRole('link', { name: /post-new-job|post new job/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/admin/post-new-job`);
    const form = page.getByRole('form', { name: 'New job' });
    await form.getByLabel('Job title').fill(title);
    await form.getByLabel('Company name').fill('Namma Deliveries');
    await form.getByLabel('Company logo file').setInputFiles(panCardPng);
    await form.getByRole('button', { name: 'Replace' }).waitFor();
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
    // Its Hindi texts as a person writes them (the edit below marks them for review).
    await form.getByRole('tab', { name: /^Hindi/ }).click();
    for (const [label, text] of [
      ['Job title', 'डिलीवरी पार्टनर'],
      ['City, as written in the language', 'हैदराबाद'],
      ['Work hours', 'दिन में 4 घंटे, सप्ताहांत'],
      ['Position', 'डिलीवरी पार्टनर'],
      ['Description', 'शहर में पार्सल पहुँचाएँ।'],
      ['Roles & Responsibilities', 'पार्सल लें। समय पर पहुँचाएँ।'],
      ['What you get', 'साप्ताहिक भुगतान।'],
      ['Who can Apply', 'दोपहिया लाइसेंस वाला कोई भी।'],
    ] as const) {
      await form.getByLabel(label).fill(text);
    }
    await form.getByRole('tab', { name: 'English' }).click();
    // Riding a two-wheeler is work a minor may not do: the job is 18 and over.
    await form.getByRole('radio', { name: 'Yes', exact: true }).check();
    await form.getByRole('checkbox', { name: unsafeForMinorsLabels.twoWheeler, exact: true }).check();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(title).waitFor();
    const previewBox = await preview.boundingBox();
    const fieldsBox = await form.getByLabel('Job title').boundingBox();
    expect(previewBox?.x).toBeGreaterThan((fieldsBox?.x ?? 0) + (fieldsBox?.width ?? 0));
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${baseUrl}/admin/posted-jobs`);
    await toast('Job posted').waitFor();
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByText('Hyderabad', { exact: true }).waitFor();
    const open = await get<{ data: { ID: number; TITLE: string; LOGO_LINK: string }[] }>(
      'getAllJobs',
      demoWorkerToken,
    );
    const posted = open.data.find((job) => job.TITLE === title);
    if (!posted) throw new Error('the worker does not see the new job');
    expect((await fetch(`${baseUrl}${posted.LOGO_LINK}`)).status).toBe(200);
    await expect(post('applyJob', { id: posted.ID }, demoWorkerToken)).resolves.toMatchObject({
      status: 200,
    });

    // The admin edits its pay from the job's page: the applicant's bell says so, the Hindi is marked for review.
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${baseUrl}/admin/posted-jobs/${posted.ID}`);
    const edit = page.getByRole('form', { name: 'Edit job' });
    await edit.getByLabel(/^Earnings in rupees/).fill('13,000');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await toast('Job saved').waitFor();
    await page.getByText(/^Marked for review: the Hindi texts/).waitFor();
    await page
      .getByRole('region', { name: 'History of changes' })
      .getByRole('row', { name: /^Earnings ₹/ })
      .getByText('₹13,000 a month')
      .waitFor();
    const bell = await get<{ data: { kind: string; jobId?: number; changed?: string[] }[] }>(
      'getNotifications',
      demoWorkerToken,
    );
    expect(bell.data[0]).toMatchObject({ kind: 'jobChanged', jobId: posted.ID, changed: ['pay'] });
    await page.getByRole('link', { name: 'Posted jobs' }).first().click();
    await page.waitForURL(`${baseUrl}/admin/posted-jobs`);

    // Closed after a confirmation: the worker no longer sees it, nor can apply.
    await card.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close job' }).click();
    await card.getByRole('button', { name: 'Reopen' }).waitFor();
    const after = await get<{ data: { TITLE: string }[] }>('getAllJobs', demoWorkerToken);
    expect(after.data.map((job) => job.TITLE)).not.toContain(title);
    await expect(post('applyJob', { id: posted.ID }, demoWorkerToken)).resolves.toMatchObject({
      status: 409,
    });

    // The Admins page, from the menu.
    await page.getByRole('link', { name: 'Admins' }).first().click();
    await page.waitForURL(`${baseUrl}/admin/admins`);
    await page.getByRole('table', { name: 'Admins' }).getByText('(you)').waitFor();
    await requestsSettled(page);

    // Logout ends the session on the server and clears it here; a deep link then asks for the log-in first.
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/staffSignOut'));
    await page.getByRole('button', { name: 'Logout' }).first().click();
    expect((await signedOut).status()).toBe(200);
    await page.waitForURL(`${baseUrl}/admin/login`);
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
    const { pathname } = new URL(lakshmiUrl);
    await page.goto(lakshmiUrl);
    await page.waitForURL(`${baseUrl}/admin/login?next=${encodeURIComponent(pathname)}`);
    await adminLogIn(page, admin);
    await page.waitForURL(lakshmiUrl);
    await page.getByText('Account Verified').waitFor();
    await requestsSettled(page);
    expect(pageProblems(page)).toEqual([]);
  });
});
