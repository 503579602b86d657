/** Where the code lives on disk, for the tools that bundle or serve it (CDK, the local twin, the bench). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EndpointContract, handlerPath } from '#shared/api/index';

/** The repository root, from this file's own location, so tools work from any working directory. */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/**
 * The absolute path of an endpoint's handler module: the entry CDK bundles. The wiring test proves it is the
 * module `functions/handlers.ts` loads.
 */
export function handlerEntry(contract: Pick<EndpointContract, 'area' | 'name'>): string {
  return join(repoRoot, handlerPath(contract));
}
