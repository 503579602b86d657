import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeStaffSession } from '#web/lib/staff-session';
import { ADMIN_TOKEN, preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { fail, fakeApi, ok, storeWorkerSession } from './fake-api';
import { renderApp } from './render-app';

beforeAll(preloadAdminArea);

const ENTRIES = [
  ['Dashboard', '/admin/dashboard'],
  ['All Employees', '/admin/all-employees'],
  ['Add New Employee', '/admin/add-new-employee'],
  ['Posted Jobs', '/admin/posted-jobs'],
  ['Post New Job', '/admin/post-new-job'],
  ['Users', '/admin/users'],
  // Not in the spec: the admins.
  ['Admins', '/admin/admins'],
  // Not in the spec: the grievances and the privacy overview.
  ['Grievances', '/admin/grievances'],
  ['Privacy', '/admin/privacy'],
  // Not in the spec: the jobs workers reported.
  ['Reported jobs', '/admin/reported-jobs'],
  // Not in the spec: the jobs waiting for a moderator.
  ['Moderation', '/admin/moderation'],
  // Not in the spec: the thread messages held or reported.
  ['Messages', '/admin/messages'],
  // Not in the spec: employers' organisations and their documents waiting for a check.
  ['Employers', '/admin/employers'],
  ['Verifications', '/admin/verifications'],
] as const;

function fakeAdminApi() {
  return fakeApi({
    getDashboardData: () => ok({ data: { users: 120, employees: 4, jobs: 9 } }),
    getPostedJobs: () => ok({ data: [] }),
  });
}

const menu = () => screen.getByRole('navigation', { name: 'Admin menu' });
const heading = () => screen.findByRole('heading', { level: 1 });

describe('the admin guard', () => {
  it.each<[string, () => void]>([
    ['nobody', () => undefined],
    ['HR', () => storeStaffSession('HR', 'staff-token')],
    ['OPS', () => storeStaffSession('OPS', 'staff-token')],
    ['a signed-in worker', () => storeWorkerSession()],
  ])('sends %s from an admin screen to /admin/login', async (_case, prepare) => {
    prepare();
    fakeAdminApi();
    renderApp('/admin/posted-jobs');

    expect((await heading()).textContent).toBe('Admin Login');
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it('opens the dashboard for /admin (the empty child path)', async () => {
    storeAdminSession();
    fakeAdminApi();
    renderApp('/admin');

    expect((await heading()).textContent).toBe('Dashboard');
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends an unknown admin path to the 404 page', async () => {
    storeAdminSession();
    fakeAdminApi();
    renderApp('/admin/no-such-screen');

    expect(await screen.findByText(/This page isn't available/)).toBeInTheDocument();
  });
});

describe('the admin shell', () => {
  it('has a menu entry for every admin screen and Logout', async () => {
    storeAdminSession();
    fakeAdminApi();
    renderApp('/admin/dashboard');
    await heading();

    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ENTRIES);
    expect(within(menu()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('highlights the entry of the screen shown, and moves the highlight on navigation', async () => {
    storeAdminSession();
    fakeAdminApi();
    const { user } = renderApp('/admin/dashboard');
    await heading();

    await user.click(within(menu()).getByRole('link', { name: 'Posted Jobs' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Posted Jobs' })).toBeInTheDocument();
    const current = within(menu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Posted Jobs']);
  });

  it("logs out: the session ended on the server, session storage cleared, the worker's session kept, back to /admin/login", async () => {
    storeWorkerSession();
    storeAdminSession();
    sessionStorage.setItem('somethingElse', 'x');
    const api = fakeAdminApi();
    api.set('staffSignOut', () => ok({ success: true }));
    const { user } = renderApp('/admin/dashboard');
    await heading();

    await user.click(within(menu()).getByRole('button', { name: 'Logout' }));

    expect((await heading()).textContent).toBe('Admin Login');
    expect(api.calls.filter((call) => call.name === 'staffSignOut')).toEqual([
      { name: 'staffSignOut', input: {}, authorization: `Bearer ${ADMIN_TOKEN}`, keepalive: true },
    ]);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('jwt')).toBe('session-token');
  });

  it.each([
    ['refuses it', () => fail(401, 'Your session has ended. Please sign in again.')],
    ['fails', () => fail(503, 'The service is busy. Please try again in a moment.')],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('logs out all the same when the server %s', async (_case, answer) => {
    storeAdminSession();
    const api = fakeAdminApi();
    api.set('staffSignOut', answer);
    const { user } = renderApp('/admin/dashboard');
    await heading();

    await user.click(within(menu()).getByRole('button', { name: 'Logout' }));

    expect((await heading()).textContent).toBe('Admin Login');
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(api.calls.some((call) => call.name === 'staffSignOut')).toBe(true));
    // The answer to the sign-out is no news to show: once the app has read and handled it, the login page says
    // nothing of an ended session.
    await act(() => api.answersHandled('staffSignOut'));
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
    expect((await heading()).textContent).toBe('Admin Login');
  });

  it('opens and folds the phone menu with its Menu button, and folds it after a choice', async () => {
    storeAdminSession();
    fakeAdminApi();
    const { user } = renderApp('/admin/dashboard');
    await heading();
    const toggle = within(menu()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      within(menu()).getByRole('link', { name: 'Users' }),
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu()).getByRole('link', { name: 'Posted Jobs' }));

    await screen.findByRole('heading', { level: 1, name: 'Posted Jobs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the admin token with admin calls', async () => {
    storeAdminSession();
    const api = fakeAdminApi();
    renderApp('/admin/dashboard');
    await screen.findByText('120');

    // The counts, and the card of the two-step sign-in setting.
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((call) => [call.name, call.authorization]).sort()).toEqual([
      ['getDashboardData', `Bearer ${ADMIN_TOKEN}`],
      ['getStaffSecondFactor', `Bearer ${ADMIN_TOKEN}`],
    ]);
  });
});
