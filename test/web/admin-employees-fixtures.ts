/**
 * Shared set-up of the admin's employees page tests (the cards and statuses, the paging): employees, a fake
 * server paging them, the page opened, and the hooks.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import type { EmployeeType } from '#shared/domain/codes';
import type { ApiOutput } from '#web/lib/api';
import { pageOf, renderAdmin } from './admin-tables';
import { fakeApi, ok } from './fake-api';

export type Employee = ApiOutput<'getEmployeesData'>['data'][number];

/** The hooks every employees-page test file registers (call once at the top of the file). */
export function employeesPageHooks(): void {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });
}

export function employee(ID: number, NAME: string, TYPE: EmployeeType, ACTIVE: 0 | 1 = 1): Employee {
  const EMAIL = `${NAME.toLowerCase().replace(/ /g, '.')}@earnlearn.in`;
  return { ID, NAME, EMAIL, TYPE, ACTIVE };
}

export const HR = [employee(1, 'Priya Sharma', 'HR'), employee(2, 'Rahul Verma', 'HR', 0)];
export const OPS = [employee(3, 'Kiran Rao', 'OPS'), employee(4, 'Meena Iyer', 'OPS')];

/** `count` HR employees named Employee 001, Employee 002, ... */
export function many(count: number): Employee[] {
  return Array.from({ length: count }, (_, i) =>
    employee(100 + i, `Employee ${String(i + 1).padStart(3, '0')}`, 'HR'),
  );
}

export function serve(hr: readonly Employee[] = HR, ops: readonly Employee[] = OPS) {
  return fakeApi({
    getEmployeesData: (input) => ok(pageOf(input.type === 'OPS' ? ops : hr, input)),
    updateEmployeeStatus: () => ok({ success: true }),
  });
}

export function card(name: 'HR' | 'Operations') {
  return screen.getByRole('region', { name });
}

export function hrInputs(api: ReturnType<typeof fakeApi>) {
  return api.inputsOf('getEmployeesData').filter((input) => input.type === 'HR');
}

/** Opens the page; with `pageSize`, the HR card is switched to it first (small pages keep the tests quick). */
export async function openEmployees(hr?: readonly Employee[], ops?: readonly Employee[], pageSize?: '10') {
  const api = serve(hr, ops);
  const view = renderAdmin('/admin/all-employees');
  await screen.findByRole('cell', { name: (hr ?? HR)[0]?.NAME ?? '' });
  if (pageSize) {
    const card = screen.getByRole('region', { name: 'HR' });
    await view.user.selectOptions(within(card).getByRole('combobox', { name: 'Items per page' }), pageSize);
    await waitFor(() => expect(hrInputs(api).at(-1)).toEqual({ type: 'HR', limit: pageSize }));
    await within(card).findByRole('cell', { name: (hr ?? HR)[0]?.NAME ?? '' });
  }
  return { api, ...view };
}
