/**
 * "Erase my account" in the Privacy section of /profile: what goes and what is kept, a code by SMS,
 * the code typed in, then signed out on the landing page with a confirmation; every refusal keeps the step usable
 * with its reason, and Cancel goes back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from './fake-api';
import { accessibilityProblems, givenStatus } from './privacy-fixtures';
import { openProfile, profilePageHooks } from './profile-fixtures';

profilePageHooks();

function openWithErasure() {
  const view = openProfile();
  view.api.set('getPrivacy', () => ok({ data: givenStatus({}) }));
  view.api.set('requestErasure', () => ok({ data: { confirmBy: 'sms', mobile: '98******10' } }));
  return view;
}

async function erasePart() {
  const heading = await screen.findByRole('heading', { level: 3, name: 'Erase my account' });
  const part = heading.closest('section');
  if (!part) throw new Error('no Erase my account part');
  return part as HTMLElement;
}

describe('/profile, Erase my account', () => {
  it('explains what goes and what is kept, sends the code, erases with it and lands signed out on the home page', async () => {
    const { api, user } = openWithErasure();
    api.set('confirmErasure', () => ok({ success: true }));
    const part = await erasePart();

    await user.click(within(part).getByRole('button', { name: 'Erase my account' }));
    expect(within(part).getByText(/your PAN card and student ID images/)).toBeInTheDocument();
    expect(within(part).getByText(/a record that an account was erased, when and why/)).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(within(part).getByRole('button', { name: 'Send the code by SMS' }));
    expect(
      await within(part).findByText('We sent a code to 98******10. Enter it to erase your account.'),
    ).toBeInTheDocument();
    expect(await accessibilityProblems()).toEqual([]);
    await user.type(within(part).getByRole('textbox', { name: /Code from the SMS/ }), '482913');
    await user.click(within(part).getByRole('button', { name: 'Erase my account for good' }));

    expect(
      await screen.findByText(
        'Your account has been erased and you are signed out. Thank you for using Earnlearn.',
      ),
    ).toBeInTheDocument();
    expect(api.inputsOf('confirmErasure')).toEqual([{ confirmBy: 'sms', proof: '482913' }]);
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    expect(api.inputsOf('signOut')).toEqual([]);
  });

  it("keeps the code step usable after a wrong code, with the server's reason, and can send a new code", async () => {
    const { api, user } = openWithErasure();
    api.set('confirmErasure', () =>
      fail(400, 'proof: this code is not right. Please check the SMS and try again.', [
        { field: 'proof', message: 'this code is not right. Please check the SMS and try again.' },
      ]),
    );
    const part = await erasePart();
    await user.click(within(part).getByRole('button', { name: 'Erase my account' }));
    await user.click(within(part).getByRole('button', { name: 'Send the code by SMS' }));
    const code = await within(part).findByRole('textbox', { name: /Code from the SMS/ });
    await user.type(code, '111111');
    await user.click(within(part).getByRole('button', { name: 'Erase my account for good' }));

    expect(await within(part).findByRole('alert')).toHaveTextContent(/this code is not right/);
    expect(within(part).getByRole('button', { name: 'Erase my account for good' })).toBeEnabled();
    expect(code).toHaveValue('111111');

    api.set('requestErasure', () => fail(429, 'Please wait 20 seconds before asking for another code.'));
    await user.click(within(part).getByRole('button', { name: 'Send a new code' }));
    expect(await within(part).findByRole('alert')).toHaveTextContent(
      'Please wait 20 seconds before asking for another code.',
    );
    expect(within(part).getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it('says why when the code cannot be sent, and Cancel goes back without erasing', async () => {
    const { api, user } = openWithErasure();
    api.set('requestErasure', () =>
      fail(503, 'We could not send the SMS just now. Please try again in a minute.'),
    );
    const part = await erasePart();
    await user.click(within(part).getByRole('button', { name: 'Erase my account' }));
    await user.click(within(part).getByRole('button', { name: 'Send the code by SMS' }));

    expect(await within(part).findByRole('alert')).toHaveTextContent('We could not send the SMS just now.');
    expect(within(part).getByRole('button', { name: 'Send the code by SMS' })).toBeEnabled();
    await user.click(within(part).getByRole('button', { name: 'Cancel' }));
    expect(within(part).getByRole('button', { name: 'Erase my account' })).toBeInTheDocument();
    expect(api.inputsOf('confirmErasure')).toEqual([]);
  });
});
