/**
 * The language hand-off at sign-in (web/src/features/auth): the language kept on the account
 * (loginOrRegister's `language`) is applied in this browser as the worker signs in, and a language chosen
 * here by a visitor before signing in, when the account has none yet, is saved to the account (setLanguage)
 * with the new session's token. Each half is checked through the real sign-in (/auth/callback) and the real
 * screens.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, LANGUAGE_KEY } from '#web/lib/i18n';
import { fakeApi, fakeIdToken, ok } from './fake-api';
import { renderApp } from './render-app';

const STATE = '0123456789abcdef0123456789abcdef';
const ID_TOKEN = fakeIdToken({ email: 'ravi.kumar@example.com', name: 'Ravi Kumar', picture: '' });

// The Hindi and Telugu catalogues are lazy chunks: loaded once here, so a screen switches in one render.
beforeAll(async () => {
  await activateLanguage('hi');
  await activateLanguage('te');
  await activateLanguage('en');
});

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

/**
 * The callback page and the dashboard are lazy chunks, imported for the first time by this file's first test:
 * on a busy machine that can take longer than the usual wait.
 */
const SIGNED_IN = { timeout: 15_000 };

/** The fake server for a registered worker's sign-in, whose account keeps `language` (if any). */
function registeredWorker(language?: 'en' | 'hi' | 'te') {
  return fakeApi({
    loginOrRegister: () =>
      ok({
        token: 'session-7',
        register: false,
        name: 'Ravi Kumar',
        privacy: 'given',
        ...(language ? { language } : {}),
      }),
    searchJobs: () => ok({ data: [], homeCity: '' }),
    getAppliedJobs: () => ok({ data: [] }),
    setLanguage: () => ok({ success: true }),
  });
}

/** Back from the identity provider with a state this window started: the sign-in completes. */
function returnFromProvider() {
  sessionStorage.setItem('earnlearn:signInState', STATE);
  return renderApp(`/auth/callback#id_token=${ID_TOKEN}&state=${STATE}`);
}

/** A visitor picks a language with the header's switch, then leaves for the identity provider. */
async function visitorChooses(label: string, heading: string) {
  const visit = renderApp('/');
  await visit.user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), label);
  await screen.findByRole('heading', { level: 1, name: heading });
  visit.unmount();
}

describe("the account's language at sign-in", () => {
  it('shows the site in the language kept on the account, and keeps it in this browser', async () => {
    const api = registeredWorker('hi');

    returnFromProvider();

    expect(await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' }, SIGNED_IN)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    // The account already has it: nothing to save back.
    expect(api.inputsOf('setLanguage')).toEqual([]);
  });

  it("wins over a visitor's different choice made here before signing in", async () => {
    await visitorChooses('తెలుగు', 'చదువుతో పాటు సంపాదన');
    const api = registeredWorker('hi');

    returnFromProvider();

    expect(await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' }, SIGNED_IN)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    expect(api.inputsOf('setLanguage')).toEqual([]);
  });
});

describe("a visitor's language choice at sign-in", () => {
  it('is saved to an account that has no language yet, with the new session, and stays on screen', async () => {
    await visitorChooses('తెలుగు', 'చదువుతో పాటు సంపాదన');
    const api = registeredWorker();

    returnFromProvider();

    expect(await screen.findByRole('heading', { level: 1, name: 'డాష్‌బోర్డ్' }, SIGNED_IN)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.name === 'setLanguage')).toEqual([
        { name: 'setLanguage', input: { language: 'te' }, authorization: 'Bearer session-7' },
      ]),
    );
    expect(document.documentElement.lang).toBe('te');
  });

  it('is not sent when the visitor chose nothing (the account keeps no language)', async () => {
    const api = registeredWorker();

    returnFromProvider();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SIGNED_IN),
    ).toBeInTheDocument();
    // The save would have been asked for as the sign-in stored the session, before the dashboard showed.
    expect(api.inputsOf('setLanguage')).toEqual([]);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});
