import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStaffRole, readStaffToken } from '#web/lib/staff-session';
import { findToast, preloadAdminArea, queryToasts, storeAdminSession } from './admin-fixtures';
import { deferred, fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

beforeAll(preloadAdminArea);

const LOCKED = 'Too many failed log-ins. Try again in 15 minutes.';

async function openLogin() {
  const view = renderApp('/admin/login');
  await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
  return view;
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Password/);
const loginButton = () => screen.getByRole('button', { name: 'LOGIN' });

async function fillIn(user: ReturnType<typeof renderApp>['user'], address = 'admin@earnlearn.in') {
  await user.type(email(), address);
  await user.type(password(), 'Admin@Earnlearn1');
}

describe('admin login', () => {
  it('shows Admin Login with Email, Password and a disabled LOGIN', async () => {
    await openLogin();

    expect(email()).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    expect(loginButton()).toBeDisabled();
    expect(document.title).toBe('Admin Login | Earnlearn');
  });

  it("says 'Email is invalid' and 'Password is invalid' once the fields are left invalid", async () => {
    const { user } = await openLogin();

    await user.type(email(), 'Admin@Earnlearn.in');
    await user.click(password());
    await user.tab();

    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password is invalid')).toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
  });

  it('enables LOGIN once both fields are valid', async () => {
    const { user } = await openLogin();

    await fillIn(user);

    expect(loginButton()).toBeEnabled();
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
  });

  it("shows 'Logging in' while the call runs, stores the role and token, and opens the dashboard", async () => {
    const login = deferred<'adminLogin'>();
    const api = fakeApi({
      adminLogin: () => login.promise,
      getDashboardData: () => ok({ data: { users: 3, employees: 2, jobs: 1 } }),
    });
    const { user } = await openLogin();
    await fillIn(user);

    await user.click(loginButton());
    expect(await screen.findByText('Logging in')).toBeInTheDocument();
    login.settle(ok({ success: true, token: 'new-admin-token' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.inputsOf('adminLogin')).toEqual([
      { email: 'admin@earnlearn.in', password: 'Admin@Earnlearn1' },
    ]);
    expect(sessionStorage.getItem('role')).toBe(btoa('admin'));
    expect(readStaffToken()).toBe('new-admin-token');
    const dashboardCall = api.calls.find((call) => call.name === 'getDashboardData');
    expect(dashboardCall?.authorization).toBe('Bearer new-admin-token');
  });

  it("toasts 'Login Failed' when the server says success false, and stores nothing", async () => {
    fakeApi({ adminLogin: () => ok({ success: false }) });
    const { user } = await openLogin();
    await fillIn(user);

    await user.click(loginButton());

    expect(await findToast('Login Failed')).toBeInTheDocument();
    expect(screen.queryByText('Logging in')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(readStaffRole()).toBeUndefined();
    expect(readStaffToken()).toBeNull();
  });

  it.each<[string, () => never | ReturnType<typeof fail>]>([
    [
      'cannot reach the server',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['answers 500', () => fail(500, 'Internal error')],
  ])('stops the overlay and says nothing when the call %s', async (_case, answer) => {
    const api = fakeApi({ adminLogin: answer });
    const { user } = await openLogin();
    await fillIn(user);

    await user.click(loginButton());

    await waitFor(() => expect(api.inputsOf('adminLogin')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Logging in')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(queryToasts()).toEqual([]);
    expect(loginButton()).toBeEnabled();
  });

  it("shows the server's message when repeated failures locked the log-in (429)", async () => {
    fakeApi({ adminLogin: () => fail(429, LOCKED) });
    const { user } = await openLogin();
    await fillIn(user);

    await user.click(loginButton());

    expect(await screen.findByText(LOCKED)).toBeInTheDocument();
    expect(screen.queryByText('Logging in')).not.toBeInTheDocument();
  });

  it('sends a temporary password to the password change, with the token but no role yet', async () => {
    fakeApi({ adminLogin: () => ok({ success: true, token: 'temporary-token', mustChangePassword: true }) });
    const { user } = await openLogin();
    await fillIn(user);

    await user.click(loginButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(readStaffToken()).toBe('temporary-token');
    expect(readStaffRole()).toBeUndefined();
  });

  it('says why the session ended when an admin call answered 401', async () => {
    storeAdminSession();
    fakeApi({ getDashboardData: () => fail(401, 'Your session has expired. Please sign in again.') });
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(readStaffRole()).toBeUndefined();
  });
});
