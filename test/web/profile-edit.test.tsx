/**
 * /profile in edit mode: the form, its validation and saving. Shared set-up: profile-fixtures.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './axe-problems';
import { deferred, fail, ok } from './fake-api';
import {
  documentGroup,
  facts,
  openProfile,
  PAN_KEY,
  PAN_URL,
  PROFILE,
  profilePageHooks,
  startEditing,
} from './profile-fixtures';

profilePageHooks();

describe('/profile, edit mode', () => {
  it('saves the changes behind a Saving overlay, keeping the stored document keys, then shows the reloaded profile', async () => {
    const answer = deferred<'updateProfile'>();
    const { api, user } = openProfile();
    api.set('updateProfile', () => answer.promise);
    const form = await startEditing(user);

    await user.click(within(form).getByRole('radio', { name: 'Male' }));
    fireEvent.change(within(form).getByLabelText(/^Date of Birth/), { target: { value: '2002-01-09' } });
    await user.click(within(form).getByRole('combobox', { name: /^Languages/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Telugu' }));
    await user.keyboard('{Escape}');
    const city = within(form).getByRole('combobox', { name: /^City/ });
    expect(city).toHaveValue('Chennai');
    await user.clear(city);
    await user.type(city, 'Pun');
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await user.click(within(form).getByRole('combobox', { name: /^Education Level/ }));
    await user.click(await screen.findByRole('option', { name: 'Graduate' }));
    const college = within(form).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await user.type(college, '  Fergusson College ');

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saving');
    expect(api.inputsOf('updateProfile')).toEqual([
      {
        name: 'Asha Verma',
        gender: 1,
        dob: '2002-01-09',
        languages: ['english', 'hindi', 'telugu'],
        cityName: 'pune',
        education: 'graduate',
        collegeName: 'Fergusson College',
        panCardLocation: PAN_KEY,
        idCardLocation: '',
      },
    ]);
    api.set('getProfile', () =>
      ok({
        data: {
          ...PROFILE,
          GENDER: 1,
          DOB: '2002-01-09',
          LANGUAGES: 'english, hindi, telugu',
          LOCATION: 'pune',
          EDUCATION_LEVEL: 'graduate',
          COLLEGE_NAME: 'Fergusson College',
        },
      }),
    );
    answer.settle(ok({ success: true }));

    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    // The save is confirmed in a status message, which has the focus the gone Save button had.
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Your profile is saved.');
    await waitFor(() => expect(saved).toHaveFocus());
    expect(await accessibilityProblems()).toEqual([]);
    expect(facts()).toMatchObject({
      Gender: 'Male',
      'Date of Birth': '9 January 2002',
      Languages: 'English, Hindi, Telugu',
      City: 'Pune',
      'Education Level': 'Graduate',
      'College Name': 'Fergusson College',
    });
    expect(api.inputsOf('getProfile')).toHaveLength(2);
    // Editing again clears the confirmation.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByText('Your profile is saved.')).not.toBeInTheDocument();
  });

  it('asks for the college only at a level with one, and saves a 12th pass without it', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    expect(within(form).getByRole('textbox', { name: /^College Name/ })).toHaveValue('Stella Maris College');

    await user.click(within(form).getByRole('combobox', { name: /^Education Level/ }));
    await user.click(await screen.findByRole('option', { name: '12th Pass' }));

    expect(within(form).queryByRole('textbox', { name: /^College Name/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: /^Education Level/ }));
    await user.click(await screen.findByRole('option', { name: 'Post Graduate' }));
    // Back at a level with a college: asked again, with what was there.
    expect(within(form).getByRole('textbox', { name: /^College Name/ })).toHaveValue('Stella Maris College');
    await user.click(within(form).getByRole('combobox', { name: /^Education Level/ }));
    await user.click(await screen.findByRole('option', { name: '12th Pass' }));
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    const [sent] = api.inputsOf('updateProfile');
    expect(sent).toMatchObject({ education: 'twelthPass' });
    expect(sent).not.toHaveProperty('collegeName', expect.anything());
  });

  it('Cancel drops the edits and shows the server values again', async () => {
    const { api, user } = openProfile();
    let form = await startEditing(user);
    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    const college = within(form).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await user.type(college, 'Another College');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(facts()).toMatchObject({ Gender: 'Female', 'College Name': 'Stella Maris College' });
    form = await startEditing(user);
    expect(within(form).getByRole('textbox', { name: /^College Name/ })).toHaveValue('Stella Maris College');
    expect(within(form).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(api.inputsOf('updateProfile')).toEqual([]);
  });

  it('shows the rule messages for date of birth, languages and college name, and does not save', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    expect(within(form).queryByText('Date of Birth is required')).not.toBeInTheDocument();

    const dob = within(form).getByLabelText(/^Date of Birth/);
    fireEvent.change(dob, { target: { value: '' } });
    fireEvent.blur(dob);
    await user.click(within(form).getByRole('combobox', { name: /^Languages/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'English' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Hindi' }));
    await user.keyboard('{Escape}');
    const college = within(form).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await user.type(college, 'abc');
    await user.tab();

    expect(within(form).getByText('Date of Birth is required')).toBeInTheDocument();
    expect(within(form).getByText('Please select atleast language')).toBeInTheDocument();
    expect(within(form).getByText('Please enter correct College Name')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
    expect(api.inputsOf('updateProfile')).toEqual([]);
  });

  it('shows every missing field after a Save attempt on an unfinished profile', async () => {
    const { api, user } = openProfile({
      profile: {
        ...PROFILE,
        GENDER: null,
        DOB: '',
        LANGUAGES: '',
        LOCATION: '',
        EDUCATION_LEVEL: '',
        COLLEGE_NAME: '',
      },
    });
    const form = await startEditing(user);

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    for (const text of [
      'Please select Gender',
      'Date of Birth is required',
      'Please select atleast language',
      'Please select a city',
      'Please select Education Level',
    ]) {
      expect(within(form).getByText(text)).toBeInTheDocument();
    }
    // No level chosen yet, so no college is asked.
    expect(within(form).queryByRole('textbox', { name: /^College Name/ })).not.toBeInTheDocument();
    expect(api.inputsOf('updateProfile')).toEqual([]);
  });

  it("keeps the form and the worker's values and shows the server's message when saving fails", async () => {
    const { api, user } = openProfile();
    api.set('updateProfile', () =>
      fail(400, 'Some fields are not valid.', [
        { field: 'collegeName', message: 'Please enter correct College Name' },
      ]),
    );
    const form = await startEditing(user);
    const college = within(form).getByRole('textbox', { name: /^College Name/ });
    await user.clear(college);
    await user.type(college, 'Loyola College');

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Some fields are not valid\./)).toBeInTheDocument();
    expect(screen.getByText(/College Name: Please enter correct College Name/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^College Name/ })).toHaveValue('Loyola College');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(api.inputsOf('getProfile')).toHaveLength(1);
  });

  it('Remove sends an empty document key', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    const pan = documentGroup('PAN card');
    expect(within(pan).getByRole('img', { name: 'PAN card' })).toHaveAttribute('src', PAN_URL);

    await user.click(within(pan).getByRole('button', { name: 'Remove' }));

    expect(within(pan).getByText('Not uploaded')).toBeInTheDocument();
    expect(within(pan).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(api.inputsOf('updateProfile')).toEqual([
      expect.objectContaining({ panCardLocation: '', idCardLocation: '' }),
    ]);
  });
});
