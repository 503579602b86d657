/**
 * The back office's log-ins (adminLogin, internallogin): right and wrong credentials, an unknown e-mail
 * answered like a wrong password after the same scrypt work, the lock per (e-mail, address) pair, the growing
 * per-e-mail delay that no guesser elsewhere can turn into a lock, the address's budget of password checks
 * (also under parallel guesses), the admin's unlock, deactivated accounts, and each page refusing the other
 * page's accounts.
 * Timing itself is not measured (it would be flaky): the tests count the scrypt runs instead.
 */
import type * as crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_DELAY_CAP_MS,
  EMAIL_WINDOW_MS,
  emailDelayMs,
  emailWindow,
  FREE_FAILURES_PER_EMAIL,
  LOGIN_WINDOW_MS,
  loginWindow,
  MAX_CHECKS_PER_ADDRESS,
  MAX_CHECKS_PER_PAIR,
  MAX_FAILURES_PER_PAIR,
  TRUSTED_FAILURES_PER_DAY,
} from '#features/staff-login/lockout';
import * as staff from '#lib/db/staff';
import { INACTIVE } from '#shared/domain/constants';
import { createStaff } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { call } from '#test/support/invoke';
import { createLogin as createFixtureLogin, freshAddress, type TestLogin } from '#test/support/staff-login';

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

/** Logins stored as the product stores passwords: these tests count the scrypt runs of the product's cost. */
const createLogin = (role: TestLogin['role'], options: { mustChangePassword?: boolean } = {}) =>
  createFixtureLogin(role, { ...options, storedCost: 'product' });

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
    // An admin's password opens only the second step: the authenticator's code comes next.
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

/** Fails the e-mail once from each of `times` fresh addresses (none of them locks a pair). */
const failFromManyAddresses = (times: number, login: { email: string }) =>
  Promise.all(Array.from({ length: times }, () => failTimes(1, login)));

function expectLocked(response: Awaited<ReturnType<typeof call>>, atMostSeconds = LOGIN_WINDOW_MS / 1000) {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(response.body.message).toMatch(LOCKED);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  return retryAfter;
}

const succeeds = async (response: Promise<Awaited<ReturnType<typeof call>>>) => {
  const answered = await response;
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  expect(answered.body.success).toBe(true);
};

/** Freezes Date at `at` (the counts' windows and slots follow it; timers stay real). */
function setClock(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** A moment well inside today's per-e-mail window and a 15-minute window, so a test crosses neither edge. */
function quietMoment(): number {
  const now = Date.now();
  return emailWindow(now).index * EMAIL_WINDOW_MS + 60 * 60 * 1000 + (now % 1000);
}

describe('the pair lock (one e-mail from one address)', () => {
  it(`locks an e-mail from one address after ${MAX_FAILURES_PER_PAIR} failures, right password or not`, async () => {
    const admin = await createLogin('admin');
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_PAIR, admin, address);
    const checksBefore = passwordChecks();

    expectLocked(await logIn('adminLogin', admin.email, admin.password, address));
    expectLocked(await logIn('adminLogin', admin.email, 'Wrong again 1', address));
    // Refused before any password check.
    expect(passwordChecks()).toBe(checksBefore);
    // Another e-mail from the same address is not affected.
    const other = await createLogin('admin');
    await succeeds(logIn('adminLogin', other.email, other.password, address));
  });

  it('does not let failures from one address lock the owner out at another (127.0.0.1, then 127.0.0.2)', async () => {
    const admin = await createLogin('admin');
    await failTimes(MAX_FAILURES_PER_PAIR, admin, '127.0.0.1');
    expectLocked(await logIn('adminLogin', admin.email, admin.password, '127.0.0.1'));

    await succeeds(logIn('adminLogin', admin.email, admin.password, '127.0.0.2'));
  });

  it('locks an unknown e-mail the same way', async () => {
    const email = unknownEmail();
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_PAIR, { email }, address);
    expectLocked(await logIn('adminLogin', email, 'Wrong again 1', address));
  });

  it('counts the e-mail across both log-in pages', async () => {
    const employee = await createLogin('HR');
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const page = i % 2 ? 'adminLogin' : 'internallogin';
      const email = i % 2 ? ` ${employee.email}` : employee.email;
      expect((await logIn(page, email, `Wrong password ${i}`, address)).body).toEqual({ success: false });
    }
    expectLocked(await logIn('internallogin', employee.email, employee.password, address));
  });

  it('lets a right password through below the limit, without counting it as a failure or resetting the count', async () => {
    const admin = await createLogin('admin');
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_PAIR - 1, admin, address);

    // Counted as a failure, a success would lock; resetting the count, it would allow more than the limit.
    await succeeds(logIn('adminLogin', admin.email, admin.password, address));
    await failTimes(1, admin, address);
    expectLocked(await logIn('adminLogin', admin.email, admin.password, address));
  });

  it('opens again when the window ends', async () => {
    const start = quietMoment();
    setClock(start);
    const admin = await createLogin('admin');
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_PAIR, admin, address);
    expectLocked(await logIn('adminLogin', admin.email, admin.password, address));

    setClock(loginWindow(start).endsAt);
    await succeeds(logIn('adminLogin', admin.email, admin.password, address));
  });

  it(`lets exactly ${MAX_FAILURES_PER_PAIR} parallel guesses at one e-mail from one address reach a password check`, async () => {
    const admin = await createLogin('admin');
    const address = freshAddress();
    const guesses = MAX_FAILURES_PER_PAIR + 7;

    const responses = await Promise.all(
      Array.from({ length: guesses }, (_, i) =>
        logIn('adminLogin', admin.email, `Guess number ${i}`, address),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array(MAX_FAILURES_PER_PAIR).fill(200),
      ...Array(guesses - MAX_FAILURES_PER_PAIR).fill(429),
    ]);
    expect(passwordChecks()).toBe(MAX_FAILURES_PER_PAIR);
    // The refused guesses were not counted on top: the lock lasts the window, the right password still waits.
    expectLocked(await logIn('adminLogin', admin.email, admin.password, address));
  });
});

describe('the per-e-mail delay (across addresses)', () => {
  it(`slows a guesser spread over many addresses with a growing delay after ${FREE_FAILURES_PER_EMAIL} failures, never a lock`, async () => {
    let now = quietMoment();
    setClock(now);
    const admin = await createLogin('admin');
    await failFromManyAddresses(FREE_FAILURES_PER_EMAIL, admin);

    const waits: number[] = [];
    for (let step = 0; step < 4; step++) {
      // The next guess, from yet another address, gets the free slot and moves it on...
      await failTimes(1, admin);
      // ...so a guess right after it, from any address, waits: right password or not, before any password check.
      const checks = passwordChecks();
      const wait = expectLocked(await logIn('adminLogin', admin.email, admin.password));
      expect(passwordChecks()).toBe(checks);
      waits.push(wait);
      now += wait * 1000;
      setClock(now);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Once the wait is over, the right password from a fresh address gets in.
    await succeeds(logIn('adminLogin', admin.email, admin.password));
  });

  it('lets the owner in at once from an address they logged in from, while guessers elsewhere are delayed', async () => {
    setClock(quietMoment());
    const admin = await createLogin('admin');
    await succeeds(logIn('adminLogin', admin.email, admin.password, '127.0.0.1'));
    await failFromManyAddresses(FREE_FAILURES_PER_EMAIL, admin);
    await failTimes(1, admin);
    expectLocked(await logIn('adminLogin', admin.email, admin.password, '127.0.0.2'), 1);

    await succeeds(logIn('adminLogin', admin.email, admin.password, '127.0.0.1'));
  });

  it(`trusts an address for typing, not guessing: after ${TRUSTED_FAILURES_PER_DAY} failures there in a day it waits like any other`, async () => {
    let now = quietMoment();
    setClock(now);
    const admin = await createLogin('admin');
    const [shared, office] = [freshAddress(), freshAddress()];
    await succeeds(logIn('adminLogin', admin.email, admin.password, shared));
    await succeeds(logIn('adminLogin', admin.email, admin.password, office));
    // A guesser behind the same carrier address, a pair lock at a time.
    for (let failures = 0; failures < TRUSTED_FAILURES_PER_DAY; failures += MAX_FAILURES_PER_PAIR) {
      await failTimes(MAX_FAILURES_PER_PAIR, admin, shared);
      now += LOGIN_WINDOW_MS;
      setClock(now);
    }
    // Guesses elsewhere have started the e-mail's delay: the shared address now waits for it too.
    await failFromManyAddresses(FREE_FAILURES_PER_EMAIL, admin);
    await failTimes(1, admin);
    expectLocked(await logIn('adminLogin', admin.email, admin.password, shared), 1);
    // Another address the account logged in from keeps its trust.
    await succeeds(logIn('adminLogin', admin.email, admin.password, office));
  });

  it(`caps the delay at ${EMAIL_DELAY_CAP_MS / 60_000} minutes`, async () => {
    let now = quietMoment();
    setClock(now);
    const admin = await createLogin('admin');
    await failFromManyAddresses(FREE_FAILURES_PER_EMAIL, admin);
    for (let step = 0; step < 14; step++) {
      await failTimes(1, admin);
      now += emailDelayMs(FREE_FAILURES_PER_EMAIL + step);
      setClock(now);
    }
    setClock(now - 1000);
    expectLocked(await logIn('adminLogin', admin.email, admin.password), 1);
    setClock(now - EMAIL_DELAY_CAP_MS + 1000);
    expect(expectLocked(await logIn('adminLogin', admin.email, admin.password))).toBe(
      EMAIL_DELAY_CAP_MS / 1000 - 1,
    );
    setClock(now);
    await succeeds(logIn('adminLogin', admin.email, admin.password));
  });

  it('lets parallel guesses from many addresses reach a password check only for the free failures and one slot', async () => {
    const admin = await createLogin('admin');
    const guesses = FREE_FAILURES_PER_EMAIL + 7;

    const responses = await Promise.all(
      Array.from({ length: guesses }, (_, i) => logIn('adminLogin', admin.email, `Guess number ${i}`)),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array(FREE_FAILURES_PER_EMAIL + 1).fill(200),
      ...Array(guesses - FREE_FAILURES_PER_EMAIL - 1).fill(429),
    ]);
    expect(passwordChecks()).toBe(FREE_FAILURES_PER_EMAIL + 1);
  });
});

describe("the address's budget of password checks", () => {
  it(`refuses an address after ${MAX_CHECKS_PER_ADDRESS} password checks across e-mails, before scrypt`, async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX_CHECKS_PER_ADDRESS; i++) await failTimes(1, { email: unknownEmail() }, address);
    const admin = await createLogin('admin');
    const checks = passwordChecks();

    expectLocked(await logIn('adminLogin', admin.email, admin.password, address));
    expect(passwordChecks()).toBe(checks);
    // The same account from another address is not affected.
    await succeeds(logIn('adminLogin', admin.email, admin.password));
  });

  it('counts right passwords too: logging in with fresh accounts of its own does not buy an address more work', async () => {
    const address = freshAddress();
    const logins: TestLogin[] = [];
    for (let i = 0; i <= MAX_CHECKS_PER_ADDRESS; i++) logins.push(await createLogin('HR'));
    for (const login of logins.slice(0, MAX_CHECKS_PER_ADDRESS))
      await succeeds(logIn('internallogin', login.email, login.password, address));
    const checks = passwordChecks();

    const last = logins.at(-1) as TestLogin;
    expectLocked(await logIn('internallogin', last.email, last.password, address));
    expect(passwordChecks()).toBe(checks);
  });

  it(`bounds an account logging in over and over from one address: ${MAX_CHECKS_PER_PAIR} checks a window`, async () => {
    const own = await createLogin('admin');
    const address = freshAddress();
    for (let i = 0; i < MAX_CHECKS_PER_PAIR; i++)
      await succeeds(logIn('adminLogin', own.email, own.password, address));
    const checks = passwordChecks();

    expectLocked(await logIn('adminLogin', own.email, own.password, address));
    expect(passwordChecks()).toBe(checks);
  });

  it('cannot keep staff out of a shared carrier address (CGNAT): a pair that logged in there goes on', async () => {
    const address = freshAddress();
    const colleague = await createLogin('OPS');
    await succeeds(logIn('internallogin', colleague.email, colleague.password, address));

    // A guesser behind the same carrier address uses up its budget (the colleague's log-in spent one)...
    for (let i = 0; i < MAX_CHECKS_PER_ADDRESS - 1; i++)
      await failTimes(1, { email: unknownEmail() }, address);
    expectLocked(await logIn('adminLogin', unknownEmail(), 'Wrong again 1', address));

    // ...but the colleague, who logged in from there before, still gets in from it.
    await succeeds(logIn('internallogin', colleague.email, colleague.password, address));
  });

  it("does not let a success with a guesser's own account reset the address's count", async () => {
    const own = await createLogin('admin');
    const address = freshAddress();
    for (let i = 0; i < MAX_CHECKS_PER_ADDRESS - 1; i++)
      await failTimes(1, { email: unknownEmail() }, address);

    await succeeds(logIn('adminLogin', own.email, own.password, address));
    expectLocked(await logIn('adminLogin', unknownEmail(), 'Wrong again 1', address));
  });

  it('does not count attempts refused for a locked pair against their address', async () => {
    const admin = await createLogin('admin');
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_PAIR, admin, address);
    for (let i = 0; i < MAX_CHECKS_PER_ADDRESS; i++)
      expectLocked(await logIn('adminLogin', admin.email, admin.password, address));

    const other = await createLogin('admin');
    await succeeds(logIn('adminLogin', other.email, other.password, address));
  });

  it(`lets exactly ${MAX_CHECKS_PER_ADDRESS} parallel guesses from one address reach a password check`, async () => {
    const address = freshAddress();
    const guesses = MAX_CHECKS_PER_ADDRESS + 5;
    const logins: TestLogin[] = [];
    for (let i = 0; i < guesses; i++) logins.push(await createLogin('HR'));
    scryptRuns.costs.length = 0;

    const responses = await Promise.all(
      logins.map((login, i) => logIn('internallogin', login.email, `Guess number ${i}`, address)),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array(MAX_CHECKS_PER_ADDRESS).fill(200),
      ...Array(guesses - MAX_CHECKS_PER_ADDRESS).fill(429),
    ]);
    expect(passwordChecks()).toBe(MAX_CHECKS_PER_ADDRESS);
    // A guess refused for the address was not counted against its e-mail.
    const refused = logins.filter((_, i) => responses[i]?.status === 429);
    for (const login of refused) await succeeds(logIn('internallogin', login.email, login.password));
  });
});

describe('unlockStaffLogin', () => {
  it("clears an account's pair locks and its delay: the right password works again everywhere at once", async () => {
    setClock(quietMoment());
    const admin = await createStaff('admin');
    const employee = await createLogin('HR');
    const address = freshAddress();
    // Its failures from one address lock that pair, and count towards the e-mail's free failures...
    await failTimes(MAX_FAILURES_PER_PAIR, employee, address);
    // ...so one more from elsewhere starts the delay.
    await failTimes(1, employee);
    expectLocked(await logIn('internallogin', employee.email, employee.password, address));
    expectLocked(await logIn('internallogin', employee.email, employee.password));

    const unlocked = await callApi('unlockStaffLogin', { token: admin.token, body: { id: employee.id } });
    expect(unlocked).toMatchObject({ status: 200, body: { success: true } });

    await succeeds(logIn('internallogin', employee.email, employee.password, address));
    await succeeds(logIn('internallogin', employee.email, employee.password));
  });

  it("leaves other accounts' counts alone", async () => {
    const admin = await createStaff('admin');
    const [employee, other] = [await createLogin('OPS'), await createLogin('OPS')];
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_PAIR, other, address);

    await callApi('unlockStaffLogin', { token: admin.token, body: { id: employee.id } });
    expectLocked(await logIn('internallogin', other.email, other.password, address));
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await createStaff('admin');
    const response = await callApi('unlockStaffLogin', { token: admin.token, body: { id: 987_654_321 } });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('There is no staff account with id 987654321.');
  });
});
