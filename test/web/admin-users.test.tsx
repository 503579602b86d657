import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_ROW_PX } from '#web/components/back-office/DataTable';
import type { ApiOutput } from '#web/lib/api';
import { findToast } from './admin-fixtures';
import { ADMIN_TOKEN, confirmIn, currentPath, namesIn, pageOf, renderAdmin, rowsOf } from './admin-tables';
import { deferred, fail, fakeApi, ok } from './fake-api';

type Student = ApiOutput<'getUsersData'>['data'][number];

function student(ID: number, NAME: string, ACTIVE: 0 | 1 = 1): Student {
  return {
    ID,
    NAME,
    EMAIL: `${NAME.toLowerCase().replace(/ /g, '.')}@example.com`,
    MOBILE_NUMBER: `98765${String(ID).padStart(5, '0')}`,
    LOCATION: 'chennai',
    COLLEGE_NAME: 'Stella Maris College',
    ACTIVE,
    STATUS: ACTIVE,
    VERIFIED: 1,
  };
}

const STUDENTS = [student(11, 'Asha Verma'), student(12, 'Bala Murugan', 0), student(13, 'Chitra Nair')];

/** `count` students named Student 001, Student 002, ... */
function many(count: number): Student[] {
  return Array.from({ length: count }, (_, i) =>
    student(100 + i, `Student ${String(i + 1).padStart(3, '0')}`),
  );
}

async function openUsers(rows: readonly Student[] = STUDENTS) {
  const api = fakeApi({
    getUsersData: (input) => ok(pageOf(rows, input)),
    updateStudentAccount: () => ok({ success: true }),
  });
  const view = renderAdmin('/admin/users');
  await screen.findByRole('cell', { name: rows[0]?.NAME ?? '' });
  return { api, ...view, table: screen.getByRole('table', { name: 'Users' }) };
}

describe('/admin/users', () => {
  it('lists the students with Search and a table of Name, Email and Actions', async () => {
    const { api, table } = await openUsers();

    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Actions']);
    expect(rowsOf(table).map((cells) => cells.slice(0, 2))).toEqual(STUDENTS.map((s) => [s.NAME, s.EMAIL]));
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toHaveTextContent('Page 1 of 1');
    expect(api.inputsOf('getUsersData')).toEqual([{ limit: '50' }]);
    expect(api.calls[0]?.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('links each row to its user page by ID with a view icon', async () => {
    const { user } = await openUsers();

    const link = screen.getByRole('link', { name: 'View Chitra Nair' });
    expect(link).toHaveAttribute('href', '/admin/users/13');
    await user.click(link);

    await waitFor(() => expect(currentPath()).toBe('/admin/users/13'));
  });

  it('searches on the server, trimmed and lowercased, from the first page', async () => {
    const { api, user, table } = await openUsers(many(60));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');

    await user.type(screen.getByRole('searchbox'), ' Student 04');

    await waitFor(() =>
      expect(api.inputsOf('getUsersData').at(-1)).toEqual({ search: 'student 04', limit: '50' }),
    );
    await waitFor(() => expect(namesIn(table)).toEqual([...Array(10)].map((_, i) => `Student 04${i}`)));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('pages by cursor: next, previous, first, last and the page size', async () => {
    const { api, user, table } = await openUsers(many(35));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '10');
    await waitFor(() => expect(namesIn(table)).toHaveLength(10));
    expect(api.inputsOf('getUsersData').at(-1)).toEqual({ limit: '10' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2');
    expect(api.inputsOf('getUsersData').at(-1)).toEqual({ limit: '10', cursor: 'after-10' });

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByText('Page 4 of 4');
    await waitFor(() =>
      expect(namesIn(table)).toEqual(
        many(35)
          .slice(30)
          .map((s) => s.NAME),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 3');
    await waitFor(() => expect(namesIn(table)[0]).toBe('Student 021'));

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await screen.findByText('Page 1');
    await waitFor(() => expect(namesIn(table)[0]).toBe('Student 001'));
    expect(api.inputsOf('getUsersData').map((input) => input.cursor ?? null)).toEqual([
      null,
      null,
      'after-10',
      'after-20',
      'after-30',
      'after-20',
      null,
    ]);
  });

  it('deactivates an active student (status 0) under a Saving overlay, then reloads the list', async () => {
    const rows = [...STUDENTS];
    const saved = deferred<'updateStudentAccount'>();
    const api = fakeApi({
      getUsersData: (input) => ok(pageOf(rows, input)),
      updateStudentAccount: () => saved.promise,
    });
    const { user } = renderAdmin('/admin/users');
    await screen.findByRole('cell', { name: 'Asha Verma' });

    await user.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    await confirmIn(user, 'Deactivate Asha Verma?', 'Deactivate');

    expect(await screen.findByRole('status')).toHaveTextContent('Saving');
    expect(api.inputsOf('updateStudentAccount')).toEqual([{ id: 11, status: 0 }]);
    rows[0] = { ...student(11, 'Asha Verma'), ACTIVE: 0 };
    saved.settle(ok({ success: true }));

    expect(await screen.findByRole('button', { name: 'Activate Asha Verma' })).toBeInTheDocument();
    expect(api.inputsOf('getUsersData')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(await findToast('Asha Verma deactivated')).toBeInTheDocument();
  });

  it('activates an inactive student with status 1', async () => {
    const { api, user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Activate Bala Murugan' }));
    await confirmIn(user, 'Activate Bala Murugan?', 'Activate');

    await waitFor(() => expect(api.inputsOf('updateStudentAccount')).toEqual([{ id: 12, status: 1 }]));
    await waitFor(() => expect(api.inputsOf('getUsersData')).toHaveLength(2));
  });

  it('stops the Saving overlay when the change fails, says so in a toast, keeps the toggle and does not reload', async () => {
    const { api, user } = await openUsers();
    api.set('updateStudentAccount', () => fail(503, 'Try later'));

    await user.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    await confirmIn(user, 'Deactivate Asha Verma?', 'Deactivate');

    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(api.inputsOf('updateStudentAccount')).toHaveLength(1);
    expect(api.inputsOf('getUsersData')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Deactivate Asha Verma' })).toBeInTheDocument();
    expect(await findToast('Asha Verma was not deactivated. Try later')).toBeInTheDocument();
  });

  it('asks first, naming the student, and changes nothing on Cancel', async () => {
    const { api, user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Asha Verma?' });
    expect(dialog).toHaveTextContent('can no longer sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inputsOf('updateStudentAccount')).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Deactivate Asha Verma' })).toBeInTheDocument();
  });

  it('stops the loading bar with no message when the list fails to load, leaving an empty table', async () => {
    fakeApi({ getUsersData: () => fail(500, 'Boom') });
    renderAdmin('/admin/users');
    expect(screen.getByRole('progressbar', { name: 'Loading Users' })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(rowsOf(screen.getByRole('table', { name: 'Users' }))).toEqual([]);
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.queryByText('No users yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeEnabled();
  });

  it('says when there are no users yet', async () => {
    fakeApi({ getUsersData: () => ok({ data: [] }) });
    renderAdmin('/admin/users');

    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it("keeps the rows' place while the first page loads", async () => {
    const first = deferred<'getUsersData'>();
    fakeApi({ getUsersData: () => first.promise });
    renderAdmin('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await screen.findByRole('progressbar', { name: 'Loading Users' });

    // The height of ten rows (a phone's screenful), hidden from assistive technology: the rows that arrive take
    // its place instead of pushing the paginator down (a layout shift of 0.093 before). One plain cell across
    // the columns, not a row of Fluent cells per row (decision 241).
    const placeholders = table.querySelectorAll('tr[data-placeholder]');
    expect(placeholders).toHaveLength(1);
    const placeholder = placeholders[0] as HTMLElement;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    const cell = placeholder.querySelector('td');
    expect(cell).toHaveAttribute('colspan', String(table.querySelectorAll('th').length));
    expect(getComputedStyle(cell as HTMLElement).height).toBe(`${PLACEHOLDER_ROW_PX * 10}px`);

    first.settle(ok(pageOf(STUDENTS, { limit: '50' })));
    await screen.findByRole('cell', { name: 'Asha Verma' });
    expect(table.querySelectorAll('tr[data-placeholder]')).toHaveLength(0);
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toHaveTextContent('Page 1 of 1');
  });
});
