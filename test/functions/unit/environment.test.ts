/**
 * The environment of functions/lib/environment.ts against what the handler modules read when they load: each
 * endpoint starts with exactly the variables its contract's `uses` get (what the CDK construct
 * sets), and refuses to start without any required one of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadHandler, repoRoot } from '#infra/local/handlers';
import { variables, variablesFor } from '#lib/environment';
import { allContracts } from '#shared/api/index';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

const endpoints = allContracts.map((contract) => [contract.name, contract] as const);

afterAll(restoreVariables);

describe('functions/lib/environment.ts', () => {
  it('leaves reading the environment to config.ts', () => {
    // environment.ts only writes it, for the twin and the tests.
    const allowed = new Set(['lib/config.ts', 'lib/environment.ts']);
    const functions = join(repoRoot, 'functions');
    const readers = readdirSync(functions, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') &&
        !allowed.has(file) &&
        readFileSync(join(functions, file), 'utf8').includes('process.env'),
    );
    expect(readers).toEqual([]);
  });

  it.each(endpoints)('starts %s with the variables its contract’s uses get', async (_, contract) => {
    vi.resetModules();
    useOnlyVariables(variablesFor(contract.uses));
    await expect(loadHandler(contract)).resolves.toBeTypeOf('function');
  });

  const requiredOfEach = endpoints.flatMap(([name, contract]) =>
    variablesFor(contract.uses)
      .filter((variable) => variables[variable].required)
      .map((variable) => [name, variable, contract] as const),
  );

  it.each(requiredOfEach)('refuses to start %s without %s', async (_, variable, contract) => {
    vi.resetModules();
    useOnlyVariables(variablesFor(contract.uses).filter((other) => other !== variable));
    await expect(loadHandler(contract)).rejects.toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
