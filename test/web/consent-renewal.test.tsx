/**
 * The login dialog after consent: a new notice version asked again, a held account's 403 from a worker call
 * opening the dialog, and Personal Details after a consent given elsewhere.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { isoToDmy } from '#web/components/fields/PersonalFields';
import { openHeldDialog, REQUIRED_BOX, SMS_BOX } from './consent-steps';
import { fakeApi, fakeIdToken, held, ok, storeWorkerSession } from './fake-api';
import {
  ADULT_DOB,
  givenStatus,
  MINOR_DOB,
  parentPendingStatus,
  privacyStatus,
  storeHeldSession,
} from './privacy-fixtures';
import { renderApp } from './render-app';

describe('a new notice version', () => {
  it('asks a registered adult to agree again without the date of birth, then opens the dashboard', async () => {
    const api = fakeApi({
      getPrivacy: () => ok({ data: privacyStatus({ dob: ADULT_DOB, acceptedVersion: '2025-01-01' }) }),
      giveConsent: () => ok({ data: givenStatus() }),
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
    });
    storeHeldSession('consentNeeded', { registering: false });
    const { user, dialog } = await openHeldDialog('Our privacy notice has changed');

    expect(
      await within(dialog).findByText(new RegExp(`version ${PRIVACY_NOTICE_VERSION}`)),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Date of Birth/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: SMS_BOX })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: REQUIRED_BOX }));
    await user.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.inputsOf('giveConsent')).toEqual([
      {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        accept: true,
        smsUpdates: false,
        screen: 'noticeUpdate',
      },
    ]);
    // The dashboard opened: it asks for the jobs applied to.
    await waitFor(() => expect(api.inputsOf('getAppliedJobs')).not.toEqual([]));
  });

  it('sends a registered minor to the parent step instead', async () => {
    fakeApi({ getPrivacy: () => ok({ data: privacyStatus({ dob: MINOR_DOB, minor: true }) }) });
    storeHeldSession('consentNeeded', { registering: false });

    const { dialog } = await openHeldDialog("Your parent's or guardian's consent");

    expect(await within(dialog).findByRole('button', { name: 'Send the link' })).toBeDisabled();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe("a held account's 403 from a worker call", () => {
  it.each([
    [
      'consentNeeded',
      'Our privacy notice has changed',
      privacyStatus({ dob: ADULT_DOB, acceptedVersion: '2025-01-01' }),
    ],
    ['parentPending', "Your parent's or guardian's consent", parentPendingStatus()],
  ] as const)(
    'with code %s opens the dialog at its step instead of an error',
    async (code, title, status) => {
      fakeApi({
        getProfile: () => held(code, 'Please read the privacy notice and give your consent before going on.'),
        getPrivacy: () => ok({ data: status }),
      });
      storeWorkerSession();

      renderApp('/profile');

      const dialog = await screen.findByRole('alertdialog');
      expect(await within(dialog).findByRole('heading', { name: title })).toBeInTheDocument();
      expect(localStorage.getItem('privacyHold')).toBe(code);
      expect(localStorage.getItem('jwt')).toBe('session-token');
    },
  );

  it('is an ApiError that carries the code', async () => {
    fakeApi({ getProfile: () => held('parentPending', 'Waiting for a parent') });
    storeWorkerSession();
    const { callApi, ApiError } = await import('#web/lib/api');

    const error = await callApi('getProfile', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'parentPending', message: 'Waiting for a parent' });
  });
});

describe('Personal Details after consent given elsewhere', () => {
  it("fills the date of birth from the account when this browser kept none (a minor back after the parent's consent)", async () => {
    const STATE = '0123456789abcdef0123456789abcdef';
    const idToken = fakeIdToken({ email: 'asha@example.com', name: 'Asha Verma' });
    sessionStorage.setItem('earnlearn:signInState', STATE);
    fakeApi({
      loginOrRegister: () => ok({ token: 'session-3', register: true, name: 'Asha Verma', privacy: 'given' }),
      getPrivacy: () => ok({ data: givenStatus({ dob: MINOR_DOB, minor: true }) }),
    });

    renderApp(`/auth/callback#id_token=${idToken}&state=${STATE}`);

    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Date of Birth/)).toHaveValue(isoToDmy(MINOR_DOB)),
    );
  });
});
