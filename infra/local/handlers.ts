/** The endpoints' handlers (functions/handlers.ts), for the local twin, tests and bench. */
import { type ApiHandler, handlers } from '#functions/handlers';
import { type EndpointContract, isContractName } from '#shared/api/index';
import { repoRoot } from '../paths';

export { type ApiHandler, repoRoot };

export async function loadHandler(contract: Pick<EndpointContract, 'name'>): Promise<ApiHandler> {
  if (!isContractName(contract.name)) throw new Error(`${contract.name} is no contract of shared/api`);
  return (await handlers[contract.name]()).handler;
}
