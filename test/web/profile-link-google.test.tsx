/**
 * "Link Google account" on the profile of a phone sign-up (no e-mail yet): the twin's stand-in for Google sends
 * the browser back to /profile with the token, which is linked (linkGoogleAccount) and taken out of the address;
 * a Google account that signs in to another account is refused with words saying so. An account with an
 * e-mail (every Google account) is not offered the link.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fail, fakeApi, fakeIdToken, ok, storeWorkerSession } from './fake-api';
import { accessibilityProblems } from './privacy-fixtures';
import { PROFILE, profilePageHooks } from './profile-fixtures';
import { renderApp } from './render-app';

profilePageHooks();

const STATE = '0123456789abcdef0123456789abcdef';
const PHONE_PROFILE = { ...PROFILE, EMAIL: '' };

function openWith(
  profile: typeof PROFILE,
  linkGoogleAccount: () => Answer<'linkGoogleAccount'>,
  path = '/profile',
) {
  storeWorkerSession();
  const api = fakeApi({
    getProfile: () => ok({ data: profile }),
    getMyRights: () => ok({ grievances: [] }),
    getJobAlerts: () => ok({ data: [], max: 5, consent: false, whatsapp: false, minor: false }),
    linkGoogleAccount,
  });
  return { api, ...renderApp(path) };
}

describe('linking Google from the profile', () => {
  it('offers the link to an account without an e-mail, and not to one with', async () => {
    openWith(PHONE_PROFILE, () => ok({ success: true, email: 'asha@gmail.com' }));
    const box = await screen.findByRole('region', { name: 'Link Google account' });
    expect(within(box).getByRole('button', { name: 'Link Google account' })).toBeInTheDocument();
    expect(await accessibilityProblems(box)).toEqual([]);
  });

  it('links the Google account the stand-in sent back, and says so', async () => {
    sessionStorage.setItem('earnlearn:linkGoogleState', STATE);
    const idToken = fakeIdToken({ email: 'asha@gmail.com', name: 'Asha Verma' });
    const { api } = openWith(
      PHONE_PROFILE,
      () => ok({ success: true, email: 'asha@gmail.com' }),
      `/profile#id_token=${idToken}&state=${STATE}`,
    );
    expect(
      await screen.findByText(
        'Your Google account asha@gmail.com is linked. You can sign in with it or with your mobile number.',
      ),
    ).toBeInTheDocument();
    expect(api.inputsOf('linkGoogleAccount')).toEqual([{ idToken }]);
  });

  it('says so when that Google account signs in to another account', async () => {
    sessionStorage.setItem('earnlearn:linkGoogleState', STATE);
    const idToken = fakeIdToken({ email: 'other@gmail.com', name: 'Other' });
    openWith(
      PHONE_PROFILE,
      () => fail(409, 'This Google account already signs in to another Earnlearn account.'),
      `/profile#id_token=${idToken}&state=${STATE}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Google account already signs in to another Earnlearn account. Please choose another Google account.',
    );
  });

  it('is not offered to an account that has an e-mail', async () => {
    openWith(PROFILE, () => ok({ success: true, email: 'x@gmail.com' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link Google account' })).not.toBeInTheDocument();
  });
});
