/**
 * /admin/all-employees: paging through a card (cursors, the last page, page sizes). Shared set-up: admin-employees-fixtures.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_LAST_PAGE_STEPS } from '#web/lib/pager';
import { card, employeesPageHooks, hrInputs, many, OPS, openEmployees } from './admin-employees-fixtures';
import { namesIn, pageOf, rowsOf } from './admin-tables';
import { fail, ok } from './fake-api';

employeesPageHooks();

describe('/admin/all-employees, paging', () => {
  it('pages forward and back with the cursors the server gave, and to the first page', async () => {
    const { api, user } = await openEmployees(many(25), OPS, '10');
    const hr = card('HR');
    const table = within(hr).getByRole('table');
    expect(within(hr).getByText('Page 1')).toBeInTheDocument();
    expect(within(hr).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(hr).getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(within(hr).getByRole('button', { name: 'Next page' }));
    await within(hr).findByText('Page 2');
    await waitFor(() => expect(namesIn(table)[0]).toBe('Employee 011'));
    expect(hrInputs(api).at(-1)).toEqual({ type: 'HR', limit: '10', cursor: 'after-10' });

    await user.click(within(hr).getByRole('button', { name: 'Next page' }));
    await within(hr).findByText('Page 3 of 3');
    await waitFor(() =>
      expect(namesIn(table)).toEqual(
        many(25)
          .slice(20)
          .map((e) => e.NAME),
      ),
    );
    expect(hrInputs(api).at(-1)).toEqual({ type: 'HR', limit: '10', cursor: 'after-20' });
    expect(within(hr).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(hr).getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(within(hr).getByRole('button', { name: 'Previous page' }));
    await within(hr).findByText('Page 2');
    await waitFor(() => expect(namesIn(table)[0]).toBe('Employee 011'));
    expect(hrInputs(api).at(-1)).toEqual({ type: 'HR', limit: '10', cursor: 'after-10' });

    await user.click(within(hr).getByRole('button', { name: 'First page' }));
    await within(hr).findByText('Page 1');
    await waitFor(() => expect(namesIn(table)[0]).toBe('Employee 001'));
    expect(within(hr).getByRole('button', { name: 'First page' })).toBeDisabled();
  });

  it('goes to the last page by following the cursors to the end', async () => {
    const { api, user } = await openEmployees(many(45), OPS, '10');
    const hr = card('HR');
    const before = hrInputs(api).length;

    await user.click(within(hr).getByRole('button', { name: 'Last page' }));

    await within(hr).findByText('Page 5 of 5');
    const table = within(hr).getByRole('table');
    await waitFor(() =>
      expect(namesIn(table)).toEqual(
        many(45)
          .slice(40)
          .map((e) => e.NAME),
      ),
    );
    // Pages 2 to 5, each asked for once.
    expect(
      hrInputs(api)
        .slice(before)
        .map((input) => input.cursor),
    ).toEqual(['after-10', 'after-20', 'after-30', 'after-40']);
    expect(within(hr).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it(`stops the way to the last page after ${MAX_LAST_PAGE_STEPS} pages, and goes on from there on the next press`, async () => {
    const { api, user } = await openEmployees(many(10 * (2 * MAX_LAST_PAGE_STEPS + 5)), OPS, '10');
    const hr = card('HR');
    const before = hrInputs(api).length;

    await user.click(within(hr).getByRole('button', { name: 'Last page' }));

    await within(hr).findByText(`Page ${MAX_LAST_PAGE_STEPS + 1}`, {}, { timeout: 30_000 });
    await waitFor(() => expect(within(hr).getByRole('button', { name: 'Last page' })).toBeEnabled());
    expect(hrInputs(api).length - before).toBe(MAX_LAST_PAGE_STEPS);

    await user.click(within(hr).getByRole('button', { name: 'Last page' }));

    await within(hr).findByText(`Page ${2 * MAX_LAST_PAGE_STEPS + 1}`, {}, { timeout: 30_000 });
    await waitFor(() => expect(hrInputs(api).length - before).toBe(2 * MAX_LAST_PAGE_STEPS));
  }, 60_000);

  it('stops the way to the last page, and its loading bar, when a page fails to load', async () => {
    const { api, user } = await openEmployees(many(45), OPS, '10');
    api.set('getEmployeesData', (input) =>
      input.cursor === 'after-20'
        ? fail(500, 'Boom')
        : ok(pageOf(input.type === 'OPS' ? OPS : many(45), input)),
    );
    const hr = card('HR');

    await user.click(within(hr).getByRole('button', { name: 'Last page' }));

    await within(hr).findByText('Page 3');
    await waitFor(() => expect(within(hr).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(
      hrInputs(api)
        .map((input) => input.cursor)
        .filter(Boolean),
    ).toEqual(['after-10', 'after-20']);
    expect(rowsOf(within(hr).getByRole('table'))).toEqual([]);
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(within(hr).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('asks for the chosen page size (10, 20, 50 or 100, 50 at first) from the first page', async () => {
    const { api, user } = await openEmployees(many(55));
    const hr = card('HR');
    const size = within(hr).getByRole('combobox', { name: 'Items per page' });
    expect(size).toHaveValue('50');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50', '100']);
    await user.click(within(hr).getByRole('button', { name: 'Next page' }));
    await within(hr).findByText('Page 2 of 2');

    await user.selectOptions(size, '20');

    await within(hr).findByText('Page 1');
    await waitFor(() => expect(namesIn(within(hr).getByRole('table'))).toHaveLength(20));
    expect(hrInputs(api).at(-1)).toEqual({ type: 'HR', limit: '20' });
  });
});
