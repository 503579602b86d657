/**
 * The user's details page has the status control of the users list: Deactivate (or Activate),
 * confirmed in a dialog naming the student, then a toast; a failed change leaves the status as it was.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOutput } from '#web/lib/api';
import { findToast } from './admin-fixtures';
import { confirmIn, renderAdmin } from './admin-tables';
import { accessibilityProblems } from './axe-problems';
import { deferred, fail, fakeApi, ok } from './fake-api';

type UserDetailRow = ApiOutput<'getUserDataById'>['data'][number];

beforeAll(() => {
  document.documentElement.lang = 'en';
});

function profile(ACTIVE: 0 | 1): UserDetailRow {
  return {
    ID: 11,
    NAME: 'Asha Verma',
    EMAIL: 'asha@example.com',
    MOBILE_NUMBER: '9876543210',
    LOCATION: 'chennai',
    COLLEGE_NAME: 'Stella Maris College',
    ACTIVE,
    VERIFIED: 1,
    TITLE: null,
    STATUS: null,
    COMPANY_NAME: null,
    REVIEWS: [],
    NOTES: [],
  };
}

const statusText = () =>
  screen.getAllByRole('term').find((term) => term.textContent === 'Status')?.nextElementSibling?.textContent;

describe('the status control on /admin/users/{id}', () => {
  it('deactivates the student after a confirmation naming them, under Saving, then toasts and shows Inactive', async () => {
    let active: 0 | 1 = 1;
    const saved = deferred<'updateStudentAccount'>();
    const api = fakeApi({
      getUserDataById: () => ok({ data: [profile(active)] }),
      updateStudentAccount: () => saved.promise,
    });
    const { user } = renderAdmin('/admin/users/11');
    await screen.findByText('Asha Verma');
    expect(statusText()).toBe('Active');
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Asha Verma?' });
    expect(dialog).toHaveTextContent('Asha Verma can no longer sign in');
    expect(api.inputsOf('updateStudentAccount')).toEqual([]);
    expect(await accessibilityProblems()).toEqual([]);
    await confirmIn(user, 'Deactivate Asha Verma?', 'Deactivate');

    expect(await screen.findByRole('status')).toHaveTextContent('Saving');
    expect(api.inputsOf('updateStudentAccount')).toEqual([{ id: 11, status: 0 }]);
    active = 0;
    saved.settle(ok({ success: true }));

    expect(await findToast('Asha Verma deactivated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate Asha Verma' })).toHaveTextContent('Activate');
    await waitFor(() => expect(statusText()).toBe('Inactive'));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('activates an inactive student with status 1', async () => {
    const api = fakeApi({
      getUserDataById: () => ok({ data: [profile(0)] }),
      updateStudentAccount: () => ok({ success: true }),
    });
    const { user } = renderAdmin('/admin/users/11');

    await user.click(await screen.findByRole('button', { name: 'Activate Asha Verma' }));
    await confirmIn(user, 'Activate Asha Verma?', 'Activate');

    await waitFor(() => expect(api.inputsOf('updateStudentAccount')).toEqual([{ id: 11, status: 1 }]));
    expect(await findToast('Asha Verma activated')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = fakeApi({ getUserDataById: () => ok({ data: [profile(1)] }) });
    const { user } = renderAdmin('/admin/users/11');

    await user.click(await screen.findByRole('button', { name: 'Deactivate Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Asha Verma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inputsOf('updateStudentAccount')).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Deactivate Asha Verma' })).toBeEnabled();
  });

  it('says so in a toast when the change fails, and keeps the status as it was', async () => {
    const api = fakeApi({
      getUserDataById: () => ok({ data: [profile(1)] }),
      updateStudentAccount: () => fail(503, 'Please try again in a minute.'),
    });
    const { user } = renderAdmin('/admin/users/11');

    await user.click(await screen.findByRole('button', { name: 'Deactivate Asha Verma' }));
    await confirmIn(user, 'Deactivate Asha Verma?', 'Deactivate');

    expect(
      await findToast('Asha Verma was not deactivated. Please try again in a minute.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deactivate Asha Verma' })).toBeEnabled();
    expect(statusText()).toBe('Active');
    expect(api.inputsOf('getUserDataById')).toHaveLength(1);
  });
});
