/**
 * A back-office page opened signed out (a deep link such as /admin/users/5) opens after the
 * log-in, through the second step (TOTP) too, and only when it is a page of the same area (no open redirect);
 * a 'Login Failed' toast of an earlier try goes once a log-in succeeds.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { sameAreaPath } from '#web/lib/return-path';
import { findToast, preloadAdminArea, queryToasts } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { type Answer, fail, fakeApi, ok } from './fake-api';
import { preloadInternalArea } from './internal-fixtures';
import { renderApp } from './render-app';

beforeAll(async () => {
  await preloadAdminArea();
  await preloadInternalArea();
  document.documentElement.lang = 'en';
});

const USER_ROW: ApiOutput<'getUserDataById'>['data'][number] = {
  ID: 5,
  NAME: 'Asha Verma',
  EMAIL: 'asha@example.com',
  MOBILE_NUMBER: '9876543210',
  LOCATION: 'chennai',
  COLLEGE_NAME: 'Stella Maris College',
  ACTIVE: 1,
  VERIFIED: 1,
  TITLE: null,
  STATUS: null,
  COMPANY_NAME: null,
  REVIEWS: [],
  NOTES: [],
};

async function logIn(user: ReturnType<typeof renderApp>['user'], title = 'Admin Login') {
  await screen.findByRole('heading', { level: 1, name: title });
  await user.clear(screen.getByRole('textbox', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@earnlearn.in');
  await user.clear(screen.getByLabelText(/^Password/));
  await user.type(screen.getByLabelText(/^Password/), 'Admin@Earnlearn1');
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
}

describe('a deep link opened signed out', () => {
  it('opens /admin/users/5 after the log-in, not the dashboard', async () => {
    const api = fakeApi({
      adminLogin: () => ok({ success: true, token: 'full-token' }),
      getUserDataById: () => ok({ data: [USER_ROW] }),
      getDashboardData: () => ok({ data: { users: 1, employees: 2, jobs: 3 } }),
    });
    const { user } = renderApp('/admin/users/5');

    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(api.inputsOf('getUserDataById')[0]).toMatchObject({ id: '5' });
    expect(api.inputsOf('getDashboardData')).toEqual([]);
  });

  it('opens it after the authenticator code too', async () => {
    const api = fakeApi({
      adminLogin: () =>
        ok({ success: true, token: 'pending-token', mustChangePassword: false, secondFactor: 'required' }),
      verifyStaffCode: () => ok({ success: true, token: 'full-token' }),
      getUserDataById: () => ok({ data: [USER_ROW] }),
      getDashboardData: () => ok({ data: { users: 1, employees: 2, jobs: 3 } }),
    });
    const { user } = renderApp('/admin/users/5');

    await logIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    expect(api.inputsOf('getUserDataById')[0]).toMatchObject({ id: '5' });
    expect(api.inputsOf('getDashboardData')).toEqual([]);
  });

  it('opens it after a temporary password is changed', async () => {
    fakeApi({
      adminLogin: () => ok({ success: true, token: 'temporary-token', mustChangePassword: true }),
      changePassword: () => ok({ success: true, token: 'full-token' }),
      getUserDataById: () => ok({ data: [USER_ROW] }),
    });
    const { user } = renderApp('/admin/users/5');

    await logIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    const [current, chosen, again] = screen.getAllByLabelText(/password/i, { selector: 'input' });
    await user.type(current as HTMLElement, 'Temp@Earnlearn1');
    await user.type(chosen as HTMLElement, 'Quiet-Harbour-Lantern-42');
    await user.type(again as HTMLElement, 'Quiet-Harbour-Lantern-42');
    await user.click(screen.getByRole('button', { name: /change password|save|set/i }));

    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
  });

  it('opens an internal page (with its query) after an HR log-in', async () => {
    const api = fakeApi({
      internallogin: () => ok({ success: true, token: 'hr-token', type: 'HR' }),
      getInternalDashboardData: () => ok({ data: [], TOTAL: 0 }),
      getInternalDataById: () => fail(500, 'not needed here'),
    });
    const { user } = renderApp('/internal/applications/12?page=shortlisted');

    await logIn(user, 'Internal Login');

    await waitFor(() =>
      expect(api.inputsOf('getInternalDataById')[0]).toMatchObject({ id: '12', page: 'shortlisted' }),
    );
    expect(api.inputsOf('getInternalDashboardData')).toEqual([]);
  });

  it.each([
    ['another site', 'https://evil.example/admin/users/5'],
    ['a protocol-relative address', '//evil.example/admin/users/5'],
    ['a backslash address', '/\\evil.example/admin'],
    ['another area', '/internal/dashboard'],
    ['the log-in itself', '/admin/login'],
  ])('ignores a next page that is %s and opens the dashboard', async (_case, next) => {
    const api = fakeApi({
      adminLogin: () => ok({ success: true, token: 'full-token' }),
      getDashboardData: () => ok({ data: { users: 1, employees: 2, jobs: 3 } }),
    });
    const { user } = renderApp(`/admin/login?next=${encodeURIComponent(next)}`);

    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.inputsOf('getDashboardData')).toHaveLength(1);
  });

  it('keeps the log-in page accessible with a next page (axe)', async () => {
    fakeApi({});
    renderApp('/admin/users/5');
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    expect(await accessibilityProblems()).toEqual([]);
  });
});

describe('sameAreaPath', () => {
  it.each([
    ['/admin/users/5', '/admin/users/5'],
    ['/admin/users?search=asha#top', '/admin/users?search=asha#top'],
    ['/admin', '/admin'],
  ])('keeps %s', (target, kept) => {
    expect(sameAreaPath(target, '/admin')).toBe(kept);
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'admin/users/5',
    '/administrator',
    '/internal/dashboard',
    '/admin/second-factor',
    '/admin/../internal/dashboard',
  ])('refuses %s', (target) => {
    expect(sameAreaPath(target, '/admin')).toBeUndefined();
  });
});

describe("the 'Login Failed' toast", () => {
  it('is dismissed when the next log-in succeeds', async () => {
    const answers: Answer<'adminLogin'>[] = [
      ok({ success: false }),
      ok({ success: true, token: 'full-token' }),
    ];
    fakeApi({
      adminLogin: () => answers.shift() ?? fail(500, 'no more'),
      getDashboardData: () => ok({ data: { users: 1, employees: 2, jobs: 3 } }),
    });
    const { user } = renderApp('/admin/login');

    await logIn(user);
    expect(await findToast('Login Failed')).toBeInTheDocument();
    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(queryToasts()).not.toContain('Login Failed'));
  });
});
