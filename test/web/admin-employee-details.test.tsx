import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { ADMIN_TOKEN, currentPath, renderAdmin } from './admin-tables';
import { deferred, fail, fakeApi, ok } from './fake-api';

type EmployeeDetail = ApiOutput<'getEmployeeDataById'>['data'][number];

const MEENA: EmployeeDetail = {
  ID: 4,
  NAME: 'Meena Iyer',
  EMAIL: 'meena.iyer@earnlearn.in',
  TYPE: 'OPS',
  ACTIVE: 1,
  MOBILE_NUMBER: '9876501234',
  GENDER: 0,
  DOB: '1994-08-15',
  JOININT_DATE: '2026-03-02T09:30:00.000Z',
};

/** Every term of the details list, with the text of its value. */
function details(): Record<string, string> {
  return Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('/admin/all-employees/{id}', () => {
  it('shows a progress bar while loading, then every field of the employee with its label', async () => {
    const answer = deferred<'getEmployeeDataById'>();
    const api = fakeApi({ getEmployeeDataById: () => answer.promise });
    renderAdmin('/admin/all-employees/4');

    expect(screen.getByRole('heading', { level: 1, name: 'Employee Details' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading employee details' })).toBeInTheDocument();
    answer.settle(ok({ data: [MEENA] }));

    await screen.findByText('Meena Iyer');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(details()).toEqual({
      Name: 'Meena Iyer',
      'E-mail': 'meena.iyer@earnlearn.in',
      Phone: '9876501234',
      Gender: 'Female',
      DOB: '15 August 1994',
      'Joining Date': '2 March 2026',
      Type: 'Operations',
      Status: 'Active',
    });
    expect(api.inputsOf('getEmployeeDataById')).toEqual([{ id: '4' }]);
    expect(api.calls[0]?.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('shows the first entry of the list, Inactive for ACTIVE 0, HR, and Not provided for what is not set', async () => {
    fakeApi({
      getEmployeeDataById: () =>
        ok({
          data: [
            {
              ...MEENA,
              ID: 9,
              NAME: 'Arjun Das',
              TYPE: 'HR',
              ACTIVE: 0,
              MOBILE_NUMBER: '',
              GENDER: null,
              DOB: '',
            },
            MEENA,
          ],
        }),
    });
    renderAdmin('/admin/all-employees/9');

    await screen.findByText('Arjun Das');
    expect(details()).toMatchObject({
      Name: 'Arjun Das',
      Phone: 'Not provided',
      Gender: 'Not provided',
      DOB: 'Not provided',
      Type: 'HR',
      Status: 'Inactive',
    });
  });

  it('says so when no employee has the id', async () => {
    fakeApi({ getEmployeeDataById: () => ok({ data: [] }) });
    renderAdmin('/admin/all-employees/404');

    expect(await screen.findByText('No employee with ID 404 was found.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks nothing for an id that is not a number', async () => {
    const api = fakeApi({ getEmployeeDataById: () => ok({ data: [MEENA] }) });
    renderAdmin('/admin/all-employees/4abc');

    expect(await screen.findByText('No employee with ID 4abc was found.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('stops the progress bar silently when the load fails', async () => {
    fakeApi({ getEmployeeDataById: () => fail(500, 'Database unavailable') });
    renderAdmin('/admin/all-employees/4');
    expect(screen.getByRole('progressbar', { name: 'Loading employee details' })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(screen.queryByText(/No employee/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('term')).toEqual([]);
  });

  it('leads back to all employees', async () => {
    fakeApi({ getEmployeeDataById: () => ok({ data: [MEENA] }) });
    const { user } = renderAdmin('/admin/all-employees/4');

    await user.click(screen.getByRole('link', { name: 'All employees' }));

    await waitFor(() => expect(currentPath()).toBe('/admin/all-employees'));
  });
});
