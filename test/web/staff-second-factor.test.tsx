/**
 * The second step of the back-office log-ins (finding 5): an admin whose log-in asks for it sets up
 * an authenticator app (QR code, key as text, first code, recovery codes shown once and confirmed saved) or
 * types the app's code, or a recovery code instead; the area opens only with the full session's token.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStaffRole, readStaffToken } from '#web/lib/staff-session';
import { preloadAdminArea } from './admin-fixtures';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

beforeAll(async () => {
  await preloadAdminArea();
  // The page's language, as index.html sets it (the back office is English only).
  document.documentElement.lang = 'en';
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@earnlearn.in');
  await user.type(screen.getByLabelText(/^Password/), 'Admin@Earnlearn1');
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
}

describe('setting up the app at the first log-in', () => {
  it('shows the QR code and the key, confirms a first code, then the recovery codes until they are saved', async () => {
    const api = fakeApi({
      adminLogin: () =>
        ok({ success: true, token: 'pending-token', mustChangePassword: false, secondFactor: 'enrol' }),
      startStaffEnrolment: () => ok({ secret: SECRET, uri: `otpauth://totp/x?secret=${SECRET}`, qrCode: QR }),
      confirmStaffEnrolment: () => ok({ success: true, token: 'full-token', recoveryCodes: RECOVERY }),
      getDashboardData: () => ok({ data: { users: 1, employees: 2, jobs: 3 } }),
    });
    const { user } = renderApp('/admin/login');
    await logIn(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toHaveAttribute('src', QR);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // The pending token opens no area yet.
    expect(readStaffToken()).toBe('pending-token');
    expect(readStaffRole()).toBeUndefined();
    expect(await accessibilityProblems()).toEqual([]);

    const confirm = screen.getByRole('button', { name: 'CONFIRM' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Code from the app/ }), '123 456');
    await user.click(confirm);

    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY);
    expect(api.inputsOf('confirmStaffEnrolment')).toEqual([{ code: '123456' }]);
    expect(await accessibilityProblems()).toEqual([]);

    const proceed = screen.getByRole('button', { name: 'CONTINUE' });
    expect(proceed).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these recovery codes' }));
    await user.click(proceed);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(readStaffToken()).toBe('full-token');
    expect(readStaffRole()).toBe('admin');
  });

  it('says why a first code was refused and keeps the screen usable', async () => {
    fakeApi({
      adminLogin: () =>
        ok({ success: true, token: 'pending-token', mustChangePassword: false, secondFactor: 'enrol' }),
      startStaffEnrolment: () => ok({ secret: SECRET, uri: 'otpauth://totp/x', qrCode: QR }),
      confirmStaffEnrolment: () =>
        fail(400, 'code: wrong', [
          {
            field: 'code',
            message: 'The code is not right. Please check the time on your phone and try again.',
          },
        ]),
    });
    const { user } = renderApp('/admin/login');
    await logIn(user);
    await user.type(await screen.findByRole('textbox', { name: /Code from the app/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));

    expect(
      await screen.findByText('The code is not right. Please check the time on your phone and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONFIRM' })).toBeEnabled();
  });
});

describe('a new admin on a temporary password', () => {
  it('changes the password first, then sets up the app with the token the change answered', async () => {
    fakeApi({
      adminLogin: () => ok({ success: true, token: 'temporary-token', mustChangePassword: true }),
      changePassword: () => ok({ success: true, token: 'pending-token', secondFactor: 'enrol' }),
      startStaffEnrolment: () => ok({ secret: SECRET, uri: 'otpauth://totp/x', qrCode: QR }),
    });
    const { user } = renderApp('/admin/login');
    await logIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await user.type(screen.getByLabelText(/^Current password/), 'Admin@Earnlearn1');
    await user.type(screen.getByLabelText(/^New password/), 'my own long password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'my own long password');
    await user.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
    ).toBeInTheDocument();
    expect(readStaffToken()).toBe('pending-token');
    expect(readStaffRole()).toBeUndefined();
  });
});

describe('the code at later log-ins', () => {
  it('opens the area with the code, or with a recovery code instead', async () => {
    const api = fakeApi({
      adminLogin: () =>
        ok({ success: true, token: 'pending-token', mustChangePassword: false, secondFactor: 'required' }),
      verifyStaffCode: () => fail(429, 'Too many wrong codes. Please try again in 12 minutes.'),
      verifyStaffRecoveryCode: () => ok({ success: true, token: 'full-token', recoveryCodesLeft: 9 }),
      getDashboardData: () => ok({ data: { users: 1, employees: 2, jobs: 3 } }),
    });
    const { user } = renderApp('/admin/login');
    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(
      await screen.findByText('Too many wrong codes. Please try again in 12 minutes.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), 'ABCD2-EFGH2');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.inputsOf('verifyStaffRecoveryCode')).toEqual([{ code: 'abcd2efgh2' }]);
    expect(readStaffToken()).toBe('full-token');
  });

  it('sends anyone who opens it without a log-in back to the log-in', async () => {
    renderApp('/admin/second-factor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe("the admin's setting", () => {
  it('requires two-step sign-in of HR and OPS when switched on', async () => {
    sessionStorage.setItem('role', btoa('admin'));
    sessionStorage.setItem('staffToken', 'full-token');
    let requiredForAll = false;
    const api = fakeApi({
      getDashboardData: () => ok({ data: { users: 1, employees: 2, jobs: 3 } }),
      getStaffSecondFactor: () =>
        ok({ enrolled: true, required: true, recoveryCodesLeft: 10, requiredForAll }),
      setSecondFactorPolicy: () => {
        requiredForAll = true;
        return ok({ success: true });
      },
    });
    const { user } = renderApp('/admin/dashboard');
    const toggle = await screen.findByRole('switch', { name: 'Require two-step sign-in for HR and OPS too' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.inputsOf('setSecondFactorPolicy')).toEqual([{ requiredForAll: true }]);
    expect(await accessibilityProblems()).toEqual([]);
  });
});
