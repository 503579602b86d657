// Written by scripts/contracts-version.ts from the contract registry (shared/api/version.ts): do not edit.
export const CONTRACTS_VERSION = '06e00a1c9702fa';
