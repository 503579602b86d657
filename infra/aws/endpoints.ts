import { allContracts } from '#shared/api/index';
import { handlerEntry } from '../paths';
import type { ApiEndpoint } from './stacks/api-stack';

/** Every endpoint of the registry (each has its loader in functions/handlers.ts), with the handler file CDK bundles. */
export function apiEndpoints(): ApiEndpoint[] {
  return allContracts.map((contract) => ({ contract, entry: handlerEntry(contract) }));
}
