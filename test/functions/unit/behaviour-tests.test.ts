/**
 * Every endpoint has a behaviour test of its own: a test file of the api project (other than the registry-driven
 * ones, which call each endpoint only to be refused) calls it by name through `call`, `callApi` or `answerOf`.
 * That the right caller gets through, and what the endpoint then does, is proven there; a new endpoint without
 * such a test fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '#infra/paths';
import { allContracts } from '#shared/api/index';

const apiTests = join(repoRoot, 'test/functions/api');
/** Call every endpoint by a name taken from the registry: they prove refusals and the 400 mapping only. */
const REGISTRY_DRIVEN = ['auth-matrix.test.ts', 'input-refusals.test.ts'];

const behaviourTests = readdirSync(apiTests, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !REGISTRY_DRIVEN.includes(file))
  .map((file) => readFileSync(join(apiTests, file), 'utf8'));
const behaviourText = behaviourTests.join('\n');

const calledByName = (name: string) =>
  new RegExp(`\\b(?:call|callApi|answerOf)\\(\\s*['"]${name}['"]`).test(behaviourText);

it('finds the behaviour tests', () => {
  expect(behaviourTests.length).toBeGreaterThan(REGISTRY_DRIVEN.length);
});

it('calls every endpoint of the registry by name in a behaviour test', () => {
  const untested = allContracts.map((contract) => contract.name).filter((name) => !calledByName(name));
  expect(untested).toEqual([]);
});
