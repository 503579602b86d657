/**
 * The implemented endpoints: the contracts of the registry whose handler file exists. The CDK app deploys
 * exactly these, the local twin mounts exactly these, and the registry-driven tests loop over them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allContracts, type EndpointContract, handlerPath } from '#shared/api/index';

/** The repository root, from this file's own location, so tools work from any working directory. */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** The absolute path of an endpoint's handler module. */
export function handlerEntry(contract: EndpointContract): string {
  return join(repoRoot, handlerPath(contract));
}

export function implementedEndpoints(
  contracts: readonly EndpointContract[] = allContracts,
): EndpointContract[] {
  return contracts.filter((contract) => existsSync(handlerEntry(contract)));
}
