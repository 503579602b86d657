/**
 * The staff's second factor (finding 5), through the endpoints: an admin's password alone opens only
 * a session that may give a code or set up an app; enrolment with a QR code's secret and a first code; codes
 * never accepted twice, wrong ones limited; recovery codes used once; the admin's setting that requires it of
 * HR and OPS too; a temporary password replaced before the app is set up; nothing usable stored in clear.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { MAX_WRONG_CODES } from '#features/staff-login/totp';
import { db, tableName } from '#lib/clients/dynamodb';
import { secondFactorKey } from '#lib/db/staff-keys';
import { allContracts } from '#shared/api/index';
import { roleMayCall } from '#shared/domain/codes';
import { createStaff } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { call } from '#test/support/invoke';
import { codeFor, enrolDirectly, nextCodeFor, removeSecondFactor } from '#test/support/second-factor';
import { createLogin, freshAddress, freshPassword, type TestLogin } from '#test/support/staff-login';

const PENDING = {
  message: 'Please finish signing in with your authenticator code first.',
  code: 'SECOND_FACTOR_PENDING',
};
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const WRONG_CODE = 'The code is not right. Please check the time on your phone and try again.';
const USED_CODE = 'This code has been used already. Please wait for the next one.';

const logIn = async (login: TestLogin, password = login.password) => {
  const page = login.role === 'admin' ? 'adminLogin' : 'internallogin';
  const answer = await callApi(page, { body: { email: login.email, password }, sourceIp: freshAddress() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** An admin without an authenticator yet (as after the first password change). */
async function newAdmin(): Promise<TestLogin> {
  const admin = await createLogin('admin');
  await removeSecondFactor(admin.id);
  return admin;
}

const dashboard = (token: string) => call('getDashboardData', { token });
const internalDashboard = (token: string) => call('getInternalDashboardData', { token });

describe("an admin's log-in", () => {
  it('without an authenticator asks to set one up, and its session can do nothing else until then', async () => {
    const admin = await newAdmin();
    const answer = await logIn(admin);
    expect(answer).toMatchObject({ success: true, secondFactor: 'enrol', mustChangePassword: false });
    const pending = answer.token as string;
    expect(decodeJwt(pending)).toMatchObject({ sf: 'pending' });

    expect(await dashboard(pending)).toMatchObject({ status: 403, body: PENDING });

    const started = await callApi('startStaffEnrolment', { token: pending, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { secret, uri, qrCode } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(uri).toContain(encodeURIComponent(admin.email));
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain(
      '<svg',
    );

    const wrong = await callApi('confirmStaffEnrolment', { token: pending, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: WRONG_CODE }]);

    const confirmed = await callApi('confirmStaffEnrolment', {
      token: pending,
      body: { code: codeFor(secret) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(decodeJwt(confirmed.body.token)).toMatchObject({ sf: 'passed' });
    expect((await dashboard(confirmed.body.token)).status).toBe(200);
    // Setting up the app ended the other sessions, the pending one included.
    expect((await dashboard(pending)).body).toEqual({ message: SESSION_ENDED });

    // From now on the password is followed by the app's code.
    const next = await logIn(admin);
    expect(next).toMatchObject({ success: true, secondFactor: 'required' });
    const verified = await callApi('verifyStaffCode', {
      token: next.token as string,
      body: { code: nextCodeFor(secret) },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await dashboard(verified.body.token)).status).toBe(200);
  });

  it('gives a session waiting for the code 403 on every endpoint but the second step and sign-out', async () => {
    const admin = await createLogin('admin');
    const pending = (await logIn(admin)).token as string;
    const open = new Set([
      'verifyStaffCode',
      'verifyStaffRecoveryCode',
      'startStaffEnrolment',
      'confirmStaffEnrolment',
      'staffSignOut',
    ]);
    const refused = allContracts.filter(
      (contract) =>
        contract.caller !== 'public' && roleMayCall('admin', contract.caller) && !open.has(contract.name),
    );
    expect(refused.map((contract) => contract.name)).toEqual(
      expect.arrayContaining([
        'getDashboardData',
        'getUserDataById',
        'changePassword',
        'setSecondFactorPolicy',
      ]),
    );
    for (const contract of refused) {
      const response = await call(contract.name as never, { token: pending, body: {}, query: {} });
      expect([contract.name, response.status, response.body]).toEqual([contract.name, 403, PENDING]);
    }
  });

  it('with an authenticator cannot set up another one on the password alone', async () => {
    const admin = await createLogin('admin');
    const pending = (await logIn(admin)).token as string;
    const started = await callApi('startStaffEnrolment', { token: pending, body: {} });
    expect(started.status).toBe(403);
    expect(started.body.message).toBe(
      'An authenticator app is set up already: please sign in with its code first.',
    );
  });
});

describe('authenticator codes', () => {
  it('are accepted once: the same code again, or an earlier one, is refused', async () => {
    const admin = await createLogin('admin');
    const { secret } = await enrolDirectly(admin.id);
    const code = codeFor(secret);

    const first = await callApi('verifyStaffCode', {
      token: (await logIn(admin)).token as string,
      body: { code },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const replayed = await callApi('verifyStaffCode', {
      token: (await logIn(admin)).token as string,
      body: { code },
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body.errors).toEqual([{ field: 'code', message: USED_CODE }]);
    const earlier = codeFor(secret, Date.now() - 30_000);
    const older = await callApi('verifyStaffCode', {
      token: (await logIn(admin)).token as string,
      body: { code: earlier },
    });
    expect(older.status).toBe(400);
  });

  it(`are refused for a while after ${MAX_WRONG_CODES} wrong ones, the right one too`, async () => {
    const admin = await createLogin('admin');
    const { secret } = await enrolDirectly(admin.id);
    const pending = (await logIn(admin)).token as string;
    const right = codeFor(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MAX_WRONG_CODES; i++) {
      const response = await callApi('verifyStaffCode', { token: pending, body: { code: wrong } });
      expect(response.status).toBe(400);
    }
    const locked = await callApi('verifyStaffCode', { token: pending, body: { code: right } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Recovery codes count against the same limit.
    const recovery = await callApi('verifyStaffRecoveryCode', {
      token: pending,
      body: { code: 'abcde-fghjk' },
    });
    expect(recovery.status).toBe(429);
  });

  it('answer 400 naming the field for a code that is not six digits', async () => {
    const admin = await createLogin('admin');
    const response = await callApi('verifyStaffCode', {
      token: (await logIn(admin)).token as string,
      body: { code: '12ab' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toBe('code');
  });
});

describe('recovery codes', () => {
  it('open a session once each, and say how many are left', async () => {
    const admin = await createLogin('admin');
    const { recoveryCodes } = await enrolDirectly(admin.id);
    const code = (recoveryCodes[3] ?? '').toUpperCase();

    const used = await callApi('verifyStaffRecoveryCode', {
      token: (await logIn(admin)).token as string,
      body: { code },
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.recoveryCodesLeft).toBe(9);
    expect((await dashboard(used.body.token)).status).toBe(200);

    const again = await callApi('verifyStaffRecoveryCode', {
      token: (await logIn(admin)).token as string,
      body: { code },
    });
    expect(again.status).toBe(400);
    expect(again.body.errors?.[0]).toEqual({
      field: 'code',
      message: 'This recovery code is not right, or it has been used already.',
    });
  });

  it('and the secret are stored only hashed and encrypted', async () => {
    const admin = await newAdmin();
    const pending = (await logIn(admin)).token as string;
    const { secret } = (await callApi('startStaffEnrolment', { token: pending, body: {} })).body;
    const { recoveryCodes } = (
      await callApi('confirmStaffEnrolment', { token: pending, body: { code: codeFor(secret) } })
    ).body;
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: secondFactorKey(admin.id) }));
    const stored = JSON.stringify({ ...Item, recoveryCodes: [...(Item?.recoveryCodes ?? [])] });
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    expect(Item?.recoveryCodes.size).toBe(10);
  });
});

describe('HR and OPS', () => {
  it('log in with the password alone, and may set up an app from their area; then the code is asked', async () => {
    const hr = await createLogin('HR');
    const first = await logIn(hr);
    expect(first.secondFactor).toBeUndefined();
    const token = first.token as string;
    expect((await internalDashboard(token)).status).toBe(200);
    expect((await callApi('getStaffSecondFactor', { token })).body).toMatchObject({
      enrolled: false,
      required: false,
    });

    const { secret } = (await callApi('startStaffEnrolment', { token, body: {} })).body;
    const confirmed = await callApi('confirmStaffEnrolment', { token, body: { code: codeFor(secret) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await callApi('getStaffSecondFactor', { token: confirmed.body.token })).body).toMatchObject({
      enrolled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    expect((await logIn(hr)).secondFactor).toBe('required');
  });

  it("must set up an app once the admin's setting requires it of everyone; their open sessions end", async () => {
    const admin = await createStaff('admin');
    const [hr, ops] = [await createLogin('HR'), await createLogin('OPS')];
    const hrToken = (await logIn(hr)).token as string;
    const enrolledOps = await enrolDirectly(ops.id);
    expect(enrolledOps.secret).toBeTruthy();
    const opsToken = (await logIn(ops)).token as string;

    const on = await callApi('setSecondFactorPolicy', { token: admin.token, body: { requiredForAll: true } });
    expect(on).toMatchObject({ status: 200, body: { success: true } });
    try {
      expect((await internalDashboard(hrToken)).body).toEqual({ message: SESSION_ENDED });
      const hrAnswer = await logIn(hr);
      expect(hrAnswer).toMatchObject({ success: true, secondFactor: 'enrol' });
      expect((await internalDashboard(hrAnswer.token as string)).body).toEqual(PENDING);
      // An OPS with an app already was asked for its code anyway: the setting changes nothing for them.
      expect(decodeJwt(opsToken)).toMatchObject({ sf: 'pending' });
      expect((await logIn(ops)).secondFactor).toBe('required');
      const status = await callApi('getStaffSecondFactor', { token: admin.token });
      expect(status.body).toMatchObject({ requiredForAll: true, required: true });
    } finally {
      await callApi('setSecondFactorPolicy', { token: admin.token, body: { requiredForAll: false } });
    }
    expect((await logIn(hr)).secondFactor).toBeUndefined();
  });

  it('may not change the setting', async () => {
    const hr = await createStaff('HR');
    const response = await callApi('setSecondFactorPolicy', {
      token: hr.token,
      body: { requiredForAll: true },
    });
    expect(response.status).toBe(403);
  });
});

describe('a new admin on a temporary password', () => {
  it('replaces the password first, then sets up the app', async () => {
    const admin = await createLogin('admin', { mustChangePassword: true });
    const answer = await logIn(admin);
    expect(answer).toMatchObject({ success: true, mustChangePassword: true });
    expect(answer.secondFactor).toBeUndefined();
    const temporary = answer.token as string;
    const early = await callApi('startStaffEnrolment', { token: temporary, body: {} });
    expect(early.body.message).toBe('Please choose a new password first.');

    const changed = await callApi('changePassword', {
      token: temporary,
      body: { currentPassword: admin.password, newPassword: freshPassword() },
      sourceIp: freshAddress(),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.secondFactor).toBe('enrol');
    expect((await dashboard(changed.body.token)).body).toEqual(PENDING);
    expect((await callApi('startStaffEnrolment', { token: changed.body.token, body: {} })).status).toBe(200);
  });
});
