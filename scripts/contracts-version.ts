/**
 * Writes shared/api/contracts-version.ts: the contract registry's version (shared/api/version.ts). Run it after
 * changing a contract; test/functions/unit/contracts-version.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '#infra/paths';
import { allContracts } from '#shared/api/index';
import { contractsVersionOf } from '#shared/api/version';

const contractsVersionFile = join(repoRoot, 'shared/api/contracts-version.ts');

function contractsVersionSource(version: string): string {
  return `// Written by scripts/contracts-version.ts from the contract registry (shared/api/version.ts): do not edit.
export const CONTRACTS_VERSION = '${version}';
`;
}

const version = contractsVersionOf(allContracts);
writeFileSync(contractsVersionFile, contractsVersionSource(version));
console.log(`shared/api/contracts-version.ts: ${version}`);
