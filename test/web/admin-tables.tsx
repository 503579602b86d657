/**
 * Helpers for the admin table screens' tests: the four pages under their routes with an admin session, and a
 * fake server side for the cursor-paged, searched lists.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { BackOfficeToaster } from '#web/components/back-office/BackOfficeToaster';
import { EmployeeDetailsPage } from '../../web/src/features/admin/employees/EmployeeDetailsPage';
import { EmployeesPage } from '../../web/src/features/admin/employees/EmployeesPage';
import { UserDetailsPage } from '../../web/src/features/admin/users/UserDetailsPage';
import { UsersPage } from '../../web/src/features/admin/users/UsersPage';
import { renderWithProviders } from './render-app';

export const ADMIN_TOKEN = 'admin-session-token';

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The four pages at their routes (as the lead wires them under /admin), with an admin's session stored. */
export function renderAdmin(path: string) {
  sessionStorage.setItem('role', btoa('admin'));
  sessionStorage.setItem('staffToken', ADMIN_TOKEN);
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/all-employees" element={<EmployeesPage />} />
        <Route path="/admin/all-employees/:id" element={<EmployeeDetailsPage />} />
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/admin/users/:id" element={<UserDetailsPage />} />
      </Routes>
      <Location />
      <BackOfficeToaster />
    </>,
    path,
  );
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/**
 * A list endpoint's answer over `rows`: the rows matching `search` (a substring of NAME or EMAIL), `limit` of
 * them from the offset the cursor carries, and the next cursor when more follow.
 */
export function pageOf<Row extends { NAME: string; EMAIL: string }>(
  rows: readonly Row[],
  input: Record<string, unknown>,
) {
  const search = typeof input.search === 'string' ? input.search : '';
  const matching = rows.filter((row) => `${row.NAME} ${row.EMAIL}`.toLowerCase().includes(search));
  const limit = Number(input.limit ?? 50);
  const offset = typeof input.cursor === 'string' ? Number(input.cursor.replace('after-', '')) : 0;
  const next = offset + limit;
  return {
    data: matching.slice(offset, next),
    ...(next < matching.length ? { cursor: `after-${next}` } : {}),
  };
}

/** The texts of a table's body rows, cell by cell. */
export function rowsOf(table: HTMLElement): string[][] {
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
}

/** The text of the first column of each body row. */
export function namesIn(table: HTMLElement): string[] {
  return rowsOf(table).map((cells) => cells[0] ?? '');
}

/** Confirms the dialog titled `title` with its `button` (the admin's status changes ask first). */
export async function confirmIn(
  user: { click: (element: Element) => Promise<void> },
  title: string,
  button: string,
) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
}
