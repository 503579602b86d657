/**
 * The session check of the endpoint stack, once per role through one endpoint of each caller kind (the check
 * does not depend on the endpoint behind it; auth-matrix.test.ts proves per endpoint who is refused). It
 * answers 401 for a missing, malformed, forged or expired token and for an account that does not exist (or is
 * of another staff type), 403 for a deactivated account (also one deactivated after a first call), 401 for a
 * token issued before its account signed out (renewed or not) while another account's go on; it renews from
 * half a token's lifetime on, never past the cap counted from the sign-in, and not after a call that ended
 * the session.
 */
import { decodeJwt, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueSessionToken } from '#lib/auth/session';
import { type ContractName, contracts } from '#shared/api/index';
import { CALLER_KINDS, type CallerKind, ROLES, type Role, roleMayCall } from '#shared/domain/codes';
import {
  createAccount,
  createStaff,
  currentToken,
  deactivate,
  type TestAccount,
} from '#test/support/accounts';
import { call } from '#test/support/invoke';

/** How long one token lasts, as the product decided: stated here, not read from the code. */
const LIFETIME_SECONDS: Record<Role, number> = {
  worker: 4 * 3600,
  admin: 3600,
  HR: 3600,
  OPS: 3600,
  employer: 3600,
};
/** The longest a session lasts from its sign-in, renewals included. */
const SESSION_CAP_SECONDS: Record<Role, number> = {
  worker: 7 * 24 * 3600,
  admin: 12 * 3600,
  HR: 12 * 3600,
  OPS: 12 * 3600,
  employer: 12 * 3600,
};
/** How close to the end of a lifetime the tokens are issued: a clock tolerance this large would be a bug. */
const MARGIN_SECONDS = 60;
/** What a token of a signed-out session is told. */
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** The architecture's promise: a deactivated account is refused within this long, whatever is cached. */
const DEACTIVATION_BITES_WITHIN_SECONDS = 60;

/**
 * For each caller kind that needs a session, a read that takes no input and ends no session. `hiring` has none
 * (each of its reads names a job); it lets in exactly the roles `staff` and `employer` do between them, whose
 * sessions are checked by the same code whatever the kind, so they are proven through those two.
 */
const THROUGH: Record<Exclude<CallerKind, 'public' | 'hiring'>, ContractName> = {
  worker: 'getPrivacy',
  admin: 'getDashboardData',
  staff: 'getInternalDashboardData',
  backOffice: 'getStaffSecondFactor',
  employer: 'getMyOrganisation',
};
const SIGN_OUT_OF: Record<Role, ContractName> = {
  worker: 'signOut',
  admin: 'staffSignOut',
  HR: 'staffSignOut',
  OPS: 'staffSignOut',
  employer: 'employerSignOut',
};

const accountFor = (role: Role): Promise<TestAccount> => createAccount(role);
const issuedAgo = (account: TestAccount, seconds: number) =>
  issueSessionToken({ accountId: account.id, role: account.role }, Date.now() - seconds * 1000);

afterEach(() => {
  vi.useRealTimers();
});

it('goes through a read of every caller kind that needs a session, one that ends none', () => {
  expect(Object.keys(THROUGH).sort()).toEqual(
    CALLER_KINDS.filter((kind) => kind !== 'public' && kind !== 'hiring').sort(),
  );
  for (const [kind, name] of Object.entries(THROUGH)) {
    expect(contracts[name].caller).toBe(kind);
    expect(contracts[name].endsSessions).toBeUndefined();
    expect(contracts[name].input.safeParse({}).success).toBe(true);
  }
});

const pairs = Object.entries(THROUGH).flatMap(([kind, name]) =>
  ROLES.filter((role) => roleMayCall(role, kind as CallerKind)).map(
    (role) => [`${role} through ${name}`, role, name] as const,
  ),
);

describe.each(pairs)('a %s', (_, role, name) => {
  const send = (token?: string, headers?: Record<string, string>) =>
    call(name, { ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

  it('is let through with its token', async () => {
    const account = await accountFor(role);
    const response = await send(account.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('answers 401 for a malformed token', async () => {
    expect((await send('not-a-token')).status).toBe(401);
    expect((await send(undefined, { authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(401);
  });

  it('answers 401 for a token signed with another key', async () => {
    const account = await accountFor(role);
    const forged = await new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuer('earnlearn')
      .setAudience('earnlearn-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const response = await send(forged);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session is not valid. Please sign in again.');
  });

  it('accepts a session until its lifetime ends, then answers 401', async () => {
    const account = await accountFor(role);
    const lifetime = LIFETIME_SECONDS[role];
    const fresh = await send(await issuedAgo(account, lifetime - MARGIN_SECONDS));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);

    const expired = await send(await issuedAgo(account, lifetime + MARGIN_SECONDS));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('answers 401 once the account signed out, for a token issued before it, renewed or not; another account is unaffected', async () => {
    const [account, other] = await Promise.all([accountFor(role), accountFor(role)]);
    // A renewal handed out before the sign-out.
    const aged = await issuedAgo(account, LIFETIME_SECONDS[role] / 2 + MARGIN_SECONDS);
    const read = await send(aged);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const renewed = read.headers['x-session-token'] as string;
    expect(renewed).toEqual(expect.any(String));

    const signedOut = await call(SIGN_OUT_OF[role], { token: account.token, body: {} });
    expect(signedOut.status, JSON.stringify(signedOut.body)).toBe(200);

    for (const token of [account.token, aged, renewed]) {
      const refused = await send(token);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(SESSION_ENDED);
    }
    const unaffected = await send(other.token);
    expect(unaffected.status, JSON.stringify(unaffected.body)).toBe(200);
  });

  it('hands a fresh token in x-session-token from half the lifetime on, none before, and it opens the API', async () => {
    const account = await accountFor(role);
    const lifetime = LIFETIME_SECONDS[role];
    const young = await send(await issuedAgo(account, lifetime / 2 - MARGIN_SECONDS));
    expect(young.status, JSON.stringify(young.body)).toBe(200);
    expect(young.headers['x-session-token']).toBeUndefined();

    const old = await send(await issuedAgo(account, lifetime / 2 + MARGIN_SECONDS));
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    const renewed = old.headers['x-session-token'] as string;
    const claims = decodeJwt(renewed);
    const now = Math.floor(Date.now() / 1000);
    expect(claims).toMatchObject({ sub: String(account.id), role });
    expect(Number(claims.exp) - now).toBeGreaterThan(lifetime - MARGIN_SECONDS);
    expect(Number(claims.exp) - now).toBeLessThanOrEqual(lifetime);
    expect((await send(renewed)).status).toBe(200);
  });

  it('renews no further than the cap counted from the sign-in, and not at all once there', async () => {
    const account = await accountFor(role);
    const lifetime = LIFETIME_SECONDS[role];
    const now = Date.now();
    /** A token past half its life, of a session whose cap comes `capIn` seconds from now. */
    const capComingIn = (capIn: number) => {
      const signedInAt = Math.floor(now / 1000) - SESSION_CAP_SECONDS[role] + capIn;
      const token = issueSessionToken(
        { accountId: account.id, role, signedInAt },
        now - (lifetime / 2 + MARGIN_SECONDS) * 1000,
      );
      return { signedInAt, token };
    };

    const before = capComingIn((3 * lifetime) / 4);
    const renewed = await send(await before.token);
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const claims = decodeJwt(renewed.headers['x-session-token'] as string);
    expect(claims.exp).toBe(before.signedInAt + SESSION_CAP_SECONDS[role]);
    expect(claims.auth_time).toBe(before.signedInAt);

    // Its own end is the cap already: a fresh token would end no later.
    const atCap = await send(await capComingIn(lifetime / 4).token);
    expect(atCap.status, JSON.stringify(atCap.body)).toBe(200);
    expect(atCap.headers['x-session-token']).toBeUndefined();
  });

  it('answers 401 for a valid token of an account that does not exist', async () => {
    const account = await accountFor(role);
    const missing = await issueSessionToken({ accountId: 8_000_000_000 + account.id, role });
    const response = await send(missing);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your account no longer exists. Please sign in again.');
  });

  if (role !== 'worker' && role !== 'employer')
    it('answers 401 for a token whose role is not the type of its staff account', async () => {
      const other = await createStaff(role === 'HR' ? 'OPS' : 'HR');
      const mismatched = await issueSessionToken({ accountId: other.id, role });
      const response = await send(mismatched);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Your account no longer exists. Please sign in again.');
    });

  it('answers 403 for a deactivated account', async () => {
    const account = await accountFor(role);
    await deactivate(account);
    const response = await send(account.token);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Your account has been deactivated. Please contact support.');
  });

  it(`answers 403 at the latest ${DEACTIVATION_BITES_WITHIN_SECONDS} s after a deactivation that follows a first call`, async () => {
    const account = await accountFor(role);
    const first = await send(account.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const deactivatedAt = Date.now();
    await deactivate(account);
    // Only Date moves: whatever status a function instance cached at the first call is now too old.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deactivatedAt + DEACTIVATION_BITES_WITHIN_SECONDS * 1000);

    const later = await send(account.token);
    expect(later.status).toBe(403);
    expect(later.body.message).toBe('Your account has been deactivated. Please contact support.');
  });
});

describe.each(ROLES)('a call that ends the sessions of a %s', (role) => {
  const name = SIGN_OUT_OF[role];

  it('is marked so in its contract', () => {
    expect(contracts[name].endsSessions).toBe(true);
  });

  it('hands out no renewal, as it ended the session it was called with too', async () => {
    const account = await accountFor(role);
    const aged = await issuedAgo(account, LIFETIME_SECONDS[role] / 2 + MARGIN_SECONDS);
    const response = await call(name, { token: aged, body: {} });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['x-session-token']).toBeUndefined();
    const again = await call(name, { token: aged, body: {} });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(SESSION_ENDED);
  });

  it(`answers 403 at the latest ${DEACTIVATION_BITES_WITHIN_SECONDS} s after a deactivation that follows it, to a token of the new session`, async () => {
    const account = await accountFor(role);
    expect((await call(name, { token: account.token, body: {} })).status).toBe(200);
    const deactivatedAt = Date.now();
    await deactivate(account);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deactivatedAt + DEACTIVATION_BITES_WITHIN_SECONDS * 1000);
    const later = await call(name, { token: await currentToken(account), body: {} });
    expect(later.status).toBe(403);
    expect(later.body.message).toBe('Your account has been deactivated. Please contact support.');
  });
});
