/**
 * Sign-out on the server (finding 8): signOut and staffSignOut end every session of the caller's
 * account, a sign-in afterwards starts one that works, and a session still on a temporary password may sign
 * out. The refusal of each endpoint to a signed-out token is in auth-matrix.test.ts.
 */

import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { callApi } from '#test/support/api';
import { mintIdToken, newIdentity } from '#test/support/identity-provider';
import { call } from '#test/support/invoke';
import { passSecondFactor } from '#test/support/second-factor';
import { createLogin, freshAddress } from '#test/support/staff-login';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

describe('signOut', () => {
  it("ends the worker's sessions on every device; signing in again opens a session that works", async () => {
    const identity = newIdentity();
    const signIn = async () => {
      const answer = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(identity) } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.token as string;
    };
    const [phone, laptop] = [await signIn(), await signIn()];

    const signedOut = await callApi('signOut', { token: phone, body: {} });
    expect(signedOut).toMatchObject({ status: 200, body: { success: true } });

    for (const token of [phone, laptop]) {
      expect((await callApi('getPrivacy', { token })).body).toEqual({ message: SESSION_ENDED });
    }
    const again = await signIn();
    expect(decodeJwt(again).ver).toBe(1);
    // A new sign-up is held for consent: the consent step's read is what it opens.
    expect((await callApi('getPrivacy', { token: again })).status).toBe(200);
  });
});

describe('staffSignOut', () => {
  it.each([
    ['admin', 'adminLogin', 'getDashboardData'],
    ['HR', 'internallogin', 'getInternalDashboardData'],
    ['OPS', 'internallogin', 'getInternalDashboardData'],
  ] as const)(
    'ends the sessions of an %s; logging in again opens a session that works',
    async (role, page, read) => {
      const login = await createLogin(role);
      const logIn = async () => {
        const answer = await call(page, {
          body: { email: login.email, password: login.password },
          sourceIp: freshAddress(),
        });
        expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
        return passSecondFactor(answer.body, login.id);
      };
      const [tab, otherTab] = [await logIn(), await logIn()];

      expect(await callApi('staffSignOut', { token: tab, body: {} })).toMatchObject({
        status: 200,
        body: { success: true },
      });
      for (const token of [tab, otherTab]) {
        expect((await call(read, { token })).body).toEqual({ message: SESSION_ENDED });
      }
      expect((await call(read, { token: await logIn() })).status).toBe(200);
    },
  );

  it('is open to a session still on a temporary password', async () => {
    const login = await createLogin('OPS', { mustChangePassword: true });
    const loggedIn = await callApi('internallogin', {
      body: { email: login.email, password: login.password },
      sourceIp: freshAddress(),
    });
    const token = loggedIn.body.token as string;
    expect((await callApi('staffSignOut', { token, body: {} })).status).toBe(200);
    const body = { currentPassword: login.password, newPassword: 'Another password 42' };
    const after = await callApi('changePassword', { token, body, sourceIp: freshAddress() });
    expect(after.body).toEqual({ message: SESSION_ENDED });
  });
});
