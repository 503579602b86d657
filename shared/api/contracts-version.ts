// Written by scripts/contracts-version.ts from the contract registry (shared/api/version.ts): do not edit.
export const CONTRACTS_VERSION = '1016d8c93e0bbc';
