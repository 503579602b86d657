/**
 * The city search of registration, the profile and the job form: a worker types "Bengaluru", "Gurgaon",
 * "Kochi" or "हैदराबाद" and finds the district (Bangalore Urban, Gurugram, Ernakulam, Hyderabad (Telangana)),
 * though the district list (districts.data.json) has official names only.
 *
 * The aliases (district-aliases.data.json, its source named in its `source` field) are common, former and
 * Hindi and Telugu names of the districts holding the 60 largest cities and more. They live apart from
 * districts.ts so the Lambda functions, which only need names and ids, do not bundle them.
 */
import aliasData from './district-aliases.data.json';
import { type District, districts } from './districts';

/** District id -> its other names. */
export const districtAliases: Readonly<Record<string, readonly string[]>> = aliasData.aliases;

/** A district the search found; `alias` is the other name that matched when the official one did not. */
export interface DistrictMatch {
  district: District;
  alias?: string;
}

/**
 * Text as the search compares it: lowercase, accents, the Devanagari nukta and zero-width (non-)joiners dropped
 * (गाज़ियाबाद and गाजियाबाद, కోల్‌కతా and కోల్కతా are one), hyphens as spaces, spaces collapsed.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

interface Alias {
  text: string;
  folded: string;
}

interface Entry {
  district: District;
  name: string;
  aliases: readonly Alias[];
}

/** Each language's names folded once (a screen's list of names is the same object while it is loaded). */
const folded = new WeakMap<Readonly<Record<string, string>>, ReadonlyMap<string, Alias>>();
function localEntries(names: Readonly<Record<string, string>>): ReadonlyMap<string, Alias> {
  let entries = folded.get(names);
  if (!entries) {
    entries = new Map(
      Object.entries(names).map(([english, text]) => [english, { text, folded: foldForSearch(text) }]),
    );
    folded.set(names, entries);
  }
  return entries;
}

const entries: readonly Entry[] = districts.map((district) => ({
  district,
  name: foldForSearch(district.name),
  aliases: (districtAliases[district.id] ?? []).map((text) => ({ text, folded: foldForSearch(text) })),
}));

/**
 * The districts matching the typed text, best first: a name that is exactly the text (so "Bengaluru" finds
 * Bangalore Urban before Bangalore Rural's "Bengaluru Rural"), official names starting with it, other names
 * starting with it, official names containing it, other names containing it. Each district appears once; the
 * first `limit` are returned (the list's first districts for empty text). `localNames` (English name -> the
 * name in a screen's language, district-names.ts) adds each district's Hindi or Telugu name to its other names.
 */
export function searchDistricts(
  query: string,
  limit: number,
  localNames?: Readonly<Record<string, string>>,
): DistrictMatch[] {
  const text = foldForSearch(query);
  if (!text) return districts.slice(0, limit).map((district) => ({ district }));
  const exact: DistrictMatch[] = [];
  const names: DistrictMatch[] = [];
  const aliasStarts: DistrictMatch[] = [];
  const nameContains: DistrictMatch[] = [];
  const aliasContains: DistrictMatch[] = [];
  const local = localNames ? localEntries(localNames) : undefined;
  for (const entry of entries) {
    const { district, name } = entry;
    // On a Hindi or Telugu screen the district's name in that script is one of its names too.
    const own = local?.get(district.name);
    const aliases = own ? [...entry.aliases, own] : entry.aliases;
    const exactAlias = aliases.find((a) => a.folded === text);
    if (name === text) exact.push({ district });
    else if (exactAlias) exact.push({ district, alias: exactAlias.text });
    else if (name.startsWith(text)) names.push({ district });
    else {
      const starting = aliases.find((a) => a.folded.startsWith(text));
      const containing = aliases.find((a) => a.folded.includes(text));
      if (starting) aliasStarts.push({ district, alias: starting.text });
      else if (name.includes(text)) nameContains.push({ district });
      else if (containing) aliasContains.push({ district, alias: containing.text });
    }
  }
  return [...exact, ...names, ...aliasStarts, ...nameContains, ...aliasContains].slice(0, limit);
}
