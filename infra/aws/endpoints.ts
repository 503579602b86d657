import { implementedContracts } from '#functions/handlers';
import { handlerEntry } from '../paths';
import type { ApiEndpoint } from './stacks/api-stack';

/** The implemented endpoints (functions/handlers.ts), each with the handler file CDK bundles. */
export function implementedEndpoints(): ApiEndpoint[] {
  return implementedContracts().map((contract) => ({ contract, entry: handlerEntry(contract) }));
}
