/**
 * The registration dialog, step 1 (Personal Details). Shared set-up: registration-fixtures.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './axe-problems';
import { deferred, fail, fakeApi, ok, WORKER } from './fake-api';
import { fillPersonalDetails, leaveField, openDialogAt, registrationHooks } from './registration-fixtures';

registrationHooks();

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

  it('asks for the college only at a level with one, as the profile does (axe clean)', async () => {
    fakeApi();
    const { user, dialog } = await openDialogAt(1, 'Personal Details');
    await fillPersonalDetails(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'SUBMIT' });
    const college = within(dialog).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await leaveField(user, dialog);

    expect(within(dialog).getByText('Please enter correct College Name')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /^Education Level/ }));
    await user.click(await screen.findByRole('option', { name: '12th Pass' }));

    expect(within(dialog).queryByRole('textbox', { name: /^College Name/ })).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
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
        collegeName: 'Stella Maris College',
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
