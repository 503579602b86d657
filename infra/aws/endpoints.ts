import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { allContracts, type EndpointContract, handlerPath } from '../../shared/api';
import { repoRoot } from './paths';

/** The absolute path of an endpoint's handler module. */
export function handlerEntry(contract: EndpointContract): string {
  return join(repoRoot, handlerPath(contract));
}

/**
 * The endpoints that are deployed: every contract whose handler file exists. Adding a handler file is all it
 * takes for its function, route, grants and alarms to appear.
 */
export function implementedEndpoints(
  contracts: readonly EndpointContract[] = allContracts,
): EndpointContract[] {
  return contracts.filter((contract) => existsSync(handlerEntry(contract)));
}
