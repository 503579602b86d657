// Written by scripts/contracts-version.ts from the contract registry (shared/api/version.ts): do not edit.
export const CONTRACTS_VERSION = '00d6e01d4384c8';
