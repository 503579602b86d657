/**
 * The consent steps of the login dialog, before Personal Details: the date of birth first, an adult's
 * consent (nothing ticked, submit disabled until the required box is), a minor's way to the parent's step and its
 * waiting view (consent-renewal.test.tsx has what comes after).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { isoToDmy } from '#web/components/fields/PersonalFields';
import { enterDob, openHeldDialog, REQUIRED_BOX, SMS_BOX } from './consent-steps';
import { fail, fakeApi, fakeIdToken, ok } from './fake-api';
import {
  ADULT_DOB,
  accessibilityProblems,
  givenStatus,
  MINOR_DOB,
  parentPendingStatus,
  privacyStatus,
  storeHeldSession,
} from './privacy-fixtures';
import { renderApp } from './render-app';

describe('the consent step at sign-up', () => {
  it('comes after Google sign-in, before Personal Details, for a new worker', async () => {
    const STATE = '0123456789abcdef0123456789abcdef';
    const idToken = fakeIdToken({ email: 'ravi@example.com', name: 'Ravi Kumar' });
    sessionStorage.setItem('earnlearn:signInState', STATE);
    fakeApi({
      loginOrRegister: () =>
        ok({ token: 'session-1', register: true, name: 'Ravi Kumar', privacy: 'consentNeeded' }),
      getPrivacy: () => ok({ data: privacyStatus() }),
    });

    renderApp(`/auth/callback#id_token=${idToken}&state=${STATE}`);

    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('heading', { name: 'Your privacy' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date of Birth/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Personal Details' })).not.toBeInTheDocument();
    expect(localStorage.getItem('privacyHold')).toBe('consentNeeded');
  });

  it('takes a registered worker whose parent has not answered straight to the waiting view at sign-in', async () => {
    const STATE = '0123456789abcdef0123456789abcdef';
    const idToken = fakeIdToken({ email: 'asha@example.com', name: 'Asha Verma' });
    sessionStorage.setItem('earnlearn:signInState', STATE);
    fakeApi({
      loginOrRegister: () =>
        ok({ token: 'session-2', register: false, name: 'Asha Verma', privacy: 'parentPending' }),
      getPrivacy: () => ok({ data: parentPendingStatus() }),
    });

    renderApp(`/auth/callback#id_token=${idToken}&state=${STATE}`);

    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText('We sent a link by SMS to Sunita Verma at 98******10.'),
    ).toBeInTheDocument();
    // Signed in though not known yet: no LOGIN behind the dialog, nor the worker's menu.
    expect(screen.queryByRole('button', { name: 'LOGIN', hidden: true })).not.toBeInTheDocument();
    expect(localStorage.getItem('registrationStep')).toBeNull();
  });

  it('signs out from the consent step with Logout, forgetting the hold', async () => {
    const api = fakeApi({
      getPrivacy: () => ok({ data: privacyStatus() }),
      signOut: () => ok({ success: true }),
    });
    storeHeldSession('consentNeeded');
    const { user, dialog } = await openHeldDialog('Your privacy');

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('privacyHold')).toBeNull();
    expect(api.inputsOf('signOut')).toEqual([{}]);
  });

  it('asks the date of birth first, and shows no box before it', async () => {
    fakeApi({ getPrivacy: () => ok({ data: privacyStatus() }) });
    storeHeldSession('consentNeeded');

    const { dialog } = await openHeldDialog('Your privacy');

    expect(await within(dialog).findByLabelText(/^Date of Birth/)).toHaveValue('');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agree and continue' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows an adult the notice in short with links in a new tab, two boxes unticked, and Agree disabled until the required one is ticked', async () => {
    fakeApi({ getPrivacy: () => ok({ data: privacyStatus() }) });
    storeHeldSession('consentNeeded');
    const { user, dialog } = await openHeldDialog('Your privacy');
    await within(dialog).findByLabelText(/^Date of Birth/);
    enterDob(dialog, ADULT_DOB);

    const required = await within(dialog).findByRole('checkbox', { name: REQUIRED_BOX });
    const sms = within(dialog).getByRole('checkbox', { name: SMS_BOX });
    const agree = within(dialog).getByRole('button', { name: 'Agree and continue' });
    expect(required).not.toBeChecked();
    expect(sms).not.toBeChecked();
    expect(agree).toBeDisabled();
    expect(within(dialog).getByText('What we collect, and why:')).toBeInTheDocument();
    const notice = within(dialog).getByRole('link', { name: 'Privacy notice (opens in a new tab)' });
    expect(notice).toHaveAttribute('href', '/privacy');
    expect(notice).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Terms of use (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/terms',
    );

    await user.click(sms);
    expect(agree).toBeDisabled();
    await user.click(required);
    expect(agree).toBeEnabled();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('records the consent with the version, language, date of birth and SMS choice, then opens Personal Details with the date filled in', async () => {
    const api = fakeApi({
      getPrivacy: () => ok({ data: privacyStatus() }),
      giveConsent: () => ok({ data: givenStatus({ purposes: { account: true, smsUpdates: true } }) }),
    });
    storeHeldSession('consentNeeded');
    const { user, dialog } = await openHeldDialog('Your privacy');
    await within(dialog).findByLabelText(/^Date of Birth/);
    enterDob(dialog, ADULT_DOB);

    await user.click(within(dialog).getByRole('checkbox', { name: REQUIRED_BOX }));
    await user.click(within(dialog).getByRole('checkbox', { name: SMS_BOX }));
    await user.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));

    expect(await within(dialog).findByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(api.inputsOf('giveConsent')).toEqual([
      {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        accept: true,
        smsUpdates: true,
        dob: ADULT_DOB,
        screen: 'signUp',
      },
    ]);
    expect(within(dialog).getByLabelText(/^Date of Birth/)).toHaveValue(isoToDmy(ADULT_DOB));
    expect(localStorage.getItem('privacyHold')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Please wait...' })).not.toBeInTheDocument();
  });

  it("shows the server's message in the dialog when the consent is refused, with no overlay left", async () => {
    fakeApi({
      getPrivacy: () => ok({ data: privacyStatus() }),
      giveConsent: () => fail(503, 'The service is busy. Please try again in a minute.'),
    });
    storeHeldSession('consentNeeded');
    const { user, dialog } = await openHeldDialog('Your privacy');
    await within(dialog).findByLabelText(/^Date of Birth/);
    enterDob(dialog, ADULT_DOB);
    await user.click(within(dialog).getByRole('checkbox', { name: REQUIRED_BOX }));

    await user.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your consent was not saved.');
    expect(alert).toHaveTextContent('The service is busy. Please try again in a minute.');
    expect(within(dialog).queryByText('Please wait...')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Agree and continue' })).toBeEnabled();
    expect(localStorage.getItem('jwt')).toBe('session-token');
  });

  it('shows the load problem with Try again when where the consent stands cannot be read', async () => {
    let answers = 0;
    fakeApi({
      getPrivacy: () => {
        answers += 1;
        return answers === 1 ? fail(503, 'Service unavailable') : ok({ data: privacyStatus() });
      },
    });
    storeHeldSession('consentNeeded');
    const { user, dialog } = await openHeldDialog('Your privacy');

    expect(await within(dialog).findByText('Service unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await within(dialog).findByLabelText(/^Date of Birth/)).toBeInTheDocument();
  });
});

describe('a worker under 18', () => {
  it('is told a parent or guardian must agree, sees no consent box, and goes on to the parent step', async () => {
    const api = fakeApi({
      getPrivacy: () => ok({ data: privacyStatus() }),
      requestParentConsent: () => ok({ data: parentPendingStatus() }),
    });
    storeHeldSession('consentNeeded');
    const { user, dialog } = await openHeldDialog('Your privacy');
    await within(dialog).findByLabelText(/^Date of Birth/);

    enterDob(dialog, MINOR_DOB);

    expect(
      await within(dialog).findByText(/As you are under 18, your parent or lawful guardian must agree/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(
      await within(dialog).findByRole('heading', { name: "Your parent's or guardian's consent" }),
    ).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send the link' });
    expect(send).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Parent's or guardian's name/ }),
      'Sunita Verma',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Parent's or guardian's mobile number/ }),
      '5876543210',
    );
    await user.click(within(dialog).getByRole('heading', { level: 2 }));
    expect(within(dialog).getByText('Please enter correct Mobile Number')).toBeInTheDocument();
    expect(send).toBeDisabled();
    const mobile = within(dialog).getByRole('textbox', { name: /Parent's or guardian's mobile number/ });
    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.click(send);

    expect(
      await within(dialog).findByText('We sent a link by SMS to Sunita Verma at 98******10.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/The link works until .*2026/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(api.inputsOf('requestParentConsent')).toEqual([
      { parentName: 'Sunita Verma', parentMobile: '9876543210', dob: MINOR_DOB, language: 'en' },
    ]);
    expect(api.inputsOf('giveConsent')).toEqual([]);
    expect(localStorage.getItem('privacyHold')).toBe('parentPending');
    expect(await accessibilityProblems()).toEqual([]);
  });

  it("sends the link again, and shows the server's message when sends are limited", async () => {
    let sends = 0;
    const api = fakeApi({
      getPrivacy: () => ok({ data: privacyStatus() }),
      requestParentConsent: () => {
        sends += 1;
        return sends < 3
          ? ok({ data: parentPendingStatus() })
          : fail(429, 'Too many links sent. Try again in an hour.');
      },
    });
    storeHeldSession('consentNeeded');
    const { user, dialog } = await openHeldDialog('Your privacy');
    await within(dialog).findByLabelText(/^Date of Birth/);
    enterDob(dialog, MINOR_DOB);
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await user.type(
      await within(dialog).findByRole('textbox', { name: /Parent's or guardian's name/ }),
      'Sunita Verma',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /mobile number/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Send the link again' }));
    expect(
      await within(dialog).findByText('A new link was sent. The old one no longer works.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the link again' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The link was not sent.');
    expect(alert).toHaveTextContent('Too many links sent. Try again in an hour.');
    expect(within(dialog).queryByText('Please wait...')).not.toBeInTheDocument();
    expect(api.inputsOf('requestParentConsent')).toHaveLength(3);
    expect(api.inputsOf('requestParentConsent')[1]).toEqual({
      parentName: 'Sunita Verma',
      parentMobile: '9876543210',
      language: 'en',
    });
  });

  it('opens at the waiting view after signing in again, and goes on to Personal Details once the parent consented', async () => {
    let consented = false;
    fakeApi({
      getPrivacy: () =>
        ok({
          data: consented
            ? givenStatus({ dob: MINOR_DOB, minor: true, purposes: { account: true, smsUpdates: false } })
            : parentPendingStatus(),
        }),
    });
    storeHeldSession('parentPending');
    const { user, dialog } = await openHeldDialog("Your parent's or guardian's consent");

    await user.click(await within(dialog).findByRole('button', { name: 'Check again' }));
    expect(
      await within(dialog).findByText('Your parent or guardian has not agreed yet.'),
    ).toBeInTheDocument();
    consented = true;
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));

    expect(await within(dialog).findByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date of Birth/)).toHaveValue(isoToDmy(MINOR_DOB));
    expect(localStorage.getItem('privacyHold')).toBeNull();
  });

  it('after a reload, asks the number again to send the link again (the server keeps it masked)', async () => {
    const api = fakeApi({
      getPrivacy: () => ok({ data: parentPendingStatus() }),
      requestParentConsent: () => ok({ data: parentPendingStatus() }),
    });
    storeHeldSession('parentPending');
    const { user, dialog } = await openHeldDialog("Your parent's or guardian's consent");

    await user.click(await within(dialog).findByRole('button', { name: 'Send the link again' }));

    expect(within(dialog).getByRole('textbox', { name: /Parent's or guardian's name/ })).toHaveValue(
      'Sunita Verma',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /mobile number/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByText(/We sent a link by SMS/)).toBeInTheDocument();
    // The account has a date of birth already: it is not sent again.
    expect(api.inputsOf('requestParentConsent')).toEqual([
      { parentName: 'Sunita Verma', parentMobile: '9876543210', language: 'en' },
    ]);
  });
});
