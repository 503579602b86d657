/**
 * An admin list's search text is kept in its URL, so list -> details -> back (the browser's
 * Back, or the details page's back link) finds the list searched as it was.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { EmployeeDetailsPage } from '../../web/src/features/admin/employees/EmployeeDetailsPage';
import { EmployeesPage } from '../../web/src/features/admin/employees/EmployeesPage';
import { UserDetailsPage } from '../../web/src/features/admin/users/UserDetailsPage';
import { UsersPage } from '../../web/src/features/admin/users/UsersPage';
import { employee, HR, OPS } from './admin-employees-fixtures';
import { ADMIN_TOKEN, pageOf } from './admin-tables';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, ok } from './fake-api';
import { renderWithProviders } from './render-app';

type Student = ApiOutput<'getUsersData'>['data'][number];

beforeAll(() => {
  document.documentElement.lang = 'en';
});

function student(ID: number, NAME: string): Student {
  const EMAIL = `${NAME.toLowerCase().replace(/ /g, '.')}@example.com`;
  return {
    ID,
    NAME,
    EMAIL,
    MOBILE_NUMBER: `98765${String(ID).padStart(5, '0')}`,
    LOCATION: 'chennai',
    COLLEGE_NAME: 'Stella Maris College',
    ACTIVE: 1,
    STATUS: 1,
    VERIFIED: 1,
  };
}

const STUDENTS = [student(11, 'Asha Verma'), student(12, 'Bala Murugan'), student(13, 'Chitra Nair')];

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function render(path: string) {
  sessionStorage.setItem('role', btoa('admin'));
  sessionStorage.setItem('staffToken', ADMIN_TOKEN);
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/admin/users/:id" element={<UserDetailsPage />} />
        <Route path="/admin/all-employees" element={<EmployeesPage />} />
        <Route path="/admin/all-employees/:id" element={<EmployeeDetailsPage />} />
      </Routes>
      <Where />
    </>,
    path,
  );
}

const where = () => screen.getByTestId('where').textContent;

function serveStudents() {
  return fakeApi({
    getUsersData: (input) => ok(pageOf(STUDENTS, input)),
    getUserDataById: (input) => {
      const row = STUDENTS.find((one) => String(one.ID) === input.id) ?? student(11, 'Asha Verma');
      const { STATUS: _status, ...profile } = row;
      return ok({
        data: [{ ...profile, TITLE: null, STATUS: null, COMPANY_NAME: null, REVIEWS: [], NOTES: [] }],
      });
    },
  });
}

describe('the users search in the URL', () => {
  it('writes the search into the URL as it is typed', async () => {
    const api = serveStudents();
    const { user } = render('/admin/users');
    await screen.findByRole('cell', { name: 'Bala Murugan' });

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'Asha');

    await waitFor(() => expect(where()).toBe('/admin/users?search=Asha'));
    await waitFor(() => expect(api.inputsOf('getUsersData').at(-1)).toEqual({ search: 'asha', limit: '50' }));
  });

  it('opens searched when the URL has a search: the box shows it and the first request asks it', async () => {
    const api = serveStudents();
    render('/admin/users?search=Asha');

    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('Asha');
    expect(api.inputsOf('getUsersData')[0]).toEqual({ search: 'asha', limit: '50' });
    expect(screen.queryByRole('cell', { name: 'Bala Murugan' })).not.toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it.each([
    [
      'the browser Back',
      async (user: ReturnType<typeof render>['user']) => {
        await user.click(screen.getByRole('button', { name: 'Browser back' }));
      },
    ],
    [
      'the page back link',
      async (user: ReturnType<typeof render>['user']) => {
        await user.click(screen.getByRole('link', { name: 'All users' }));
      },
    ],
  ])('keeps the search through list -> details -> %s', async (_how, goBack) => {
    serveStudents();
    const { user } = render('/admin/users');
    await screen.findByRole('cell', { name: 'Bala Murugan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'chitra');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bala Murugan' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'View Chitra Nair' }));
    await screen.findByRole('heading', { level: 1, name: 'User Details' });
    await goBack(user);

    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toHaveValue('chitra');
    expect(where()).toBe('/admin/users?search=chitra');
    expect(await screen.findByRole('cell', { name: 'Chitra Nair' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Bala Murugan' })).not.toBeInTheDocument();
  });

  it('takes the search out of the URL when it is cleared', async () => {
    serveStudents();
    const { user } = render('/admin/users?search=asha');
    await screen.findByRole('cell', { name: 'Asha Verma' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));

    await waitFor(() => expect(where()).toBe('/admin/users'));
    expect(await screen.findByRole('cell', { name: 'Bala Murugan' })).toBeInTheDocument();
  });
});

describe('the employees searches in the URL', () => {
  it('keeps each card its own search, and both survive a visit to an employee', async () => {
    const hr = [...HR, employee(5, 'Priya Menon', 'HR')];
    fakeApi({
      getEmployeesData: (input) => ok(pageOf(input.type === 'OPS' ? OPS : hr, input)),
      getEmployeeDataById: () =>
        ok({
          data: [
            {
              ...employee(1, 'Priya Sharma', 'HR'),
              MOBILE_NUMBER: '',
              GENDER: null,
              DOB: '',
              JOININT_DATE: '2026-11-01',
            },
          ],
        }),
    });
    const { user } = render('/admin/all-employees?ops-search=kiran');
    const ops = await screen.findByRole('region', { name: 'Operations' });
    expect(within(ops).getByRole('searchbox')).toHaveValue('kiran');
    expect(await within(ops).findByRole('cell', { name: 'Kiran Rao' })).toBeInTheDocument();
    expect(within(ops).queryByRole('cell', { name: 'Meena Iyer' })).not.toBeInTheDocument();

    const hrCard = screen.getByRole('region', { name: 'HR' });
    await user.type(within(hrCard).getByRole('searchbox'), 'priya');
    await waitFor(() => expect(where()).toBe('/admin/all-employees?ops-search=kiran&hr-search=priya'));
    await waitFor(() => expect(within(hrCard).queryByRole('cell', { name: 'Rahul Verma' })).toBeNull());

    await user.click(within(hrCard).getByRole('link', { name: 'View Priya Sharma' }));
    await screen.findByRole('heading', { level: 1, name: 'Employee Details' });
    await user.click(screen.getByRole('link', { name: 'All employees' }));

    const back = await screen.findByRole('region', { name: 'HR' });
    expect(within(back).getByRole('searchbox')).toHaveValue('priya');
    expect(within(screen.getByRole('region', { name: 'Operations' })).getByRole('searchbox')).toHaveValue(
      'kiran',
    );
  });
});
