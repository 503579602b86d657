/**
 * Every endpoint of the registry, for what of the session check depends on the endpoint: a public one answers
 * its valid example (examples.ts) without a token; any other answers 401 without one, and 403 to each role its
 * caller kind does not let in. The stack checks the session before it reads the input, so a refusal needs no
 * valid input. Grows with the registry: a new endpoint is covered without editing this test. Who each caller
 * kind lets in is the reviewed API surface (test/shared/api-surface.test.ts); the session lifecycle is
 * session-lifecycle.test.ts; a right caller getting through is each endpoint's own behaviour test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts, type ContractName } from '#shared/api/index';
import { CALLER_KINDS, ROLES, type Role, roleMayCall } from '#shared/domain/codes';
import { createAccount, type TestAccount } from '#test/support/accounts';
import { type ExampleName, examples } from '#test/support/examples';
import { call } from '#test/support/invoke';

const accounts = {} as Record<Role, TestAccount>;

beforeAll(async () => {
  for (const role of ROLES) accounts[role] = await createAccount(role);
});

it('covers every kind of caller', () => {
  expect(new Set(allContracts.map((contract) => contract.caller))).toEqual(new Set(CALLER_KINDS));
});

describe.each(allContracts.map((contract) => [contract.name as ContractName, contract] as const))(
  '%s',
  (name, contract) => {
    if (contract.caller === 'public') {
      it('answers 200 without a token', async () => {
        const response = await call(name, await examples[name as ExampleName](undefined));
        expect(response.status, JSON.stringify(response.body)).toBe(200);
      });
      return;
    }

    it('answers 401 without a token', async () => {
      const response = await call(name);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Please sign in to continue.');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    const refused = ROLES.filter((role) => !roleMayCall(role, contract.caller));
    it.each(refused)('answers 403 for a %s', async (role) => {
      const response = await call(name, { token: accounts[role].token });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You are not allowed to do this.');
    });
  },
);
