/**
 * The version of the contract registry: a hash of every endpoint's name, method, path and the JSON Schema of
 * its input and output. The API sends it on every answer (CONTRACTS_VERSION_HEADER) and the SPA compares it
 * with the one it was built with: when a deploy changed the contracts, a tab left open offers a reload
 * (web/src/lib/new-version.ts). Computed when building, not at run time: each build defines it
 * (`contractsVersionDefine`, read through contracts-version.ts), so neither a Lambda bundle nor the SPA carries
 * the registry or a schema converter for it, and the SPA and the functions built from one commit agree.
 */
import * as z from 'zod/mini';
import type { EndpointContract } from './contract';
import { allContracts } from './index';

/** cyrb53, a 53-bit hash of two 32-bit lanes, as 14 hex digits: stable, no crypto needed in either runtime. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

function shape(schema: z.ZodMiniType, io: 'input' | 'output'): unknown {
  // Refinements and transforms have no JSON Schema: they count as "any", their base shape still counts.
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** The registry's version: the same contracts in any order give the same value; any change of shape another. */
export function contractsVersionOf(contracts: readonly EndpointContract[]): string {
  const entries = [...contracts]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((contract) => ({
      name: contract.name,
      method: contract.method,
      path: contract.path,
      input: shape(contract.input, 'input'),
      output: shape(contract.output, 'output'),
    }));
  return hash(JSON.stringify(entries));
}

/** The global a build defines, and its value as source text: for Vite's and esbuild's `define`. */
export function contractsVersionDefine(): { readonly __CONTRACTS_VERSION__: string } {
  return { __CONTRACTS_VERSION__: JSON.stringify(contractsVersionOf(allContracts)) };
}
