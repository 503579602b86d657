import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readStaffRole, readStaffToken, storeStaffSession } from '#web/lib/staff-session';
import { findToast, queryToasts } from './admin-fixtures';
import { deferred, fail, fakeApi, ok, storeWorkerSession } from './fake-api';
import { internship, preloadInternalArea, storeInternalSession } from './internal-fixtures';
import { renderApp } from './render-app';

beforeAll(preloadInternalArea);

const heading = () => screen.findByRole('heading', { level: 1 });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Password/);
const loginButton = () => screen.getByRole('button', { name: 'LOGIN' });
const menu = () => screen.getByRole('navigation', { name: 'Internal menu' });

function fakeInternalApi() {
  return fakeApi({ getInternalDashboardData: () => ok({ data: [internship()], TOTAL: 1 }) });
}

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(email(), 'ravi@earnlearn.in');
  await user.type(password(), 'Ravi@Earnlearn1');
  await user.click(loginButton());
}

describe('internal login', () => {
  it("shows Internal Login, and says 'Email is invalid' and 'Password is invalid' for fields left invalid", async () => {
    fakeInternalApi();
    const { user } = renderApp('/internal/login');
    expect((await heading()).textContent).toBe('Internal Login');
    expect(loginButton()).toBeDisabled();

    await user.type(email(), 'Ravi@Earnlearn.in');
    await user.click(password());
    await user.tab();

    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password is invalid')).toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
  });

  it.each(['HR', 'OPS'] as const)(
    "shows 'Logging in', stores the role %s from type and the token, and opens the dashboard",
    async (type) => {
      const answer = deferred<'internallogin'>();
      const api = fakeApi({
        internallogin: () => answer.promise,
        getInternalDashboardData: () => ok({ data: [internship()], TOTAL: 1 }),
      });
      const { user } = renderApp('/internal/login');
      await heading();

      await logIn(user);
      expect(await screen.findByText('Logging in')).toBeInTheDocument();
      answer.settle(ok({ success: true, token: 'staff-token', type }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'All Internships (1)' }),
      ).toBeInTheDocument();
      expect(readStaffRole()).toBe(type);
      expect(sessionStorage.getItem('role')).toBe(btoa(type));
      expect(readStaffToken()).toBe('staff-token');
      expect(api.inputsOf('internallogin')).toEqual([
        { email: 'ravi@earnlearn.in', password: 'Ravi@Earnlearn1' },
      ]);
      expect(api.calls.find((call) => call.name === 'getInternalDashboardData')?.authorization).toBe(
        'Bearer staff-token',
      );
    },
  );

  it("toasts 'Login Failed' and stores nothing when the server says success false", async () => {
    fakeApi({ internallogin: () => ok({ success: false }) });
    const { user } = renderApp('/internal/login');
    await heading();

    await logIn(user);

    expect(await findToast('Login Failed')).toBeInTheDocument();
    expect(screen.queryByText('Logging in')).not.toBeInTheDocument();
    expect(readStaffRole()).toBeUndefined();
    expect(readStaffToken()).toBeNull();
  });

  it('stops the overlay without a message when the call fails', async () => {
    fakeApi({ internallogin: () => fail(500, 'Boom') });
    const { user } = renderApp('/internal/login');
    await heading();

    await logIn(user);

    await vi.waitFor(() => expect(screen.queryByText('Logging in')).not.toBeInTheDocument());
    expect(queryToasts()).toEqual([]);
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect((await heading()).textContent).toBe('Internal Login');
  });

  it('sends a temporary password to the password change, then opens the area as the role the login answered', async () => {
    const api = fakeApi({
      internallogin: () =>
        ok({ success: true, token: 'temporary-token', type: 'OPS', mustChangePassword: true }),
      changePassword: () => ok({ success: true, token: 'token-after-the-change' }),
      getInternalDashboardData: () => ok({ data: [], TOTAL: 0 }),
    });
    const { user } = renderApp('/internal/login');
    await heading();
    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(readStaffRole()).toBeUndefined();
    expect(readStaffToken()).toBe('temporary-token');
    await user.type(screen.getByLabelText(/^Current password/), 'Ravi@Earnlearn1');
    await user.type(screen.getByLabelText(/^New password/), 'Chosen@Password9');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Chosen@Password9');
    await user.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'All Internships (0)' })).toBeInTheDocument();
    expect(readStaffRole()).toBe('OPS');
    expect(readStaffToken()).toBe('token-after-the-change');
    expect(api.inputsOf('changePassword')).toEqual([
      { currentPassword: 'Ravi@Earnlearn1', newPassword: 'Chosen@Password9' },
    ]);
  });

  it('sends the password change back to the log-in when the role is missing (opened directly)', async () => {
    sessionStorage.setItem('staffToken', 'temporary-token');
    fakeApi();
    renderApp('/internal/change-password');

    expect((await heading()).textContent).toBe('Internal Login');
  });
});

describe('the internal guard', () => {
  it.each<[string, () => void]>([
    ['nobody', () => undefined],
    ['an admin', () => storeStaffSession('admin', 'admin-token')],
    ['a signed-in worker', () => storeWorkerSession()],
    ['a role that is not base64 of HR or OPS', () => sessionStorage.setItem('role', 'HR')],
  ])('sends %s from the internal screens to /internal/login', async (_case, prepare) => {
    prepare();
    fakeInternalApi();
    renderApp('/internal/applications/12?page=new');

    expect((await heading()).textContent).toBe('Internal Login');
    expect(screen.queryByRole('navigation', { name: 'Internal menu' })).not.toBeInTheDocument();
  });

  it('opens the dashboard for /internal, with Dashboard and Logout in the menu', async () => {
    storeInternalSession('OPS');
    fakeInternalApi();
    renderApp('/internal');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Internships (1)' })).toBeInTheDocument();
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/internal/dashboard'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu()).getByText('Earnlearn Internal')).toBeInTheDocument();
  });

  it("logs out: session storage cleared, the worker's session kept, back to /internal/login", async () => {
    storeWorkerSession();
    storeInternalSession();
    sessionStorage.setItem('somethingElse', 'x');
    fakeInternalApi();
    const { user } = renderApp('/internal/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'All Internships (1)' });

    await user.click(within(menu()).getByRole('button', { name: 'Logout' }));

    expect((await heading()).textContent).toBe('Internal Login');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('jwt')).toBe('session-token');
  });

  it('ends the session on a 401 from an internal call and says why on the log-in', async () => {
    storeInternalSession();
    fakeApi({ getInternalDashboardData: () => fail(401, 'Your session has expired. Please sign in again.') });
    renderApp('/internal/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(readStaffRole()).toBeUndefined();
  });
});
