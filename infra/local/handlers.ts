/** The implemented endpoints (functions/handlers.ts) and their handlers, for the local twin, tests and bench. */
import { type ApiHandler, handlers, implementedContracts, isImplemented } from '#functions/handlers';
import type { EndpointContract } from '#shared/api/index';
import { repoRoot } from '../paths';

export { type ApiHandler, implementedContracts, repoRoot };

export async function loadHandler(contract: Pick<EndpointContract, 'name'>): Promise<ApiHandler> {
  if (!isImplemented(contract.name)) {
    throw new Error(`${contract.name} has no handler: functions/handlers.ts lists it as pending`);
  }
  return (await handlers[contract.name]()).handler;
}
