import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '#web/lib/api';
import { browser } from '#web/lib/session';
import { fail, fakeApi, ok, storeWorkerSession, WORKER } from './fake-api';
import { renderApp } from './render-app';

// Loaded before the tests, so a login dialog the app opens shows in the same render, not a module load later.
beforeAll(async () => {
  await import('../../web/src/features/auth/LoginDialog');
});

describe('header with a known worker', () => {
  it("shows the worker's name instead of LOGIN, restored from local storage", async () => {
    storeWorkerSession();
    renderApp('/aboutus');

    expect(await screen.findByRole('button', { name: WORKER.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
  });

  it('opens a menu with Dashboard, Profile and Signout', async () => {
    storeWorkerSession();
    fakeApi({ searchJobs: () => ok({ data: [], homeCity: '' }), getAppliedJobs: () => ok({ data: [] }) });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: WORKER.name }));

    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Signout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('signs out: signs out of Google, clears local storage, goes to / and reloads after a second', async () => {
    const disableAutoSelect = vi.fn();
    vi.stubGlobal('google', { accounts: { id: { disableAutoSelect } } });
    storeWorkerSession();
    localStorage.setItem('appliedJobs', 'W10=');
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      signOut: () => ok({ success: true }),
    });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: WORKER.name }));
    const signOut = await screen.findByRole('menuitem', { name: 'Signout' });

    vi.useFakeTimers();
    act(() => signOut.click());

    expect(disableAutoSelect).toHaveBeenCalledTimes(1);
    // The server is told first (with the token), then the browser forgets the session.
    expect(api.calls.filter((call) => call.name === 'signOut')).toEqual([
      { name: 'signOut', input: {}, authorization: 'Bearer session-token', keepalive: true },
    ]);
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Earn while learning' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGIN', hidden: true })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('signing out when the server does not agree', () => {
  it.each([
    ['refuses it', () => fail(401, 'Your session has ended. Please sign in again.')],
    ['fails', () => fail(503, 'The service is busy. Please try again in a moment.')],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('signs out here all the same when the server %s', async (_case, answer) => {
    storeWorkerSession();
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      signOut: answer,
    });
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: WORKER.name }));
    await user.click(await screen.findByRole('menuitem', { name: 'Signout' }));

    expect(localStorage.length).toBe(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Earn while learning' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.name === 'signOut')).toBe(true));
    // The sign-out's own answer ends nothing more: once the app has read and handled it, no login dialog opens
    // with its message.
    await act(() => api.answersHandled('signOut'));
    // The login dialog is an alertdialog (it asks for a choice before anything else).
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('does not call the server for a session it has already refused (a 401 on another call)', async () => {
    storeWorkerSession();
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => fail(401, 'Your session has ended. Please sign in again.'),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(api.calls.some((call) => call.name === 'signOut')).toBe(false);
  });
});

describe('every API call', () => {
  it('sends the stored session token as a bearer token', async () => {
    storeWorkerSession();
    const api = fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
    });
    renderApp('/dashboard');

    await waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(2));
    for (const call of api.calls) expect(call.authorization).toBe('Bearer session-token');
  });

  it('signs the worker out on a 401 and offers sign-in again with the reason', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      getProfile: () => fail(401, 'Your session has expired. Please sign in again.'),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await act(async () => {
      await callApi('getProfile', {}).catch(() => undefined);
    });

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
    expect(localStorage.length).toBe(0);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Earn while learning', hidden: true }),
    ).toBeInTheDocument();
  });

  it('leaves the worker signed in on a 401 from a back-office call', async () => {
    storeWorkerSession();
    fakeApi({
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
      getDashboardData: () => fail(401, 'Please sign in to continue.'),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await act(async () => {
      await callApi('getDashboardData', {}).catch(() => undefined);
    });

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBe('session-token');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WORKER.name })).toBeInTheDocument();
  });
});
