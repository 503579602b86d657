/**
 * The registration dialog, steps 2 and 3 (mobile number, OTP), its Logout link, and an unfinished registration. Shared set-up: registration-fixtures.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fail, fakeApi, ok, WORKER } from './fake-api';
import { leaveField, openDialogAt, registrationHooks } from './registration-fixtures';

registrationHooks();

describe('step 2, Enter Mobile Number', () => {
  it('keeps CONTINUE disabled until the number is valid, with the rule message', async () => {
    fakeApi();
    const { user, dialog } = await openDialogAt(2, 'Enter Mobile Number');
    const number = within(dialog).getByRole('textbox', { name: /^Mobile Number/ });
    const next = within(dialog).getByRole('button', { name: 'CONTINUE' });
    expect(next).toBeDisabled();

    await user.type(number, '5876543210');
    await leaveField(user, dialog);

    expect(within(dialog).getByText('Please enter correct Mobile Number')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.clear(number);
    await user.type(number, '9876543210');

    expect(within(dialog).queryByText('Please enter correct Mobile Number')).not.toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('sends the number, then moves to Enter Your OTP with the countdown running', async () => {
    const answer = deferred<'registerMobileNumber'>();
    const api = fakeApi({ registerMobileNumber: () => answer.promise });
    const { user, dialog } = await openDialogAt(2, 'Enter Mobile Number');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile Number/ }), '9876543210');

    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    expect(await within(dialog).findByText('Please wait...')).toBeInTheDocument();
    answer.settle(ok({ success: true }));
    expect(await within(dialog).findByRole('heading', { name: 'Enter Your OTP' })).toBeInTheDocument();
    expect(within(dialog).getByText('Resend OTP in 30 seconds')).toBeInTheDocument();
    expect(api.inputsOf('registerMobileNumber')).toEqual([{ number: '9876543210' }]);
    expect(localStorage.getItem('registrationStep')).toBe('3');
  });

  it('signs out, clears storage and closes the dialog when the number is refused', async () => {
    fakeApi({ registerMobileNumber: () => fail(409, 'This mobile number is already verified.') });
    const { user, dialog } = await openDialogAt(2, 'Enter Mobile Number');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile Number/ }), '9876543210');

    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(localStorage.length).toBe(0);
  });
});

describe('step 3, Enter Your OTP', () => {
  it('keeps VALIDATE disabled until the code has 6 digits', async () => {
    fakeApi();
    const { user, dialog } = await openDialogAt(3, 'Enter Your OTP');
    const otp = within(dialog).getByRole('textbox', { name: /^OTP/ });
    const validate = within(dialog).getByRole('button', { name: 'VALIDATE' });

    await user.type(otp, '12345');
    await leaveField(user, dialog);

    expect(validate).toBeDisabled();
    expect(within(dialog).getByText('Please enter 6-digit OTP')).toBeInTheDocument();
    await user.type(otp, '6');
    expect(validate).toBeEnabled();
  });

  it("says 'OTP Validation Failed' when the server answers success false", async () => {
    fakeApi({ validateOTP: () => ok({ success: false }) });
    const { user, dialog } = await openDialogAt(3, 'Enter Your OTP');
    await user.type(within(dialog).getByRole('textbox', { name: /^OTP/ }), '123456');

    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('OTP Validation Failed');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it("shows the server's message for a refused code (e.g. 429)", async () => {
    fakeApi({ validateOTP: () => fail(429, 'Too many tries. Please ask for a new code.') });
    const { user, dialog } = await openDialogAt(3, 'Enter Your OTP');
    await user.type(within(dialog).getByRole('textbox', { name: /^OTP/ }), '123456');

    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many tries. Please ask for a new code.',
    );
  });

  it('closes the dialog behind a "Validating OTP" overlay, shows the name and opens the dashboard', async () => {
    const answer = deferred<'validateOTP'>();
    const api = fakeApi({
      validateOTP: () => answer.promise,
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
    });
    const { user, dialog } = await openDialogAt(3, 'Enter Your OTP');
    // Signed in, registering: no LOGIN behind the dialog.
    expect(screen.queryByRole('button', { name: 'LOGIN', hidden: true })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^OTP/ }), '123456');

    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));

    expect(await within(dialog).findByText('Validating OTP')).toBeInTheDocument();
    answer.settle(ok({ success: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: WORKER.name })).toBeInTheDocument();
    expect(api.inputsOf('validateOTP')).toEqual([{ otp: '123456' }]);
    expect(localStorage.getItem('registrationStep')).toBeNull();
    expect(localStorage.getItem('jwt')).toBe('session-token');
  });
});

describe('Logout link', () => {
  it.each([
    [1, 'Personal Details'],
    [2, 'Enter Mobile Number'],
    [3, 'Enter Your OTP'],
  ] as const)('on step %i clears local storage and closes the dialog', async (step, title) => {
    fakeApi();
    const { user, dialog } = await openDialogAt(step, title);

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(localStorage.length).toBe(0);
    // The page behind the dialog is hidden from assistive technology until the dialog has fully gone.
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });
});

describe('an unfinished registration', () => {
  it('reopens at the step it stopped at after a reload, and cannot be dismissed with Escape', async () => {
    fakeApi();
    const { user } = await openDialogAt(2, 'Enter Mobile Number');

    await user.keyboard('{Escape}');

    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
