// Written by scripts/contracts-version.ts from the contract registry (shared/api/version.ts): do not edit.
export const CONTRACTS_VERSION = '0a635b6d4c4e95';
