/**
 * The contract registry's version (version.ts), put in when building: Vite's `define` for the SPA
 * (web/contracts-version-plugin.ts, also for the tests), esbuild's for the functions
 * (infra/aws/constructs/api-function.ts), each from `contractsVersionDefine()`; where handlers run unbundled
 * (the twin, the bench), functions/handlers.ts sets the global. So no bundle carries or hashes the registry.
 */
declare const __CONTRACTS_VERSION__: string;

export const CONTRACTS_VERSION: string = __CONTRACTS_VERSION__;
