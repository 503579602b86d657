/**
 * /profile, the right to correct: the name in edit mode, and "Change number" with its code step.
 * Shared set-up: profile-fixtures.ts.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './axe-problems';
import { fail, ok } from './fake-api';
import { openProfile, PAN_KEY, PROFILE, profilePageHooks, startEditing } from './profile-fixtures';

profilePageHooks();

beforeEach(() => {
  // index.html says lang="en"; jsdom's empty document does not.
  document.documentElement.lang = 'en';
});

const NEW_NUMBER = '7012345678';

async function openChange(user: ReturnType<typeof openProfile>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Change number' }));
  return screen.getByRole('form', { name: 'Change your mobile number' });
}

describe('/profile, correcting the name', () => {
  it('edits the name with the other fields and sends it to updateProfile', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Asha Verma');
    await user.clear(name);
    await user.type(name, 'Asha Kumari Verma');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(api.inputsOf('updateProfile')).toEqual([
      expect.objectContaining({ name: 'Asha Kumari Verma', panCardLocation: PAN_KEY }),
    ]);
  });

  it('refuses an empty name on the field and sends nothing', async () => {
    const { api, user } = openProfile();
    const form = await startEditing(user);
    await user.clear(within(form).getByRole('textbox', { name: /^Name/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(api.inputsOf('updateProfile')).toEqual([]);
  });
});

describe('/profile, changing the mobile number', () => {
  it('sends a code to the new number, says the old stays until confirmed, and shows the new one after', async () => {
    const { api, user } = openProfile();
    api.set('requestNumberChange', () => ok({ success: true }));
    api.set('confirmNumberChange', () => ok({ success: true, number: NEW_NUMBER }));
    const box = await openChange(user);
    expect(await accessibilityProblems()).toEqual([]);

    await user.type(within(box).getByRole('textbox', { name: /^New mobile number/ }), NEW_NUMBER);
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    expect(api.inputsOf('requestNumberChange')).toEqual([{ number: NEW_NUMBER }]);
    expect(
      await within(box).findByText(
        `We sent a 6-digit code to ${NEW_NUMBER}. Your number stays ${PROFILE.MOBILE_NUMBER} until you confirm.`,
      ),
    ).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);

    api.set('getProfile', () => ok({ data: { ...PROFILE, MOBILE_NUMBER: NEW_NUMBER } }));
    await user.type(within(box).getByRole('textbox', { name: /^OTP/ }), '123456');
    await user.click(within(box).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent(`Your mobile number is now ${NEW_NUMBER}.`);
    expect(api.inputsOf('confirmNumberChange')).toEqual([{ otp: '123456' }]);
    expect(screen.queryByRole('form', { name: 'Change your mobile number' })).not.toBeInTheDocument();
    expect(await screen.findByText(NEW_NUMBER)).toBeInTheDocument();
    // Keyboard focus is back on the button, not lost with the closed box.
    expect(screen.getByRole('button', { name: 'Change number' })).toHaveFocus();
  });

  it('says a wrong code is wrong and how many tries are left, and keeps the code step usable', async () => {
    const { api, user } = openProfile();
    api.set('requestNumberChange', () => ok({ success: true }));
    api.set('confirmNumberChange', () => ok({ success: false, triesLeft: 3 }));
    const box = await openChange(user);
    await user.type(within(box).getByRole('textbox', { name: /^New mobile number/ }), NEW_NUMBER);
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    const code = await within(box).findByRole('textbox', { name: /^OTP/ });
    await user.type(code, '000000');
    await user.click(within(box).getByRole('button', { name: 'Confirm' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'That code is wrong. You can try 3 more times.',
    );
    expect(await accessibilityProblems()).toEqual([]);

    // A new code can be asked for from the same step.
    await user.click(within(box).getByRole('button', { name: 'Send a new code' }));
    expect(api.inputsOf('requestNumberChange')).toEqual([{ number: NEW_NUMBER }, { number: NEW_NUMBER }]);
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a number taken by another account so, and leaves the number step to try another', async () => {
    const { api, user } = openProfile();
    api.set('requestNumberChange', () =>
      fail(409, 'This mobile number is already registered with another account.'),
    );
    const box = await openChange(user);
    const field = within(box).getByRole('textbox', { name: /^New mobile number/ });
    await user.type(field, NEW_NUMBER);
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'This mobile number is already registered with another account.',
    );
    expect(field).toBeEnabled();
    expect(within(box).getByRole('button', { name: 'Send code' })).toBeEnabled();
    await user.click(within(box).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Change your mobile number' })).not.toBeInTheDocument();
    expect(screen.getByText(PROFILE.MOBILE_NUMBER)).toBeInTheDocument();
  });

  it('refuses a number that is not a 10-digit Indian mobile number before sending anything', async () => {
    const { api, user } = openProfile();
    const box = await openChange(user);
    await user.type(within(box).getByRole('textbox', { name: /^New mobile number/ }), '12345');
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    expect(await within(box).findByText('Please enter correct Mobile Number')).toBeInTheDocument();
    expect(api.inputsOf('requestNumberChange')).toEqual([]);
  });

  it('offers no change before a number is verified', async () => {
    openProfile({ profile: { ...PROFILE, MOBILE_NUMBER: '' } });
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('button', { name: 'Change number' })).not.toBeInTheDocument();
  });
});
