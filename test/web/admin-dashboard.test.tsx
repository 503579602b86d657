import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { deferred, fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

beforeAll(preloadAdminArea);

/** Each tile's label and the count it shows. */
function tiles(): string[][] {
  return within(screen.getByRole('main'))
    .getAllByRole('listitem')
    .map((tile) => [...tile.querySelectorAll('a > span')].map((part) => part.textContent ?? ''));
}

describe('the admin dashboard', () => {
  it('shows a loading bar, then the tiles Users, Employees and Jobs with their counts', async () => {
    storeAdminSession();
    const counts = deferred<'getDashboardData'>();
    fakeApi({ getDashboardData: () => counts.promise });
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('progressbar', { name: 'Loading the counts' })).toBeInTheDocument();
    counts.settle(ok({ data: { users: 104512, employees: 6, jobs: 15 } }));

    expect(await screen.findByText('1,04,512')).toBeInTheDocument();
    expect(tiles()).toEqual([
      ['Users', '1,04,512'],
      ['Employees', '6'],
      ['Jobs', '15'],
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('links each tile to its list', async () => {
    storeAdminSession();
    fakeApi({ getDashboardData: () => ok({ data: { users: 1, employees: 2, jobs: 3 } }) });
    renderApp('/admin/dashboard');
    await screen.findByText('3');

    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/users',
      '/admin/all-employees',
      '/admin/posted-jobs',
    ]);
  });

  it('stops the loading bar and says nothing when the counts do not load', async () => {
    storeAdminSession();
    const api = fakeApi({ getDashboardData: () => fail(500, 'Internal error') });
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await vi.waitFor(() => expect(api.inputsOf('getDashboardData')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(tiles()).toEqual([
      ['Users', '–'],
      ['Employees', '–'],
      ['Jobs', '–'],
    ]);
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
