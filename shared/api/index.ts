/**
 * The contract registry: every `/api` endpoint of the product, declared once (spec section 7), in the module of
 * the area that serves it (`worker.ts`, `admin.ts`, `internal.ts`, `employer.ts`, as `functions/` is grouped). `contracts` is
 * built from those modules: adding an endpoint = one contract in its area module + one handler file at
 * `handlerPath(contract)` + its loader in `functions/handlers.ts` + its behaviour test (README, "Adding an
 * endpoint").
 */
import * as admin from './admin';
import { type EndpointContract, isEndpointContract } from './contract';
import * as employer from './employer';
import * as internal from './internal';
import * as worker from './worker';

/** The contracts among a module's exports (an area module also exports the shapes its endpoints answer with). */
type ContractsOf<Module> = {
  readonly [K in keyof Module as Module[K] extends EndpointContract ? K : never]: Module[K];
};

function contractsOf<Module extends object>(module: Module): ContractsOf<Module> {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => isEndpointContract(value)),
  ) as ContractsOf<Module>;
}

/** Each key is its contract's name: a contract exported under another name does not compile. */
type NamedByKey<Registry> = { readonly [K in keyof Registry]: EndpointContract<K & string> };

function registry<Registry extends NamedByKey<Registry>>(entries: Registry): Registry {
  return entries;
}

/** Area by area (worker, admin, internal, employer), each area's contracts in the order of their names. */
export const contracts = registry({
  ...contractsOf(worker),
  ...contractsOf(admin),
  ...contractsOf(internal),
  ...contractsOf(employer),
});

export type ContractName = keyof typeof contracts;
export const allContracts: readonly EndpointContract[] = Object.values(contracts);

export function isContractName(name: string): name is ContractName {
  return Object.hasOwn(contracts, name);
}

export * from './contract';
