import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

/**
 * Defines the contract registry's version (shared/api/contracts-version.ts) for a Vite build (the SPA) or a
 * vitest project: computed here, in Node, from the registry, so the code built gets the string alone.
 */
export function contractsVersion(): Plugin {
  return {
    name: 'earnlearn:contracts-version',
    async config() {
      const { module } = await runnerImport<typeof import('#shared/api/version')>(
        fileURLToPath(new URL('../shared/api/version.ts', import.meta.url)),
        { configFile: false, logLevel: 'error' },
      );
      return { define: module.contractsVersionDefine() };
    },
  };
}
