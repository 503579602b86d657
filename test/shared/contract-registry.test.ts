/**
 * The registry built from the area modules (shared/api/index.ts): each contract under its own name, in the module
 * of its area. The method, path and caller of every endpoint are the reviewed API surface (api-surface.test.ts).
 */
import { describe, expect, it } from 'vitest';
import * as admin from '#shared/api/admin';
import * as employer from '#shared/api/employer';
import { allContracts, contracts, isEndpointContract } from '#shared/api/index';
import * as internal from '#shared/api/internal';
import * as worker from '#shared/api/worker';

describe('contract registry', () => {
  it('keys every contract by its own name', () => {
    for (const [key, contract] of Object.entries(contracts)) expect(contract.name).toBe(key);
  });

  it('takes each contract from the module of its area, and every contract those modules export', () => {
    const modules = { worker, admin, internal, employer };
    const exported = Object.entries(modules).flatMap(([area, module]) =>
      Object.values(module)
        .filter(isEndpointContract)
        .map((contract) => [contract.name, area]),
    );
    expect(exported).toHaveLength(allContracts.length);
    expect(Object.fromEntries(exported)).toEqual(
      Object.fromEntries(allContracts.map((contract) => [contract.name, contract.area])),
    );
  });
});
