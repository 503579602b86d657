/**
 * Signing in with a mobile number from the login dialog: 'Use mobile number' beside Google, the number, the code
 * (the phone's one-time-code suggestion, the resend countdown, the server's reason for a refused code), then the
 * consent step for a new account; a phone sign-up's registration ends with Personal Details (no number step).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fail, fakeApi, ok, storeWorkerSession } from './fake-api';
import { accessibilityProblems, privacyStatus } from './privacy-fixtures';
import { fillPersonalDetails, registrationHooks } from './registration-fixtures';
import { renderApp } from './render-app';

registrationHooks();

async function openPhoneSignIn() {
  const view = renderApp('/');
  await view.user.click(screen.getByRole('button', { name: 'LOGIN' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(await within(dialog).findByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();
  await view.user.click(within(dialog).getByRole('button', { name: 'Use mobile number' }));
  return { ...view, dialog };
}

describe('phone sign-in in the login dialog', () => {
  it('sends a code to the number, then signs in with it and opens the consent step of a new account', async () => {
    const api = fakeApi({
      startPhoneSignIn: () => ok({ success: true }),
      verifyPhoneSignIn: () =>
        ok({ token: 'phone-session', register: true, name: '', privacy: 'consentNeeded' }),
      getPrivacy: () => ok({ data: privacyStatus() }),
    });
    const { user, dialog } = await openPhoneSignIn();
    const send = within(dialog).getByRole('button', { name: 'SEND CODE' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile Number/ }), '9876543210');
    expect(await accessibilityProblems(dialog)).toEqual([]);
    await user.click(send);

    expect(
      await within(dialog).findByText('We sent a 6-digit code by SMS to +91 9876543210.'),
    ).toBeInTheDocument();
    expect(api.inputsOf('startPhoneSignIn')).toEqual([{ mobile: '9876543210', language: 'en' }]);
    const code = within(dialog).getByRole('textbox', { name: /^OTP/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(within(dialog).getByText(/^Resend OTP in \d+ seconds?$/)).toBeInTheDocument();
    expect(await accessibilityProblems(dialog)).toEqual([]);

    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));

    expect(await within(dialog).findByRole('heading', { name: 'Your privacy' })).toBeInTheDocument();
    expect(api.inputsOf('verifyPhoneSignIn')).toEqual([{ mobile: '9876543210', code: '123456' }]);
    expect(localStorage.getItem('jwt')).toBe('phone-session');
    expect(localStorage.getItem('registrationVerifiedNumber')).toBe('9876543210');
  });

  it("shows the server's reason for a refused code under 'OTP Validation Failed', and no overlay after", async () => {
    const answer = deferred<'verifyPhoneSignIn'>();
    fakeApi({ startPhoneSignIn: () => ok({ success: true }), verifyPhoneSignIn: () => answer.promise });
    const { user, dialog } = await openPhoneSignIn();
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile Number/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'SEND CODE' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /^OTP/ }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));
    expect(await within(dialog).findByText('Validating OTP')).toBeInTheDocument();
    const message = 'That code is not right. You can try 4 more times.';
    answer.settle(fail(400, `code: ${message}`, [{ field: 'code', message }]));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('OTP Validation Failed');
    expect(alert).toHaveTextContent(message);
    expect(within(dialog).queryByText('Validating OTP')).not.toBeInTheDocument();
    // Change number goes back to the number, kept.
    await user.click(within(dialog).getByRole('button', { name: 'Change number' }));
    expect(within(dialog).getByRole('textbox', { name: /^Mobile Number/ })).toHaveValue('9876543210');
  });

  it('says why a code was not sent (a limit), and goes back to Google on request', async () => {
    fakeApi({
      startPhoneSignIn: () => fail(429, 'Please wait 25 seconds before asking for another code.'),
    });
    const { user, dialog } = await openPhoneSignIn();
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile Number/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'SEND CODE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please wait 25 seconds before asking for another code.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google instead' }));
    expect(await within(dialog).findByRole('button', { name: 'Continue using Google' })).toBeInTheDocument();
  });

  it('ends the registration of a phone sign-up with Personal Details: no number step', async () => {
    const api = fakeApi({ registerDetails: () => ok({ success: true }) });
    storeWorkerSession({ registrationStep: 1 });
    localStorage.setItem('registrationVerifiedNumber', '9876543210');
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    await fillPersonalDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.inputsOf('registerDetails')).toHaveLength(1);
    expect(api.calls.map((call) => call.name)).not.toContain('registerMobileNumber');
    expect(localStorage.getItem('registrationStep')).toBeNull();
    expect(localStorage.getItem('registrationVerifiedNumber')).toBeNull();
  });
});
