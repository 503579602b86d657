import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, fakeApi, ok, storeWorkerSession, WORKER } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openDialogAt(step: 1 | 2 | 3, title: string) {
  storeWorkerSession({ registrationStep: step, mobileNumber: step === 3 ? '9876543210' : undefined });
  const view = renderApp('/');
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
  return { ...view, dialog };
}

/** Leaves the focused field by clicking the dialog's title, as a person would. */
async function leaveField(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('heading', { level: 2 }));
}

async function fillPersonalDetails(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('radio', { name: 'Female' }));
  fireEvent.change(within(dialog).getByLabelText(/^Date of Birth/), { target: { value: '2003-05-17' } });
  await user.click(
    within(dialog).getByRole('combobox', { name: /How many languages do you speak fluently/ }),
  );
  // Fluent's multiselect list is a menu of checkbox items.
  await user.click(await screen.findByRole('menuitemcheckbox', { name: 'English' }));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Telugu' }));
  await user.keyboard('{Escape}');
  await user.type(within(dialog).getByRole('combobox', { name: /^City/ }), 'Chenn');
  await user.click(await screen.findByRole('option', { name: 'Chennai' }));
  await user.click(within(dialog).getByRole('combobox', { name: /^Education Level/ }));
  await user.click(await screen.findByRole('option', { name: 'Pursuing Graduation' }));
}

describe('step 1, Personal Details', () => {
  it('keeps SUBMIT disabled and shows each message once its field is touched', async () => {
    fakeApi();
    const { user, dialog } = await openDialogAt(1, 'Personal Details');
    const submit = within(dialog).getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeDisabled();
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.click(within(dialog).getByLabelText(/^Date of Birth/));
    await leaveField(user, dialog);

    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date of Birth is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select atleast language')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Please select Gender')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows the rule message for a name with a direction override, and keeps SUBMIT disabled', async () => {
    fakeApi();
    const { user, dialog } = await openDialogAt(1, 'Personal Details');
    await fillPersonalDetails(user, dialog);
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });

    fireEvent.change(name, { target: { value: 'Ananya \u202eReddy' } });
    fireEvent.blur(name);

    expect(
      within(dialog).getByText('Name must not contain control or direction characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
  });

  it('starts with the name the sign-in provider gave', async () => {
    fakeApi();
    const { dialog } = await openDialogAt(1, 'Personal Details');

    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue(WORKER.name);
  });

  it('shows every message, Gender too, after a submit attempt', async () => {
    fakeApi();
    const { user, dialog } = await openDialogAt(1, 'Personal Details');

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '{Enter}');

    expect(within(dialog).getByText('Please select Gender')).toBeInTheDocument();
    expect(within(dialog).getByText('Date of Birth is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select atleast language')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a city')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select Education Level')).toBeInTheDocument();
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('refuses a birth date of someone too young, with the rule message', async () => {
    fakeApi();
    const { dialog } = await openDialogAt(1, 'Personal Details');
    const dob = within(dialog).getByLabelText(/^Date of Birth/);

    fireEvent.change(dob, { target: { value: new Date().toISOString().slice(0, 10) } });
    fireEvent.blur(dob);

    expect(within(dialog).getByText(/Please enter a valid Date of Birth/)).toBeInTheDocument();
  });

  it.each([
    ['Bengaluru', 'Bengaluru → Bangalore Urban', 'Bangalore Urban'],
    ['Gurgaon', 'Gurgaon → Gurugram', 'Gurugram'],
    ['హైదరాబాద్', 'హైదరాబాద్ → Hyderabad (Telangana)', 'Hyderabad (Telangana)'],
  ])('finds the district when the worker types its other name "%s"', async (typed, option, district) => {
    fakeApi();
    const { user, dialog } = await openDialogAt(1, 'Personal Details');
    const city = within(dialog).getByRole('combobox', { name: /^City/ });

    await user.type(city, typed);
    await user.click(await screen.findByRole('option', { name: option }));

    expect(city).toHaveValue(district);
    await leaveField(user, dialog);
    expect(within(dialog).queryByText('Please select a city')).not.toBeInTheDocument();
  });

  it('saves the details behind a "Please wait..." overlay, then moves to Enter Mobile Number', async () => {
    const answer = deferred<'registerDetails'>();
    const api = fakeApi({ registerDetails: () => answer.promise });
    const { user, dialog } = await openDialogAt(1, 'Personal Details');
    await fillPersonalDetails(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeEnabled();

    await user.click(submit);

    expect(await within(dialog).findByText('Please wait...')).toBeInTheDocument();
    answer.settle(ok({ success: true }));
    expect(await within(dialog).findByRole('heading', { name: 'Enter Mobile Number' })).toBeInTheDocument();
    expect(api.inputsOf('registerDetails')).toEqual([
      {
        name: 'Asha Verma',
        gender: 0,
        dob: '2003-05-17',
        languages: ['english', 'telugu'],
        cityName: 'chennai',
        education: 'pursuingGraduation',
      },
    ]);
    expect(api.calls[0]?.authorization).toBe('Bearer session-token');
    expect(localStorage.getItem('registrationStep')).toBe('2');
  });

  it('signs out, clears storage and closes the dialog when saving fails', async () => {
    fakeApi({ registerDetails: () => fail(500, 'Something went wrong on our side.') });
    const { user, dialog } = await openDialogAt(1, 'Personal Details');
    await fillPersonalDetails(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(localStorage.length).toBe(0);
    expect(
      await screen.findByText(/Something went wrong on our side\. Please sign in again\./),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });
});

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
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
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
