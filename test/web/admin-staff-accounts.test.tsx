/**
 * The admin's hand on staff log-ins (findings 3 and 7): on an employee's page, a new temporary
 * password, revoking it and ending sessions, each confirmed in a dialog with a toast after; the Admins page
 * lists admins with their status and log-in, and offers the same on every other admin plus deactivation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { findToast, preloadAdminArea, storeAdminSession } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

type EmployeeDetail = ApiOutput<'getEmployeeDataById'>['data'][number];
type AdminRow = ApiOutput<'getAdminsData'>['data'][number];

beforeAll(async () => {
  // index.html says lang="en"; jsdom's empty document does not.
  document.documentElement.lang = 'en';
  await preloadAdminArea();
});

const MEENA: EmployeeDetail = {
  ID: 4,
  NAME: 'Meena Iyer',
  EMAIL: 'meena.iyer@earnlearn.in',
  TYPE: 'OPS',
  ACTIVE: 1,
  MOBILE_NUMBER: '',
  GENDER: null,
  DOB: '',
  JOININT_DATE: '2026-03-02',
  CREDENTIAL: 'TEMPORARY',
  CREDENTIAL_EXPIRES_AT: '2026-11-30T08:35:00.000Z',
};

async function openEmployee(employee: EmployeeDetail, more: Parameters<typeof fakeApi>[0] = {}) {
  storeAdminSession();
  const api = fakeApi({ getEmployeeDataById: () => ok({ data: [employee] }), ...more });
  const view = renderApp(`/admin/all-employees/${employee.ID}`);
  await screen.findByText('Meena Iyer');
  return { api, ...view };
}

describe("an employee's page", () => {
  it('says the log-in and when a temporary password expires, in IST', async () => {
    await openEmployee(MEENA);
    expect(
      screen.getByText('Log-in: Temporary password sent (expires 30 November 2026 at 2:05 pm IST)'),
    ).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('sends a new temporary password only once the dialog is confirmed, then says so in a toast', async () => {
    const { api, user } = await openEmployee(MEENA, { resetStaffPassword: () => ok({ success: true }) });

    await user.click(screen.getByRole('button', { name: 'Send new password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Meena Iyer a new temporary password?' });
    expect(dialog).toHaveTextContent('A new temporary password goes to meena.iyer@earnlearn.in');
    expect(api.inputsOf('resetStaffPassword')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await findToast('New temporary password sent to Meena Iyer')).toBeInTheDocument();
    expect(api.inputsOf('resetStaffPassword')).toEqual([{ id: 4 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page loads the employee again, with the credential as the server now has it.
    await waitFor(() => expect(api.inputsOf('getEmployeeDataById').length).toBeGreaterThan(1));
  });

  it('does nothing when the dialog is cancelled', async () => {
    const { api, user } = await openEmployee(MEENA);
    await user.click(screen.getByRole('button', { name: 'Revoke password' }));
    const dialog = await screen.findByRole('dialog', { name: "Revoke Meena Iyer's password?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.map((call) => call.name)).not.toContain('revokeStaffPassword');
  });

  it("shows the server's reason in a toast when an action is refused, and leaves the page usable", async () => {
    const { user } = await openEmployee(
      { ...MEENA, CREDENTIAL: 'PASSWORD', CREDENTIAL_EXPIRES_AT: null },
      { endStaffSessions: () => fail(409, 'Your own admin account changed meanwhile.') },
    );
    await user.click(screen.getByRole('button', { name: 'End sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End every session of Meena Iyer?' });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));

    expect(await findToast('Your own admin account changed meanwhile.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'End sessions' })).toBeEnabled();
  });

  it('offers no new password to a deactivated employee, and no revoke once revoked', async () => {
    await openEmployee({ ...MEENA, ACTIVE: 0, CREDENTIAL: 'REVOKED', CREDENTIAL_EXPIRES_AT: null });
    expect(screen.getByText('Log-in: No password (revoked)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send new password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke password' })).not.toBeInTheDocument();
  });
});

const ADMINS: AdminRow[] = [
  {
    ID: 1,
    NAME: 'Asha Rao',
    EMAIL: 'asha@earnlearn.in',
    ACTIVE: 1,
    CREDENTIAL: 'PASSWORD',
    CREDENTIAL_EXPIRES_AT: null,
    SELF: true,
  },
  {
    ID: 2,
    NAME: 'Vikram Shah',
    EMAIL: 'vikram@earnlearn.in',
    ACTIVE: 1,
    CREDENTIAL: 'EXPIRED',
    CREDENTIAL_EXPIRES_AT: '2026-11-20T08:35:00.000Z',
    SELF: false,
  },
];

describe('the Admins page', () => {
  it('lists the admins with status and log-in, and offers no action on the admin themselves', async () => {
    storeAdminSession();
    fakeApi({ getAdminsData: () => ok({ data: ADMINS }) });
    renderApp('/admin/admins');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Admins' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Asha Rao (you)', 'asha@earnlearn.in', 'Active', 'Own password'],
      [
        'Vikram Shah',
        'vikram@earnlearn.in',
        'Active',
        'Temporary password expired (20 November 2026 at 2:05 pm IST)',
      ],
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('deactivates another admin after the dialog, with a toast, and reloads the list', async () => {
    storeAdminSession();
    const api = fakeApi({
      getAdminsData: () => ok({ data: ADMINS }),
      updateAdminStatus: () => ok({ success: true }),
    });
    const { user } = renderApp('/admin/admins');

    await user.click(await screen.findByRole('button', { name: 'Actions for Vikram Shah' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Vikram Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await findToast('Vikram Shah deactivated')).toBeInTheDocument();
    expect(api.inputsOf('updateAdminStatus')).toEqual([{ id: 2, status: 0 }]);
    await waitFor(() => expect(api.inputsOf('getAdminsData').length).toBeGreaterThan(1));
  });
});

describe("an admin's log-in unlocked from the Admins page", () => {
  it("clears another admin's failed log-ins after the dialog, with a toast", async () => {
    storeAdminSession();
    const api = fakeApi({
      getAdminsData: () => ok({ data: ADMINS }),
      unlockStaffLogin: () => ok({ success: true }),
    });
    const { user } = renderApp('/admin/admins');

    await user.click(await screen.findByRole('button', { name: 'Actions for Vikram Shah' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unlock log-in' }));
    const dialog = await screen.findByRole('dialog', { name: "Unlock Vikram Shah's log-in?" });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));

    expect(await findToast("Vikram Shah's log-in unlocked")).toBeInTheDocument();
    expect(api.inputsOf('unlockStaffLogin')).toEqual([{ id: 2 }]);
  });
});

describe('the internal log-in', () => {
  it('says, with what to do, that a temporary password has expired', async () => {
    const expired = 'Your temporary password has expired. Ask an administrator to send a new one.';
    fakeApi({
      internallogin: () => ({ status: 403, error: { message: expired, code: 'temporaryPasswordExpired' } }),
    });
    const { user } = renderApp('/internal/login');
    await screen.findByRole('heading', { level: 1, name: 'Internal Login' });

    await user.type(screen.getByLabelText(/^Email/), 'meena.iyer@earnlearn.in');
    await user.type(screen.getByLabelText(/^Password/), 'Tq7vR2xKp9wAbCdE');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByText('Logging in')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });
});
