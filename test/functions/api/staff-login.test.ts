/**
 * The back office's log-ins (adminLogin, internallogin): right and wrong credentials, an unknown e-mail
 * answered like a wrong password after the same scrypt work, the lock-out per e-mail and per source address
 * (also under parallel guesses), deactivated accounts, and each page refusing the other page's accounts.
 * Timing itself is not measured (it would be flaky): the tests count the scrypt runs instead.
 */
import type * as crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_WINDOW_MS,
  loginWindow,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_EMAIL,
} from '#features/staff-login/lockout';
import * as staff from '#lib/db/staff';
import { INACTIVE } from '#shared/domain/constants';
import { call } from '#test/support/invoke';
import { createLogin, freshAddress, type TestLogin } from '#test/support/staff-login';

/** The cost parameter of every password hash: a run with it is a password check. */
const SCRYPT_COST = 2 ** 17;
// What the tests compute instead: dozens of parallel full-cost runs would take longer than a request may.
const scryptRuns = vi.hoisted(() => ({ costs: [] as number[], testCost: 2 ** 10 }));

// Records the cost each scrypt run is asked for (the product's), then runs it at a test cost. Hashing and
// checking both go through here, so right and wrong passwords keep their meaning.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  const scrypt = ((password, salt, keyLength, options, callback) => {
    scryptRuns.costs.push(Number(options.N));
    original.scrypt(password, salt, keyLength, { ...options, N: scryptRuns.testCost }, callback);
  }) as typeof original.scrypt;
  return { ...original, default: { ...original, scrypt }, scrypt };
});

const passwordChecks = () => scryptRuns.costs.filter((cost) => cost === SCRYPT_COST).length;

const LOCKED = /^Too many failed log-ins\. Please try again in \d+ minutes?\.$/;

type Page = 'adminLogin' | 'internallogin';
const logIn = (page: Page, email: string, password: string, sourceIp = freshAddress()) =>
  call(page, { body: { email, password }, sourceIp });

const unknownEmail = () => `nobody.${Math.random().toString(36).slice(2)}@earnlearn.in`;

beforeEach(() => {
  scryptRuns.costs.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('adminLogin', () => {
  it('answers a session for the admin on the right password', async () => {
    const admin = await createLogin('admin');

    const response = await logIn('adminLogin', admin.email, admin.password);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // An admin's password opens only the second step (issue 19): the authenticator's code comes next.
    expect(response.body).toEqual({
      success: true,
      token: expect.any(String),
      mustChangePassword: false,
      secondFactor: 'required',
    });
    expect(decodeJwt(response.body.token as string)).toMatchObject({
      sub: String(admin.id),
      role: 'admin',
      sf: 'pending',
    });
  });

  it('takes the e-mail with surrounding spaces', async () => {
    const admin = await createLogin('admin');
    const response = await logIn('adminLogin', `  ${admin.email} `, admin.password);
    expect(response.body.success).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail alike, each after one full scrypt run', async () => {
    const admin = await createLogin('admin');

    const wrong = await logIn('adminLogin', admin.email, 'Not the password 1');
    expect(passwordChecks()).toBe(1);
    const unknown = await logIn('adminLogin', unknownEmail(), 'Not the password 1');
    expect(passwordChecks()).toBe(2);

    expect(wrong.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(wrong.body).toEqual({ success: false });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers).toEqual(wrong.headers);
  });

  it('answers the admin with mustChangePassword while the password is temporary', async () => {
    const admin = await createLogin('admin', { mustChangePassword: true });
    const response = await logIn('adminLogin', admin.email, admin.password);
    expect(response.body).toMatchObject({ success: true, mustChangePassword: true });
  });

  it('refuses a deactivated admin with 403 once the password is right, and as wrong credentials before', async () => {
    const admin = await createLogin('admin');
    await staff.setActive(admin.id, INACTIVE);

    const right = await logIn('adminLogin', admin.email, admin.password);
    const wrong = await logIn('adminLogin', admin.email, 'Not the password 1');

    expect(right.status).toBe(403);
    expect(right.body).toEqual({ message: 'Your account has been deactivated. Please contact support.' });
    expect(wrong).toMatchObject({ status: 200, body: { success: false } });
  });

  it.each(['HR', 'OPS'] as const)('refuses an %s account as wrong credentials', async (role) => {
    const employee = await createLogin(role);
    const response = await logIn('adminLogin', employee.email, employee.password);
    expect(response).toMatchObject({ status: 200, body: { success: false } });
    expect(response.body).toEqual({ success: false });
  });
});

describe('internallogin', () => {
  it.each(['HR', 'OPS'] as const)('answers a session and the type for an %s employee', async (role) => {
    const employee = await createLogin(role);

    const response = await logIn('internallogin', employee.email, employee.password);

    expect(response.body).toEqual({
      success: true,
      token: expect.any(String),
      mustChangePassword: false,
      type: role,
    });
    expect(decodeJwt(response.body.token as string)).toMatchObject({ sub: String(employee.id), role });
  });

  it('refuses an admin account as wrong credentials', async () => {
    const admin = await createLogin('admin');
    const response = await logIn('internallogin', admin.email, admin.password);
    expect(response).toMatchObject({ status: 200, body: { success: false } });
    expect(response.body).toEqual({ success: false });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const employee = await createLogin('OPS');
    const wrong = await logIn('internallogin', employee.email, 'Not the password 1');
    const unknown = await logIn('internallogin', unknownEmail(), 'Not the password 1');
    expect(wrong.body).toEqual({ success: false });
    expect(unknown.body).toEqual({ success: false });
    expect(passwordChecks()).toBe(2);
  });

  it('refuses a deactivated employee with 403 once the password is right', async () => {
    const employee = await createLogin('HR');
    await staff.setActive(employee.id, INACTIVE);
    const response = await logIn('internallogin', employee.email, employee.password);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Your account has been deactivated. Please contact support.');
  });
});

async function failTimes(times: number, login: { email: string }, sourceIp?: string) {
  for (let i = 0; i < times; i++) {
    const response = await logIn('adminLogin', login.email, `Wrong password ${i}`, sourceIp);
    expect(response.body, `failure ${i + 1}`).toEqual({ success: false });
  }
}

function expectLocked(response: Awaited<ReturnType<typeof call>>) {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(response.body.message).toMatch(LOCKED);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
}

describe('the lock-out', () => {
  it(`locks an e-mail after ${MAX_FAILURES_PER_EMAIL} failures from any addresses, right password or not`, async () => {
    const admin = await createLogin('admin');
    await failTimes(MAX_FAILURES_PER_EMAIL, admin);
    const checksBefore = passwordChecks();

    expectLocked(await logIn('adminLogin', admin.email, admin.password));
    expectLocked(await logIn('adminLogin', admin.email, 'Wrong again 1'));
    // Refused before any password check.
    expect(passwordChecks()).toBe(checksBefore);
    // Another e-mail is not affected.
    const other = await createLogin('admin');
    expect((await logIn('adminLogin', other.email, other.password)).body.success).toBe(true);
  });

  it('locks an unknown e-mail the same way', async () => {
    const email = unknownEmail();
    await failTimes(MAX_FAILURES_PER_EMAIL, { email });
    expectLocked(await logIn('adminLogin', email, 'Wrong again 1'));
  });

  it('counts the e-mail across both log-in pages', async () => {
    const employee = await createLogin('HR');
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      const page = i % 2 ? 'adminLogin' : 'internallogin';
      const email = i % 2 ? ` ${employee.email}` : employee.email;
      expect((await logIn(page, email, `Wrong password ${i}`)).body).toEqual({ success: false });
    }
    expectLocked(await logIn('internallogin', employee.email, employee.password));
  });

  it(`locks a source address after ${MAX_FAILURES_PER_ADDRESS} failures across e-mails`, async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await failTimes(1, { email: unknownEmail() }, address);
    const admin = await createLogin('admin');

    expectLocked(await logIn('adminLogin', admin.email, admin.password, address));
    // The same account from another address is not affected.
    expect((await logIn('adminLogin', admin.email, admin.password)).body.success).toBe(true);
  });

  it('lets a right password through below the limit, without counting it or resetting the count', async () => {
    const admin = await createLogin('admin');
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_EMAIL - 1, admin, address);

    // Counted as a failure, a success would lock; resetting the count, it would allow more than the limit.
    expect((await logIn('adminLogin', admin.email, admin.password, address)).body.success).toBe(true);
    await failTimes(1, admin, address);
    expectLocked(await logIn('adminLogin', admin.email, admin.password, address));
  });

  it("does not let a success with a guesser's own account reset the address's count", async () => {
    const own = await createLogin('admin');
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - 1; i++)
      await failTimes(1, { email: unknownEmail() }, address);

    expect((await logIn('adminLogin', own.email, own.password, address)).body.success).toBe(true);
    await failTimes(1, { email: unknownEmail() }, address);

    expectLocked(await logIn('adminLogin', unknownEmail(), 'Wrong again 1', address));
    expectLocked(await logIn('adminLogin', own.email, own.password, address));
  });

  it('does not count attempts refused for a locked e-mail against their address', async () => {
    const admin = await createLogin('admin');
    await failTimes(MAX_FAILURES_PER_EMAIL, admin);
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++)
      expectLocked(await logIn('adminLogin', admin.email, admin.password, address));

    const other = await createLogin('admin');
    expect((await logIn('adminLogin', other.email, other.password, address)).body.success).toBe(true);
  });

  it('opens again when the window ends', async () => {
    const admin = await createLogin('admin');
    await failTimes(MAX_FAILURES_PER_EMAIL, admin);
    const locked = await logIn('adminLogin', admin.email, admin.password);
    expectLocked(locked);

    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(loginWindow(now).endsAt);

    expect((await logIn('adminLogin', admin.email, admin.password)).body.success).toBe(true);
  });

  it(`lets exactly ${MAX_FAILURES_PER_EMAIL} parallel guesses at one e-mail reach a password check`, async () => {
    const admin = await createLogin('admin');
    const guesses = MAX_FAILURES_PER_EMAIL + 7;

    const responses = await Promise.all(
      Array.from({ length: guesses }, (_, i) => logIn('adminLogin', admin.email, `Guess number ${i}`)),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array(MAX_FAILURES_PER_EMAIL).fill(200),
      ...Array(guesses - MAX_FAILURES_PER_EMAIL).fill(429),
    ]);
    expect(passwordChecks()).toBe(MAX_FAILURES_PER_EMAIL);
    // The refused guesses were not counted on top: the lock lasts the window, the right password still waits.
    expectLocked(await logIn('adminLogin', admin.email, admin.password));
  });

  it(`lets exactly ${MAX_FAILURES_PER_ADDRESS} parallel guesses from one address reach a password check`, async () => {
    const address = freshAddress();
    const guesses = MAX_FAILURES_PER_ADDRESS + 5;
    const logins: TestLogin[] = [];
    for (let i = 0; i < guesses; i++) logins.push(await createLogin('HR'));
    scryptRuns.costs.length = 0;

    const responses = await Promise.all(
      logins.map((login, i) => logIn('internallogin', login.email, `Guess number ${i}`, address)),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array(MAX_FAILURES_PER_ADDRESS).fill(200),
      ...Array(guesses - MAX_FAILURES_PER_ADDRESS).fill(429),
    ]);
    expect(passwordChecks()).toBe(MAX_FAILURES_PER_ADDRESS);
    // A guess refused for the address was not counted against its e-mail.
    const refused = logins.filter((_, i) => responses[i]?.status === 429);
    for (const login of refused)
      expect((await logIn('internallogin', login.email, login.password)).body.success).toBe(true);
  });
});
