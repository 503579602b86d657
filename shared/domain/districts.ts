/**
 * The districts of India, offered as city options. Built by scripts/build-districts.ts from the
 * india-state-district package (Apache-2.0, see NOTICE.md); do not edit districts.data.json by hand.
 * Used by both the browser and the Lambda functions, so it imports nothing platform-specific. Other names of the
 * districts, for the city search, are in district-search.ts.
 */
import data from './districts.data.json';

export type District = { id: string; name: string; state: string };

export const districts: readonly District[] = data;

// Built on first use, not at import: a bundle that imports this module without calling it (a function whose
// shared modules import the form rules) then carries no list, as the bundler drops the unreached data.
let namesById: ReadonlyMap<string, string> | undefined;
const names = () => {
  namesById ??= new Map(districts.map((d) => [d.id, d.name]));
  return namesById;
};

/** Every district id. */
export function districtIds(): ReadonlySet<string> {
  return new Set(names().keys());
}

export function isDistrictId(id: string): boolean {
  return names().has(id);
}

/** The district's display name, or '' when the id is missing or unknown. */
export function districtName(id: string | null | undefined): string {
  if (id == null) return '';
  return names().get(id) ?? '';
}
