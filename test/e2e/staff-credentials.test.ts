/**
 * Staff credentials in a real headless Chromium against the local twin (issue 19, findings 3, 6 and 7): the
 * credentials e-mail says when the temporary password expires (IST); on the employee's page the admin sends a
 * new temporary password after a confirmation dialog (the old one stops working, the new one logs in); the new
 * employee cannot choose a common password and is told why; the Admins page lists the admins. Each screen is
 * checked with axe-core and for sideways scroll at 360 px.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  requestsSettled,
  resize,
  screenshot,
} from '#test/support/browser';
import { adminSession, codeAfter } from '#test/support/e2e-admin-session';
import { latestEmailTo, latestTemporaryPassword } from '#test/support/email';

const baseUrl = inject('baseUrl');
const emailInbox = inject('emailInbox');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const admin = demoStaff.find((account) => account.role === 'admin');

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('staff credentials', () => {
  it('an admin sends a new temporary password from the employee page; the old one dies', async () => {
    if (!admin) throw new Error('no demo admin');
    const page = await openPage(browser(), 'desktop');
    const accessibility: string[] = [];
    const look = async (name: string) => {
      await screenshot(page, `staff-credentials-${name}-desktop`);
      for (const problem of await seriousAccessibilityProblems(page))
        accessibility.push(`${name}: ${problem}`);
      await resize(page, 'narrowest');
      await screenshot(page, `staff-credentials-${name}-narrowest`);
      expect(await overflowsHorizontally(page), `${name}: sideways scroll at 360 px`).toBe(false);
      await resize(page, 'desktop');
    };

    // A new HR employee, added by the admin: the e-mail says until when the password works.
    const session = await adminSession(post, admin);
    const adminToken = session.token;
    const email = `hr.${randomBytes(4).toString('hex')}@example.com`;
    expect((await post('addEmployee', { email, type: 'HR', name: 'Asha Rao' }, adminToken)).body).toEqual({
      success: true,
    });
    expect((await latestEmailTo(email, emailInbox)).body.text).toMatch(/^It expires on .+ IST/m);
    const first = await latestTemporaryPassword(email, emailInbox);
    const list = await fetch(`${baseUrl}/api/getEmployeesData?type=HR&search=${email.split('@')[0]}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const id = ((await list.json()) as { data: { ID: number; EMAIL: string }[] }).data.find(
      (row) => row.EMAIL === email,
    )?.ID;
    expect(id).toBeDefined();

    // The admin logs in and opens the employee's page.
    await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(`${baseUrl}/admin/second-factor`);
    await page.getByLabel('Authenticator code').fill(codeAfter(session));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    await page.goto(`${baseUrl}/admin/all-employees/${id}`, { waitUntil: 'networkidle' });
    await page.getByText(/^Log-in: Temporary password sent \(expires .+ IST\)$/).waitFor();
    await look('employee');

    // Send new password: confirmed in a dialog, then a toast.
    await page.getByRole('button', { name: 'Send new password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`A new temporary password goes to ${email}`).waitFor();
    await look('reset-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page
      .getByText(/^New temporary password sent to /)
      .last()
      .waitFor();

    const second = await latestTemporaryPassword(email, emailInbox);
    expect(second).not.toBe(first);
    expect((await post('internallogin', { email, password: first })).body).toEqual({ success: false });
    const login = await post('internallogin', { email, password: second });
    expect(login.body).toMatchObject({ success: true, mustChangePassword: true });

    // A common password is refused, with the reason under the field it is about.
    const refused = await post(
      'changePassword',
      { currentPassword: second, newPassword: 'Password2024!!!!' },
      login.body.token as string,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'newPassword', message: expect.stringContaining('too common') },
    ]);

    // The Admins page, from the menu.
    await page.getByRole('link', { name: 'Admins' }).first().click();
    await page.waitForURL(`${baseUrl}/admin/admins`);
    await page.getByRole('table', { name: 'Admins' }).getByText('(you)').waitFor();
    await requestsSettled(page);
    await look('admins');

    expect(accessibility).toEqual([]);
  });
});
