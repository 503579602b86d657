/**
 * Whether the API now serves other contracts than this SPA was built for (shared/api/version.ts): every answer
 * names its registry's version (CONTRACTS_VERSION_HEADER) and callApi hands it here. After a deploy that changed
 * the API, a tab left open keeps working where the contracts still agree, and offers a reload
 * (NewVersionNotice); an answer without the header (a proxy's error page) changes nothing.
 */
import { CONTRACTS_VERSION } from '#shared/api/contracts-version';

let newVersion = false;
const listeners = new Set<() => void>();

export function noteContractsVersion(served: string | null): void {
  if (served === null || served === '' || served === CONTRACTS_VERSION || newVersion) return;
  newVersion = true;
  for (const listener of listeners) listener();
}

export function isNewVersionAvailable(): boolean {
  return newVersion;
}

export function subscribeToNewVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: as a fresh page load. */
export function forgetNewVersion(): void {
  newVersion = false;
}
