import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeBase64Json } from '#web/lib/worker-storage';
import { fail, fakeApi, fakeIdToken, ok } from './fake-api';
import { renderApp } from './render-app';

const STATE = '0123456789abcdef0123456789abcdef';
const ID_TOKEN = fakeIdToken({
  email: 'ravi.kumar@example.com',
  name: 'Ravi Kumar',
  picture: 'https://example.com/ravi.png',
});

function returnFromProvider(state = STATE) {
  return renderApp(`/auth/callback#id_token=${ID_TOKEN}&state=${state}`);
}

describe('/auth/callback', () => {
  it('signs a new worker in and opens the dialog at Personal Details on /', async () => {
    sessionStorage.setItem('earnlearn:signInState', STATE);
    const api = fakeApi({
      loginOrRegister: () => ok({ token: 'session-1', register: true, name: 'Ravi Kumar', privacy: 'given' }),
    });

    returnFromProvider();

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Earn while learning' })).toBeInTheDocument();
    expect(api.inputsOf('loginOrRegister')).toEqual([{ idToken: ID_TOKEN }]);
    expect(localStorage.getItem('jwt')).toBe('session-1');
    expect(decodeBase64Json(localStorage.getItem('userData') ?? '')).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      photoUrl: 'https://example.com/ravi.png',
    });
    expect(localStorage.getItem('registrationStep')).toBe('1');
    expect(sessionStorage.getItem('earnlearn:signInState')).toBeNull();
  });

  it('takes a registered worker to the dashboard, with their name in the header', async () => {
    sessionStorage.setItem('earnlearn:signInState', STATE);
    fakeApi({
      loginOrRegister: () => ok({ token: 'session-2', register: false, name: 'Ravi K.', privacy: 'given' }),
      searchJobs: () => ok({ data: [], homeCity: '' }),
      getAppliedJobs: () => ok({ data: [] }),
    });

    returnFromProvider();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ravi K.' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('registrationStep')).toBeNull();
  });

  it('refuses a sign-in this window did not start, without calling the server', async () => {
    sessionStorage.setItem('earnlearn:signInState', STATE);
    const api = fakeApi();

    returnFromProvider('ffffffffffffffffffffffffffffffff');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/not started from this window/);
    expect(api.calls).toEqual([]);
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it("shows the server's reason and a way back when sign-in is refused", async () => {
    sessionStorage.setItem('earnlearn:signInState', STATE);
    fakeApi({
      loginOrRegister: () => fail(403, 'Your account has been deactivated. Please contact support.'),
    });
    const { user } = returnFromProvider();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been deactivated. Please contact support.',
    );
    expect(screen.getByRole('link', { name: 'Back To Homepage' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Continue using Google');
  });
});
