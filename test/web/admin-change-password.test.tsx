import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changePasswordMessages } from '#web/components/back-office/ChangePasswordForm';
import { readStaffRole, readStaffToken, storePendingStaffToken } from '#web/lib/staff-session';
import { findToast, preloadAdminArea } from './admin-fixtures';
import { deferred, fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

beforeAll(preloadAdminArea);

const TEMPORARY = 'Tmp-Password-1';
const CHOSEN = 'my own long password';

async function openChangePassword() {
  storePendingStaffToken('temporary-token');
  const view = renderApp('/admin/change-password');
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
  return view;
}

const current = () => screen.getByLabelText(/^Current password/);
const chosen = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm new password/);
const save = () => screen.getByRole('button', { name: 'SAVE PASSWORD' });

describe('the first-login password change', () => {
  it('sends anyone without a session token to the admin log-in', async () => {
    renderApp('/admin/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });

  it('keeps SAVE PASSWORD disabled and says why while the new password is short or not repeated', async () => {
    const { user } = await openChangePassword();
    expect(save()).toBeDisabled();

    await user.type(current(), TEMPORARY);
    await user.type(chosen(), 'short');
    await user.tab();
    expect(screen.getByText('Please choose a password of at least 15 characters')).toBeInTheDocument();

    await user.clear(chosen());
    await user.type(chosen(), CHOSEN);
    await user.type(confirmation(), `${CHOSEN}!`);
    await user.tab();
    expect(screen.getByText(changePasswordMessages.mismatch)).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.clear(confirmation());
    await user.type(confirmation(), CHOSEN);
    expect(save()).toBeEnabled();
  });

  it('refuses the temporary password as the new one', async () => {
    const { user } = await openChangePassword();

    await user.type(current(), 'same password 123');
    await user.type(chosen(), 'same password 123');
    await user.type(confirmation(), 'same password 123');
    await user.tab();

    expect(screen.getByText(changePasswordMessages.unchanged)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("changes the password under 'Saving', then opens the admin area with the session token the change answers", async () => {
    const answer = deferred<'changePassword'>();
    const api = fakeApi({
      changePassword: () => answer.promise,
      getDashboardData: () => ok({ data: { users: 1, employees: 1, jobs: 1 } }),
    });
    const { user } = await openChangePassword();
    await user.type(current(), TEMPORARY);
    await user.type(chosen(), CHOSEN);
    await user.type(confirmation(), CHOSEN);

    await user.click(save());
    expect(await screen.findByText('Saving')).toBeInTheDocument();
    answer.settle(ok({ success: true, token: 'token-after-the-change' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await findToast('Password changed')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({
      name: 'changePassword',
      input: { currentPassword: TEMPORARY, newPassword: CHOSEN },
      authorization: 'Bearer temporary-token',
    });
    expect(readStaffRole()).toBe('admin');
    // The change ended the temporary session: the area goes on with the answer's token.
    expect(readStaffToken()).toBe('token-after-the-change');
    expect(api.calls.find((call) => call.name === 'getDashboardData')?.authorization).toBe(
      'Bearer token-after-the-change',
    );
  });

  it('says the current password is wrong when the server says success false', async () => {
    fakeApi({ changePassword: () => ok({ success: false, token: '' }) });
    const { user } = await openChangePassword();
    await user.type(current(), 'not the one');
    await user.type(chosen(), CHOSEN);
    await user.type(confirmation(), CHOSEN);

    await user.click(save());

    expect(await screen.findByText(changePasswordMessages.wrongCurrent)).toBeInTheDocument();
    expect(screen.queryByText('Saving')).not.toBeInTheDocument();
    expect(readStaffRole()).toBeUndefined();
  });

  it('says under New password why the server refused it (a common password), until it is changed', async () => {
    const why =
      'This password is too common: it is on lists of passwords that attackers try first. Please choose another.';
    const api = fakeApi({
      changePassword: () => fail(400, `newPassword: ${why}`, [{ field: 'newPassword', message: why }]),
    });
    const { user } = await openChangePassword();
    const common = 'Password2024!!!!';
    await user.type(current(), TEMPORARY);
    await user.type(chosen(), common);
    await user.type(confirmation(), common);

    await user.click(save());

    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(chosen()).toHaveAccessibleDescription(expect.stringContaining(why));
    expect(screen.queryByText('Saving')).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(api.inputsOf('changePassword')).toHaveLength(1);

    await user.type(chosen(), ' and more');
    expect(screen.queryByText(why)).not.toBeInTheDocument();
  });

  it('goes back to the log-in with the reason when the session has ended (401)', async () => {
    fakeApi({ changePassword: () => fail(401, 'Your session has expired. Please sign in again.') });
    const { user } = await openChangePassword();
    await user.type(current(), TEMPORARY);
    await user.type(chosen(), CHOSEN);
    await user.type(confirmation(), CHOSEN);

    await user.click(save());

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(readStaffToken()).toBeNull());
  });
});
