/**
 * The method, path and caller of every endpoint: all the client needs at run time from the contract registry
 * (the caller says which session's token a call carries). The build replaces this module with the table it
 * computes here (`precomputed` in web/vite.config.ts), so the registry's zod schemas (~70 KB of script,
 * evaluated before a worker page could even ask for its data) stay out of the browser; type checks and tests
 * read the registry itself.
 */
import { type ContractName, contracts, type HttpMethod } from '#shared/api/index';
import type { CallerKind } from '#shared/domain/codes';

export interface Route {
  method: HttpMethod;
  path: string;
  caller: CallerKind;
}

export const routes = Object.fromEntries(
  Object.entries(contracts).map(([name, contract]) => [
    name,
    { method: contract.method, path: contract.path, caller: contract.caller },
  ]),
) as Record<ContractName, Route>;
