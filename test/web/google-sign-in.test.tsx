/**
 * Production sign-in: with a Google client id in the site's /config.json, step 0 shows Google's own button
 * (Google Identity Services) and its credential goes to loginOrRegister.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GIS_SCRIPT_URL, loadGoogleIdentity } from '#web/lib/google-identity';
import { fakeApi, fakeIdToken, ok } from './fake-api';
import { fakeGoogle } from './fake-google';
import { renderApp } from './render-app';

const CLIENT_ID = 'earnlearn-test.apps.googleusercontent.com';

/** The site's /config.json as the deployment writes it. */
const siteConfig = { googleClientId: CLIENT_ID };

describe('sign-in with Google Identity Services', () => {
  it("renders Google's button with the configured client id, not the local one", async () => {
    const google = fakeGoogle();
    fakeApi({}, { siteConfig });
    const { user } = renderApp('/');

    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue using Google' })).not.toBeInTheDocument();
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));
  });

  it('sends the credential to loginOrRegister and opens the dashboard for a registered worker', async () => {
    const google = fakeGoogle();
    const idToken = fakeIdToken({ email: 'meera@example.com', name: 'Meera Iyer', picture: '' });
    const api = fakeApi(
      {
        loginOrRegister: () =>
          ok({ token: 'session-g', register: false, name: 'Meera Iyer', privacy: 'given' }),
        searchJobs: () => ok({ data: [], homeCity: '' }),
        getAppliedJobs: () => ok({ data: [] }),
      },
      { siteConfig },
    );
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await screen.findByRole('button', { name: 'Continue with Google' });

    await act(async () => google.chooseAccount(idToken));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.inputsOf('loginOrRegister')).toEqual([{ idToken }]);
    expect(localStorage.getItem('jwt')).toBe('session-g');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('moves a new worker on to Personal Details', async () => {
    const google = fakeGoogle();
    fakeApi(
      {
        loginOrRegister: () =>
          ok({ token: 'session-n', register: true, name: 'New Person', privacy: 'given' }),
      },
      { siteConfig },
    );
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await screen.findByRole('button', { name: 'Continue with Google' });

    await act(async () =>
      google.chooseAccount(fakeIdToken({ email: 'new@example.com', name: 'New Person' })),
    );

    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(localStorage.getItem('registrationStep')).toBe('1');
  });
});

describe('loadGoogleIdentity', () => {
  it("adds Google's script once and resolves when it has loaded", async () => {
    const first = loadGoogleIdentity();
    const second = loadGoogleIdentity();
    const scripts = [...document.querySelectorAll(`script[src="${GIS_SCRIPT_URL}"]`)] as HTMLScriptElement[];
    expect(scripts).toHaveLength(1);

    const google = fakeGoogle();
    scripts[0]?.onload?.(new Event('load'));

    await expect(first).resolves.toBe(google.id);
    await expect(second).resolves.toBe(google.id);
  });
});
