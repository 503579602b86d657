/**
 * The sign-up steps a worker stumbles on (item 4), in the registration dialog: changing the number from
 * the OTP step without logging out, a wrong code telling how many tries remain, the date of birth typed as
 * dd/mm/yyyy, and no LOGIN in the header behind the dialog. Shared set-up: registration-fixtures.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dmyToIso, isoToDmy, shapeDmy } from '#web/components/fields/PersonalFields';
import { accessibilityProblems } from './axe-problems';
import { fakeApi, ok } from './fake-api';
import { openDialogAt, registrationHooks } from './registration-fixtures';

registrationHooks();
beforeEach(() => {
  document.documentElement.lang = 'en';
});

describe('Change number, from the OTP step', () => {
  it('goes back to the number step, still signed in, the number there to correct; the new number gets a code', async () => {
    const api = fakeApi({ registerMobileNumber: () => ok({ success: true }) });
    const { user, dialog } = await openDialogAt(3, 'Enter Your OTP');
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Change number' }));

    expect(await within(dialog).findByRole('heading', { name: 'Enter Mobile Number' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBe('session-token');
    expect(localStorage.getItem('registrationStep')).toBe('2');
    const number = within(dialog).getByRole('textbox', { name: /^Mobile Number/ });
    expect(number).toHaveValue('9876543210');
    await user.clear(number);
    await user.type(number, '9876543201');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    expect(await within(dialog).findByRole('heading', { name: 'Enter Your OTP' })).toBeInTheDocument();
    expect(within(dialog).getByText('We sent a 6-digit code by SMS to +91 9876543201.')).toBeInTheDocument();
    expect(api.inputsOf('registerMobileNumber')).toEqual([{ number: '9876543201' }]);
  });

  it('sends nothing again when the number comes back unchanged: the code already sent stands', async () => {
    const api = fakeApi({ registerMobileNumber: () => ok({ success: true }) });
    const { user, dialog } = await openDialogAt(3, 'Enter Your OTP');
    await user.click(within(dialog).getByRole('button', { name: 'Change number' }));
    await within(dialog).findByRole('heading', { name: 'Enter Mobile Number' });

    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    expect(await within(dialog).findByRole('heading', { name: 'Enter Your OTP' })).toBeInTheDocument();
    expect(api.inputsOf('registerMobileNumber')).toEqual([]);
    expect(localStorage.getItem('jwt')).toBe('session-token');
  });
});

describe('a wrong code', () => {
  it("says 'OTP Validation Failed' and how many tries remain", async () => {
    fakeApi({ validateOTP: () => ok({ success: false, triesLeft: 4 }) });
    const { user, dialog } = await openDialogAt(3, 'Enter Your OTP');
    await user.type(within(dialog).getByRole('textbox', { name: /^OTP/ }), '123456');

    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('OTP Validation Failed');
    expect(alert).toHaveTextContent('That code is wrong. You can try 4 more times.');
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says when no tries are left', async () => {
    fakeApi({ validateOTP: () => ok({ success: false, triesLeft: 0 }) });
    const { user, dialog } = await openDialogAt(3, 'Enter Your OTP');
    await user.type(within(dialog).getByRole('textbox', { name: /^OTP/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'VALIDATE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code is wrong, and no tries are left. Please ask for a new code.',
    );
  });
});

describe('the date of birth', () => {
  it('is typed as dd/mm/yyyy, the slashes put in, with a hint saying so', async () => {
    fakeApi();
    const { user, dialog } = await openDialogAt(1, 'Personal Details');
    const dob = within(dialog).getByLabelText(/^Date of Birth/);
    expect(dob).toHaveAttribute('type', 'text');
    expect(dob).toHaveAttribute('inputmode', 'numeric');
    expect(dob).toHaveAccessibleDescription(/dd\/mm\/yyyy/);

    await user.type(dob, '1705');
    expect(dob).toHaveValue('17/05');
    await user.type(dob, '2003');
    expect(dob).toHaveValue('17/05/2003');
    fireEvent.blur(dob);
    // A whole, plausible date: no message under the field.
    expect(
      within(dialog).queryByText(/valid Date of Birth|Date of Birth is required/),
    ).not.toBeInTheDocument();
    // An incomplete one is not a date.
    await user.clear(dob);
    await user.type(dob, '170520');
    fireEvent.blur(dob);
    expect(within(dialog).getByText(/Please enter a valid Date of Birth/)).toBeInTheDocument();
  });

  it('turns what is typed into the API date and back', () => {
    expect(shapeDmy('17052003')).toBe('17/05/2003');
    expect(shapeDmy('1/5/2003')).toBe('1/5/2003');
    expect(dmyToIso('1/5/2003')).toBe('2003-05-01');
    expect(shapeDmy('17-05-2003')).toBe('17/05/2003');
    expect(shapeDmy('2003-05-17')).toBe('17/05/2003');
    expect(shapeDmy('17/05/20034')).toBe('17/05/2003');
    // A digit typed after a whole month goes on to the year.
    expect(shapeDmy('17/052')).toBe('17/05/2');
    expect(shapeDmy('17/05/')).toBe('17/05/');
    expect(dmyToIso('17/05/20')).toBeUndefined();
    expect(isoToDmy('2003-05-17')).toBe('17/05/2003');
  });
});

describe('the header behind the registration dialog', () => {
  it.each([
    [1, 'Personal Details'],
    [2, 'Enter Mobile Number'],
    [3, 'Enter Your OTP'],
  ] as const)('shows no LOGIN at step %i; after Logout it does', async (step, title) => {
    fakeApi();
    const { user, dialog } = await openDialogAt(step, title);
    expect(screen.queryByRole('button', { name: 'LOGIN', hidden: true })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });
});
