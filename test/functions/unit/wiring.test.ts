/**
 * The wiring of functions/handlers.ts against the registry and the files on disk: every contract has a loader,
 * every handler file belongs to a contract, and each loader imports the very module CDK bundles
 * (`handlerPath(contract)`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HandlerModule, handlers } from '#functions/handlers';
import { handlerEntry, repoRoot } from '#infra/paths';
import { type Area, allContracts, handlerPath, isContractName } from '#shared/api/index';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

const areas = ['worker', 'admin', 'internal', 'employer'] as const satisfies readonly Area[];
const implemented = allContracts.map((contract) => [contract.name, contract] as const);

/** The handler module through the map, as the twin, the tests and the bench load it. */
function loadMapped(name: string): Promise<HandlerModule> {
  if (!isContractName(name)) throw new Error(`${name} is no contract`);
  return handlers[name]();
}

/** Every file under a folder, relative to the repository root. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

// Handler modules read their configuration when they load.
beforeAll(() => useOnlyVariables());
afterAll(restoreVariables);

describe('functions/handlers.ts', () => {
  it('lists every contract of the registry exactly once', () => {
    const wired = Object.keys(handlers).sort();
    expect(wired).toEqual(allContracts.map((contract) => contract.name).sort());
  });

  it('leaves no file in a handler folder without a contract', () => {
    const owned = new Set(allContracts.map((contract) => handlerPath(contract)));
    const files = areas.flatMap((area) => filesUnder(join(repoRoot, 'functions', area)));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !owned.has(file))).toEqual([]);
  });

  it.each(implemented)('loads for %s the very module CDK bundles', async (name, contract) => {
    const mapped = await loadMapped(name);
    const bundled = (await import(pathToFileURL(handlerEntry(contract)).href)) as HandlerModule;
    expect(mapped.handler).toBeTypeOf('function');
    expect(mapped.handler).toBe(bundled.handler);
  });
});
