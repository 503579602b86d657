import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { functionBundling } from '#infra/aws/constructs/api-function';
import { CONTRACTS_VERSION } from '#shared/api/contracts-version';
import { allContracts, type EndpointContract } from '#shared/api/index';
import { contractsVersionDefine, contractsVersionOf } from '#shared/api/version';

const [first, second] = allContracts as [EndpointContract, EndpointContract];

describe('the contract registry version', () => {
  it('is the registry’s as built', () => {
    expect(CONTRACTS_VERSION).toBe(contractsVersionOf(allContracts));
    expect(CONTRACTS_VERSION).toMatch(/^[0-9a-f]{14}$/);
  });

  it('is defined into the functions’ bundles as into the tests (and the SPA, web/vite.config.ts)', () => {
    expect(functionBundling.bundling.define).toEqual(contractsVersionDefine());
    expect(contractsVersionDefine()).toEqual({ __CONTRACTS_VERSION__: JSON.stringify(CONTRACTS_VERSION) });
  });

  it('does not depend on the order of the contracts', () => {
    expect(contractsVersionOf([second, first])).toBe(contractsVersionOf([first, second]));
  });

  it('changes with a method, a path, an input or an output shape', () => {
    const base = contractsVersionOf([first]);
    const changed: EndpointContract[] = [
      { ...first, method: first.method === 'GET' ? 'POST' : 'GET' },
      { ...first, path: `${first.path}/more` },
      { ...first, input: z.object({ extra: z.string() }) },
      { ...first, output: z.object({ extra: z.number() }) },
      { ...first, name: `${first.name}Renamed` },
    ];
    const versions = changed.map((contract) => contractsVersionOf([contract]));
    for (const version of versions) expect(version).not.toBe(base);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('ignores what is not the shape of the API (the summary, the resources used)', () => {
    expect(contractsVersionOf([{ ...first, summary: 'Reworded' }])).toBe(contractsVersionOf([first]));
  });
});
