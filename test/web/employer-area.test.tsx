/**
 * The employer area: the sign-in's two steps (e-mail, then the code) and Google (Google's own button where the
 * site has a client id, the twin's stand-in there), and the form that creates an organisation,
 * checked with the server's rules in the browser and showing the server's 400 under the field it names. Axe
 * finds nothing serious on either screen, and no overlay is left after a failure.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialMessages } from '#shared/domain/credential-rules';
import { ORGANISATION_ID_MESSAGES } from '#shared/domain/organisation-ids';
import { EMPLOYER_TOKEN_KEY } from '#web/lib/employer-session';
import { browser } from '#web/lib/session';
import { accessibilityProblems } from './axe-problems';
import { fail, fakeApi, fakeIdToken, ok } from './fake-api';
import { fakeGoogle } from './fake-google';
import { renderApp } from './render-app';

afterEach(() => sessionStorage.clear());

describe('employer sign-in', () => {
  it('sends a code to the work e-mail, then signs in with it and keeps the token apart from the others', async () => {
    const api = fakeApi({
      startEmployerSignIn: () => ok({ success: true }),
      verifyEmployerSignIn: () => ok({ token: 'employer-token' }),
      getMyOrganisation: () => ok({ account: { email: 'priya@acme.in', name: 'priya' }, organisation: null }),
    });
    const { user } = renderApp('/employer');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to hire on Earnlearn' });
    expect(await accessibilityProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText(credentialMessages.email)).toBeInTheDocument();
    expect(api.inputsOf('startEmployerSignIn')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Work e-mail/ }), 'priya@acme.in');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /Code from the e-mail/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: 'Create your organisation' });
    expect(api.inputsOf('verifyEmployerSignIn')).toEqual([{ email: 'priya@acme.in', code: '123456' }]);
    expect(sessionStorage.getItem(EMPLOYER_TOKEN_KEY)).toBe('employer-token');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it("shows a wrong code's message under the field, with no overlay left", async () => {
    fakeApi({
      startEmployerSignIn: () => ok({ success: true }),
      verifyEmployerSignIn: () =>
        fail(400, 'code: That code is not right.', [{ field: 'code', message: 'That code is not right.' }]),
    });
    const { user } = renderApp('/employer');
    await user.type(await screen.findByRole('textbox', { name: /Work e-mail/ }), 'priya@acme.in');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /Code from the e-mail/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Signing in' })).toBeNull();
  });
});

describe('employer sign-in with Google', () => {
  const NO_ORGANISATION = { account: { email: 'priya@acme.in', name: 'Priya' }, organisation: null };

  it("signs in with Google's own button where the site has a client id, the token kept apart", async () => {
    const google = fakeGoogle();
    const idToken = fakeIdToken({ email: 'priya@acme.in', name: 'Priya' });
    const api = fakeApi(
      {
        employerGoogleSignIn: () => ok({ token: 'employer-google-token' }),
        getMyOrganisation: () => ok(NO_ORGANISATION),
      },
      { siteConfig: { googleClientId: 'earnlearn-test.apps.googleusercontent.com' } },
    );
    renderApp('/employer');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue using Google' })).toBeNull();
    // The e-mail code stays beside it.
    expect(screen.getByRole('textbox', { name: /Work e-mail/ })).toBeInTheDocument();
    expect(google.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'earnlearn-test.apps.googleusercontent.com' }),
    );

    await act(async () => google.chooseAccount(idToken));

    await screen.findByRole('heading', { level: 1, name: 'Create your organisation' });
    expect(api.inputsOf('employerGoogleSignIn')).toEqual([{ idToken }]);
    expect(sessionStorage.getItem(EMPLOYER_TOKEN_KEY)).toBe('employer-google-token');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it("goes to the twin's identity provider and back to /employer, signing in with the token it brings", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    fakeApi({});
    const { user, unmount } = renderApp('/employer');
    // Keyboard: the button is reached by Tab from the top of the screen.
    const button = await screen.findByRole('button', { name: 'Continue using Google' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(await accessibilityProblems()).toEqual([]);
    await user.keyboard('{Enter}');

    const target = new URL(assign.mock.calls[0]?.[0] as string, window.location.origin);
    expect(target.pathname).toBe('/dev/idp/signin');
    expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/employer`);
    const state = target.searchParams.get('state') ?? '';
    expect(sessionStorage.getItem('earnlearn:employerSignInState')).toBe(state);
    unmount();

    const idToken = fakeIdToken({ email: 'priya@acme.in', name: 'Priya' });
    const api = fakeApi({
      employerGoogleSignIn: () => ok({ token: 'employer-twin-token' }),
      getMyOrganisation: () => ok(NO_ORGANISATION),
    });
    renderApp(`/employer#id_token=${idToken}&state=${state}`);
    await screen.findByRole('heading', { level: 1, name: 'Create your organisation' });
    expect(api.inputsOf('employerGoogleSignIn')).toEqual([{ idToken }]);
    expect(sessionStorage.getItem(EMPLOYER_TOKEN_KEY)).toBe('employer-twin-token');
  });

  it('refuses a token from a sign-in this tab did not start, asking the server nothing', async () => {
    sessionStorage.setItem('earnlearn:employerSignInState', 'a'.repeat(32));
    const api = fakeApi({ employerGoogleSignIn: () => ok({ token: 'never' }) });
    renderApp(`/employer#id_token=${fakeIdToken({ email: 'x@acme.in' })}&state=${'b'.repeat(32)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in was not started from this window, or it was already used.',
    );
    expect(api.inputsOf('employerGoogleSignIn')).toEqual([]);
  });

  it("shows the server's refusal of a Google account, with no overlay left", async () => {
    const google = fakeGoogle();
    fakeApi(
      { employerGoogleSignIn: () => fail(401, 'Google has not verified this e-mail address.') },
      { siteConfig: { googleClientId: 'earnlearn-test.apps.googleusercontent.com' } },
    );
    renderApp('/employer');
    await screen.findByRole('button', { name: 'Continue with Google' });
    await act(async () => google.chooseAccount(fakeIdToken({ email: 'x@acme.in' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google has not verified this e-mail address.',
    );
    expect(screen.queryByRole('status', { name: 'Signing in' })).toBeNull();
    expect(sessionStorage.getItem(EMPLOYER_TOKEN_KEY)).toBeNull();
  });
});

describe('creating the organisation', () => {
  it("checks the registration number with the server's rule and shows the server's 400 under its field", async () => {
    sessionStorage.setItem(EMPLOYER_TOKEN_KEY, 'employer-token');
    const api = fakeApi({
      getMyOrganisation: () => ok({ account: { email: 'priya@acme.in', name: 'priya' }, organisation: null }),
      createOrganisation: () =>
        fail(400, 'legalName: taken', [{ field: 'legalName', message: 'This name is not accepted' }]),
    });
    const { user } = renderApp('/employer');
    await screen.findByRole('heading', { level: 1, name: 'Create your organisation' });
    expect(await accessibilityProblems()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Registration number/ }), '27AAPFU0939F1ZX');
    await user.tab();
    expect(screen.getByText(ORGANISATION_ID_MESSAGES.gstin)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(api.inputsOf('createOrganisation')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Registration number/ }));
    await user.type(screen.getByRole('textbox', { name: /Registration number/ }), '27AAPFU0939F1ZV');
    await user.type(screen.getByRole('textbox', { name: /Legal name/ }), 'Acme Retail Private Limited');
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), '12 Anna Salai, Chennai');
    await user.selectOptions(screen.getByRole('combobox', { name: /Industry/ }), 'retail');
    await user.selectOptions(screen.getByRole('combobox', { name: /Number of people/ }), '11-50');
    await user.type(screen.getByRole('textbox', { name: /Contact person$/ }), 'Priya Raman');
    await user.type(screen.getByRole('textbox', { name: /Contact person’s role/ }), 'HR manager');
    await user.click(screen.getByRole('combobox', { name: /City/ }));
    await user.keyboard('Chennai');
    await user.click(await screen.findByRole('option', { name: /Chennai/ }));
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));

    expect(await screen.findByText('This name is not accepted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Saving the organisation' })).toBeNull());
    expect(api.inputsOf('createOrganisation')).toEqual([
      expect.objectContaining({
        registrationKind: 'gstin',
        registrationNumber: '27AAPFU0939F1ZV',
        city: 'chennai',
      }),
    ]);
  });
});
