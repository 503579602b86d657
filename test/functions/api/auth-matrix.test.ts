/**
 * Every implemented endpoint x every kind of caller: the session-token check answers 401 for a missing,
 * malformed, forged or expired token, 403 for the wrong role or a deactivated account, and lets the right
 * caller through. Grows with the registry: a new handler file is covered without editing this test.
 */
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { implementedContracts } from '#infra/local/handlers';
import { issueSessionToken } from '#lib/auth/session';
import type { ContractName } from '#shared/api/index';
import { type CallerKind, ROLES, type Role, roleMayCall } from '#shared/domain/codes';
import { createStaff, createWorker, deactivate, type TestAccount } from '#test/support/accounts';
import { examples } from '#test/support/examples';
import { call } from '#test/support/invoke';

const endpoints = implementedContracts();
const accounts = {} as Record<Role, TestAccount>;

async function accountFor(role: Role): Promise<TestAccount> {
  return role === 'worker' ? createWorker() : createStaff(role);
}

beforeAll(async () => {
  for (const role of ROLES) accounts[role] = await accountFor(role);
});

it('covers at least the jobs API', () => {
  expect(endpoints.map((e) => e.name)).toEqual(
    expect.arrayContaining(['getAllJobs', 'getJobById', 'getAppliedJobs', 'applyJob']),
  );
});

describe.each(endpoints.map((contract) => [contract.name, contract] as const))('%s', (name, contract) => {
  const example = examples[name as ContractName];
  const caller: CallerKind = contract.caller;
  const send = async (token: string | undefined, who?: TestAccount) =>
    call(name as ContractName, { ...(await example?.(who)), ...(token ? { token } : {}) });

  it('has a valid example call', () => {
    expect(example, `add an example for ${name} to test/support/examples.ts`).toBeDefined();
  });

  if (caller === 'public') {
    it('answers without a token', async () => {
      const response = await send(undefined);
      expect(response.status).toBeLessThan(400);
    });
    return;
  }

  it('answers 401 without a token', async () => {
    const response = await send(undefined);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please sign in to continue.');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 for a malformed token', async () => {
    expect((await send('not-a-token')).status).toBe(401);
    const response = await call(name as ContractName, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(response.status).toBe(401);
  });

  it('answers 401 for a token signed with another key', async () => {
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(accounts.admin.id))
      .setIssuer('earnlearn')
      .setAudience('earnlearn-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const response = await send(forged);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session is not valid. Please sign in again.');
  });

  it('answers 401 for an expired token', async () => {
    const role = ROLES.find((r) => roleMayCall(r, caller)) as Role;
    const expired = await issueSessionToken(
      { accountId: accounts[role].id, role },
      Date.now() - 30 * 24 * 3600 * 1000,
    );
    const response = await send(expired);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has expired. Please sign in again.');
  });

  for (const role of ROLES) {
    if (roleMayCall(role, caller)) {
      it(`lets a ${role} through`, async () => {
        const response = await send(accounts[role].token, accounts[role]);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
      });

      it(`answers 403 for a deactivated ${role}`, async () => {
        const account = await accountFor(role);
        await deactivate(account);
        const response = await send(account.token, account);
        expect(response.status).toBe(403);
        expect(response.body.message).toBe('Your account has been deactivated. Please contact support.');
      });
    } else {
      it(`answers 403 for a ${role}`, async () => {
        const response = await send(accounts[role].token, accounts[role]);
        expect(response.status).toBe(403);
        expect(response.body.message).toBe('You are not allowed to do this.');
      });
    }
  }
});
