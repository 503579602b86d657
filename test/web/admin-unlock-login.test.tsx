/**
 * The admin's 'Unlock log-in' on an employee's details page: it calls unlockStaffLogin with the
 * employee's id, says the outcome in a live region, and a failure leaves the button ready to try again.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { renderAdmin } from './admin-tables';
import { accessibilityProblems } from './axe-problems';
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

const unlockButton = () => screen.getByRole('button', { name: /Unlock log-in/ });

describe("the employee's Unlock log-in", () => {
  it("unlocks the employee's log-in by id and says so, while the button says it is working", async () => {
    const answer = deferred<'unlockStaffLogin'>();
    const api = fakeApi({
      getEmployeeDataById: () => ok({ data: [MEENA] }),
      unlockStaffLogin: () => answer.promise,
    });
    const view = renderAdmin('/admin/all-employees/4');
    await screen.findByText('Meena Iyer');
    expect(unlockButton()).toHaveAccessibleDescription(/Unlocking lets Meena Iyer log in at once/);

    await view.user.click(unlockButton());
    expect(screen.getByRole('button', { name: 'Unlocking log-in…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer.settle(ok({ success: true }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Log-in unlocked: Meena Iyer can log in again now.',
      ),
    );
    expect(api.inputsOf('unlockStaffLogin')).toEqual([{ id: 4 }]);
    expect(unlockButton()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says why when the unlock fails, and the button can be pressed again by keyboard', async () => {
    const api = fakeApi({
      getEmployeeDataById: () => ok({ data: [MEENA] }),
      unlockStaffLogin: () => fail(500, 'Something went wrong. Please try again.'),
    });
    const view = renderAdmin('/admin/all-employees/4');
    await screen.findByText('Meena Iyer');

    await view.user.click(unlockButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The log-in was not unlocked. Something went wrong. Please try again.',
      ),
    );
    api.set('unlockStaffLogin', () => ok({ success: true }));
    unlockButton().focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Log-in unlocked'));
    expect(api.inputsOf('unlockStaffLogin')).toHaveLength(2);
  });

  it('is not offered for an unknown employee, and the page is accessible (axe)', async () => {
    fakeApi({ getEmployeeDataById: () => ok({ data: [] }) });
    renderAdmin('/admin/all-employees/99');
    await screen.findByText('No employee with ID 99 was found.');
    expect(screen.queryByRole('button', { name: /Unlock log-in/ })).not.toBeInTheDocument();

    fakeApi({
      getEmployeeDataById: () => ok({ data: [MEENA] }),
      unlockStaffLogin: () => ok({ success: true }),
    });
    renderAdmin('/admin/all-employees/4');
    await screen.findByText('Meena Iyer');
    // The site's index.html says the language; jsdom's empty document does not.
    document.documentElement.lang = 'en';
    expect(await accessibilityProblems()).toEqual([]);
  });
});
