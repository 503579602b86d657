/**
 * changePassword and the first log-in: a back-office session on a temporary password is refused by every
 * endpoint but changePassword (enforced once, in the session check), and a wrong current password is a 400
 * that counts towards the log-in lock-out.
 */
import { describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_PAIR } from '#features/staff-login/lockout';
import { weakPasswordMessages } from '#features/staff-login/password-policy';
import { issueSessionToken } from '#lib/auth/session';
import * as staff from '#lib/db/staff';
import { INACTIVE } from '#shared/domain/constants';
import { createWorker } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { call } from '#test/support/invoke';
import { passSecondFactor } from '#test/support/second-factor';
import { createLogin, freshAddress, freshPassword, type TestLogin } from '#test/support/staff-login';

const CHOOSE_FIRST = 'Please choose a new password first.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Another back-office endpoint of each kind: its answer is the session check's. */
const otherEndpoints = {
  admin: async (token: string) => {
    const { status, body } = await callApi('getDashboardData', { token });
    return { status, body };
  },
  staff: async (token: string) => {
    const { status, body } = await callApi('getInternalDashboardData', { token });
    return { status, body };
  },
};

const tokenOf = (login: TestLogin) => issueSessionToken({ accountId: login.id, role: login.role });

const changePassword = async (
  login: TestLogin,
  body: { currentPassword: string; newPassword: string },
  sourceIp = freshAddress(),
) => callApi('changePassword', { token: await tokenOf(login), body, sourceIp });

const page = (login: TestLogin) => (login.role === 'admin' ? 'adminLogin' : 'internallogin');
const logIn = (login: TestLogin, password: string) =>
  call(page(login), { body: { email: login.email, password }, sourceIp: freshAddress() });

describe('a session on a temporary password', () => {
  it.each([
    ['admin', 'admin'],
    ['HR', 'staff'],
    ['OPS', 'staff'],
  ] as const)('of an %s is refused elsewhere until the password is changed', async (role, kind) => {
    const login = await createLogin(role, { mustChangePassword: true });
    const loggedIn = await logIn(login, login.password);
    expect(loggedIn.body).toMatchObject({ success: true, mustChangePassword: true });
    const token = loggedIn.body.token as string;

    const refused = await otherEndpoints[kind](token);
    expect(refused).toEqual({ status: 403, body: { message: CHOOSE_FIRST } });

    const newPassword = freshPassword();
    const changed = await callApi('changePassword', {
      token,
      body: { currentPassword: login.password, newPassword },
      sourceIp: freshAddress(),
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true, token: expect.any(String) } });

    // The session goes on with the answer's token (an admin sets up an authenticator with it first), which
    // opens the rest; the next log-in asks for no change.
    expect(changed.body.secondFactor).toBe(role === 'admin' ? 'enrol' : undefined);
    expect((await otherEndpoints[kind](await passSecondFactor(changed.body, login.id))).status).toBe(200);
    expect((await otherEndpoints[kind](token)).body).toEqual({ message: SESSION_ENDED });
    expect((await logIn(login, newPassword)).body).toMatchObject({
      success: true,
      mustChangePassword: false,
    });
  });

  it('is refused with the deactivation message when the account is also deactivated', async () => {
    const login = await createLogin('HR', { mustChangePassword: true });
    await staff.setActive(login.id, INACTIVE);
    const response = await otherEndpoints.staff(await tokenOf(login));
    expect(response.body.message).toBe('Your account has been deactivated. Please contact support.');
  });
});

describe('changePassword', () => {
  it('replaces the password: the old one stops working, the new one logs in', async () => {
    const login = await createLogin('OPS');
    const newPassword = freshPassword();

    const response = await changePassword(login, { currentPassword: login.password, newPassword });

    expect(response).toMatchObject({ status: 200, body: { success: true } });
    expect((await logIn(login, login.password)).body).toEqual({ success: false });
    expect((await logIn(login, newPassword)).body).toMatchObject({ success: true, type: 'OPS' });
  });

  it.each([
    ['admin', 'admin'],
    ['HR', 'staff'],
    ['OPS', 'staff'],
  ] as const)(
    'of an %s ends every other session of the account and keeps the one that made it',
    async (role, kind) => {
      const login = await createLogin(role);
      const other = await createLogin(role);
      const [changing, elsewhere, otherAccount] = await Promise.all(
        [login, login, other].map(async (who) =>
          passSecondFactor((await logIn(who, who.password)).body, who.id),
        ),
      );

      const changed = await callApi('changePassword', {
        token: changing,
        body: { currentPassword: login.password, newPassword: freshPassword() },
        sourceIp: freshAddress(),
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.headers['x-session-token']).toBeUndefined();

      const fresh = changed.body.token as string;
      expect((await otherEndpoints[kind](fresh)).status).toBe(200);
      for (const ended of [changing, elsewhere]) {
        const refused = await otherEndpoints[kind](ended as string);
        expect(refused).toEqual({ status: 401, body: { message: SESSION_ENDED } });
      }
      expect((await otherEndpoints[kind](otherAccount as string)).status).toBe(200);
    },
  );

  it('leaves the sessions as they were when the current password is wrong', async () => {
    const login = await createLogin('HR');
    const token = (await logIn(login, login.password)).body.token as string;
    const wrong = await callApi('changePassword', {
      token,
      body: { currentPassword: 'Not the password 1', newPassword: freshPassword() },
      sourceIp: freshAddress(),
    });
    expect(wrong.status).toBe(400);
    expect((await otherEndpoints.staff(token)).status).toBe(200);
  });

  it('refuses a wrong current password with a 400 naming currentPassword, and changes nothing', async () => {
    const login = await createLogin('admin');
    const response = await changePassword(login, {
      currentPassword: 'Not the password 1',
      newPassword: freshPassword(),
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toContain('currentPassword');
    expect(response.body.errors).toEqual([{ field: 'currentPassword', message: expect.any(String) }]);
    expect((await logIn(login, login.password)).body.success).toBe(true);
  });

  it('refuses a new password equal to the current one with a 400 naming newPassword', async () => {
    const login = await createLogin('HR');
    const response = await changePassword(login, {
      currentPassword: login.password,
      newPassword: login.password,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'newPassword', message: expect.any(String) }]);
  });

  it('refuses a new password shorter than 15 characters', async () => {
    const login = await createLogin('HR');
    const response = await changePassword(login, {
      currentPassword: login.password,
      newPassword: 'fourteen chars',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('newPassword');
  });

  it.each([
    ['a common password', 'Password2024!!!!', weakPasswordMessages.common],
    ['a pattern', '123451234512345', weakPasswordMessages.pattern],
    ['the product name', 'earnlearn staff 2026', weakPasswordMessages.context],
  ])(
    'refuses %s with a 400 naming newPassword that says why, and keeps the password',
    async (_, newPassword, why) => {
      const login = await createLogin('OPS');
      const response = await changePassword(login, { currentPassword: login.password, newPassword });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'newPassword', message: why }]);
      expect((await logIn(login, login.password)).body.success).toBe(true);
    },
  );

  it("refuses a password holding the e-mail's own name", async () => {
    const login = await createLogin('HR');
    const name = login.email.slice(0, login.email.indexOf('@'));
    const response = await changePassword(login, {
      currentPassword: login.password,
      newPassword: `my name is ${name}`,
    });
    expect(response.body.errors).toEqual([{ field: 'newPassword', message: weakPasswordMessages.context }]);
  });

  it('counts a wrong current password as a failed log-in of the account from that address', async () => {
    const login = await createLogin('admin');
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const wrong = await changePassword(
        login,
        { currentPassword: `Wrong password ${i}`, newPassword: freshPassword() },
        address,
      );
      expect(wrong.status).toBe(400);
    }

    const locked = await changePassword(
      login,
      { currentPassword: login.password, newPassword: freshPassword() },
      address,
    );
    expect(locked.status).toBe(429);
    expect(
      (await call(page(login), { body: { email: login.email, password: login.password }, sourceIp: address }))
        .status,
    ).toBe(429);
  });

  it('is refused to a worker', async () => {
    const worker = await createWorker();
    const response = await callApi('changePassword', {
      token: worker.token,
      body: { currentPassword: 'Anything 1', newPassword: freshPassword() },
    });
    expect(response.status).toBe(403);
  });
});
