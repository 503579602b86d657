/**
 * Two-step sign-in in the internal area (finding 5): an HR log-in that must give the app's code opens
 * the area with the role the log-in answered only after it; HR and OPS may set up an app from their area.
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStaffRole, readStaffToken } from '#web/lib/staff-session';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, ok } from './fake-api';
import { internship, preloadInternalArea, storeInternalSession } from './internal-fixtures';
import { renderApp } from './render-app';

beforeAll(async () => {
  await preloadInternalArea();
  document.documentElement.lang = 'en';
});

const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

describe('the internal log-in', () => {
  it("asks for the app's code, then opens the area as the role the log-in answered", async () => {
    const api = fakeApi({
      internallogin: () =>
        ok({
          success: true,
          token: 'pending-token',
          type: 'OPS',
          mustChangePassword: false,
          secondFactor: 'required',
        }),
      verifyStaffCode: () => ok({ success: true, token: 'full-token' }),
      getInternalDashboardData: () => ok({ data: [internship()], TOTAL: 1 }),
    });
    const { user } = renderApp('/internal/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ravi@earnlearn.in');
    await user.type(screen.getByLabelText(/^Password/), 'Ravi@Earnlearn1');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' });
    expect(readStaffRole()).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'All Internships (1)' })).toBeInTheDocument();
    expect(readStaffRole()).toBe('OPS');
    expect(readStaffToken()).toBe('full-token');
    expect(api.inputsOf('verifyStaffCode')).toEqual([{ code: '123456' }]);
  });
});

describe('the two-step sign-in page of the area', () => {
  it('sets up an app for an HR who has none, and goes on with the token the set-up answers', async () => {
    storeInternalSession('HR');
    fakeApi({
      getInternalDashboardData: () => ok({ data: [internship()], TOTAL: 1 }),
      getStaffSecondFactor: () =>
        ok({ enrolled: false, required: false, recoveryCodesLeft: 0, requiredForAll: false }),
      startStaffEnrolment: () => ok({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: QR }),
      confirmStaffEnrolment: () =>
        ok({ success: true, token: 'full-token', recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] }),
    });
    const { user } = renderApp('/internal/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Two-step sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await screen.findByText('JBSW Y3DP EHPK 3PXP');
    expect(await accessibilityProblems()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Code from the app/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have saved these recovery codes' }));
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));

    expect(readStaffToken()).toBe('full-token');
    expect(readStaffRole()).toBe('HR');
  });
});
