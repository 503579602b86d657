import type { EndpointContract } from '#shared/api/index';

/** A contract's `uses` as one line (`table:read batchGet`), the same for the same resources in any order. */
export function usesLabel(uses: EndpointContract['uses']): string {
  return Object.entries(uses)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([resource, use]) => (use === true ? resource : `${resource}:${use}`))
    .join(' ');
}

/**
 * The contracts grouped by their `uses`, in the registry's order: grants and environment follow `uses` alone, so
 * the infra tests check one function per combination, and a new combination is checked without a new test.
 */
export function byUses<T extends { readonly contract: EndpointContract }>(
  entries: readonly T[],
): Map<string, [T, ...T[]]> {
  const groups = new Map<string, [T, ...T[]]>();
  for (const entry of entries) {
    const label = usesLabel(entry.contract.uses);
    const group = groups.get(label);
    if (group) group.push(entry);
    else groups.set(label, [entry]);
  }
  return groups;
}
