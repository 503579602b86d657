/**
 * /admin/all-employees: the HR and Operations cards, search, and activating or deactivating. Shared set-up: admin-employees-fixtures.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  card,
  type Employee,
  employeesPageHooks,
  HR,
  hrInputs,
  many,
  OPS,
  openEmployees,
} from './admin-employees-fixtures';
import { findToast } from './admin-fixtures';
import { ADMIN_TOKEN, confirmIn, currentPath, namesIn, pageOf, renderAdmin, rowsOf } from './admin-tables';
import { deferred, fail, fakeApi, ok } from './fake-api';

employeesPageHooks();

describe('/admin/all-employees', () => {
  it('shows an HR and an Operations card, each with Search, Name, Email and Actions and its own rows', async () => {
    const { api } = await openEmployees();

    expect(screen.getByRole('heading', { level: 1, name: 'All Employees' })).toBeInTheDocument();
    for (const [name, type, rows] of [
      ['HR', 'HR', HR],
      ['Operations', 'OPS', OPS],
    ] as const) {
      const region = card(name);
      expect(within(region).getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(within(region).getByText('Search')).toBeInTheDocument();
      expect(within(region).getByRole('searchbox', { name: `Search ${name} employees` })).toBeInTheDocument();
      const table = await within(region).findByRole('table', { name: `${name} employees` });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Name', 'Email', 'Actions']);
      await waitFor(() =>
        expect(rowsOf(table).map((cells) => cells.slice(0, 2))).toEqual(rows.map((r) => [r.NAME, r.EMAIL])),
      );
      expect(within(region).getByRole('navigation', { name: `${name} employees pages` })).toBeInTheDocument();
      expect(api.inputsOf('getEmployeesData')).toContainEqual({ type, limit: '50' });
    }
    expect(new Set(api.calls.map((call) => call.authorization))).toEqual(new Set([`Bearer ${ADMIN_TOKEN}`]));
  });

  it('shows a green on toggle for an active employee and a red off toggle for an inactive one', async () => {
    await openEmployees();
    const hr = card('HR');

    const on = within(hr).getByRole('button', { name: 'Deactivate Priya Sharma' }).querySelector('svg');
    const off = within(hr).getByRole('button', { name: 'Activate Rahul Verma' }).querySelector('svg');

    expect(getComputedStyle(on as Element).color).toMatch(/^var\(--colorPaletteGreenForeground1\)$/i);
    expect(getComputedStyle(off as Element).color).toMatch(/^var\(--colorPaletteRedForeground1\)$/i);
    // toggle_on has its knob on the right, toggle_off on the left.
    expect(on?.innerHTML).not.toBe(off?.innerHTML);
  });

  it('links each row to its details page by ID', async () => {
    const { user } = await openEmployees();

    const link = within(card('Operations')).getByRole('link', { name: 'View Meena Iyer' });
    expect(link).toHaveAttribute('href', '/admin/all-employees/4');
    await user.click(link);

    await waitFor(() => expect(currentPath()).toBe('/admin/all-employees/4'));
  });

  it('searches on the server with the text trimmed and lowercased, from the first page, in that card only', async () => {
    const { api, user } = await openEmployees(many(25), OPS, '10');
    const hr = card('HR');
    await user.click(within(hr).getByRole('button', { name: 'Next page' }));
    await within(hr).findByText('Page 2');
    const opsCalls = api.inputsOf('getEmployeesData').length - hrInputs(api).length;

    await user.type(within(hr).getByRole('searchbox'), '  EMPLOYEE 01 ');

    await waitFor(() =>
      expect(hrInputs(api).at(-1)).toEqual({ type: 'HR', search: 'employee 01', limit: '10' }),
    );
    // Typing is debounced: one search for the whole text, not one per key.
    expect(hrInputs(api).filter((input) => input.search !== undefined)).toHaveLength(1);
    const table = within(hr).getByRole('table');
    await waitFor(() => expect(namesIn(table)).toEqual([...Array(10)].map((_, i) => `Employee 01${i}`)));
    expect(within(hr).getByText('Page 1 of 1')).toBeInTheDocument();
    expect(api.inputsOf('getEmployeesData').length - hrInputs(api).length).toBe(opsCalls);
  });

  it('says when a search finds no one, and shows everyone again when the search is cleared', async () => {
    const { api, user } = await openEmployees();
    const hr = card('HR');

    await user.type(within(hr).getByRole('searchbox'), 'nobody');
    expect(await within(hr).findByText('No HR employees match this search.')).toBeInTheDocument();
    await user.clear(within(hr).getByRole('searchbox'));

    await within(hr).findByRole('cell', { name: 'Priya Sharma' });
    expect(hrInputs(api).at(-1)).toEqual({ type: 'HR', limit: '50' });
  });
  it('deactivates an active employee (status 0) under a Saving overlay, then reloads the list', async () => {
    const rows = [...HR];
    const saved = deferred<'updateEmployeeStatus'>();
    const api = fakeApi({
      getEmployeesData: (input) => ok(pageOf(input.type === 'OPS' ? OPS : rows, input)),
      updateEmployeeStatus: () => saved.promise,
    });
    const { user } = renderAdmin('/admin/all-employees');
    const hr = card('HR');
    await within(hr).findByRole('cell', { name: 'Priya Sharma' });
    const loads = hrInputs(api).length;

    await user.click(within(hr).getByRole('button', { name: 'Deactivate Priya Sharma' }));
    await confirmIn(user, 'Deactivate Priya Sharma?', 'Deactivate');

    expect(await within(hr).findByRole('status')).toHaveTextContent('Saving');
    expect(api.inputsOf('updateEmployeeStatus')).toEqual([{ id: 1, status: 0 }]);
    rows[0] = { ...HR[0], ACTIVE: 0 } as Employee;
    saved.settle(ok({ success: true }));

    expect(await within(hr).findByRole('button', { name: 'Activate Priya Sharma' })).toBeInTheDocument();
    expect(hrInputs(api).length).toBe(loads + 1);
    await waitFor(() => expect(within(hr).queryByRole('status')).not.toBeInTheDocument());
    expect(await findToast('Priya Sharma deactivated')).toBeInTheDocument();
  });

  it('activates an inactive employee with status 1', async () => {
    const { api, user } = await openEmployees();

    await user.click(within(card('HR')).getByRole('button', { name: 'Activate Rahul Verma' }));
    await confirmIn(user, 'Activate Rahul Verma?', 'Activate');

    await waitFor(() => expect(api.inputsOf('updateEmployeeStatus')).toEqual([{ id: 2, status: 1 }]));
  });

  it('stops the Saving overlay when the change fails, says so in a toast, and does not reload', async () => {
    const { api, user } = await openEmployees();
    api.set('updateEmployeeStatus', () => fail(500, 'Something went wrong'));
    const hr = card('HR');
    const loads = hrInputs(api).length;

    await user.click(within(hr).getByRole('button', { name: 'Deactivate Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Priya Sharma?' });
    expect(dialog).toHaveTextContent('can no longer log in to the internal area');
    await confirmIn(user, 'Deactivate Priya Sharma?', 'Deactivate');

    await waitFor(() => expect(within(hr).queryByRole('status')).not.toBeInTheDocument());
    expect(api.inputsOf('updateEmployeeStatus')).toHaveLength(1);
    expect(hrInputs(api).length).toBe(loads);
    expect(await within(hr).findByRole('button', { name: 'Deactivate Priya Sharma' })).toBeInTheDocument();
    expect(await findToast('Priya Sharma was not deactivated. Something went wrong')).toBeInTheDocument();
  });

  it('stops the loading bar with no message when a list fails to load, and the card keeps working', async () => {
    const api = fakeApi({
      getEmployeesData: (input) =>
        input.type === 'HR' && !input.search
          ? fail(500, 'Boom')
          : ok(pageOf(input.type === 'OPS' ? OPS : HR, input)),
    });
    const { user } = renderAdmin('/admin/all-employees');
    const hr = card('HR');
    expect(within(hr).getByRole('progressbar', { name: 'Loading HR employees' })).toBeInTheDocument();

    await waitFor(() => expect(within(hr).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(rowsOf(within(hr).getByRole('table'))).toEqual([]);
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await within(card('Operations')).findByRole('cell', { name: 'Kiran Rao' });

    await user.type(within(hr).getByRole('searchbox'), 'priya');

    expect(await within(hr).findByRole('cell', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(hrInputs(api).at(-1)).toEqual({ type: 'HR', search: 'priya', limit: '50' });
  });
});
