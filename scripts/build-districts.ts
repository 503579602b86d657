/**
 * Builds shared/domain/districts.data.json, the district list offered as city options.
 *
 * Data source: the npm package india-state-district@1.0.5 (https://github.com/surajaswal29/india-state-district),
 * file dist/data/data.json, licensed under the Apache License 2.0 (the LICENSE file shipped in the package;
 * attribution in NOTICE.md). The names are cleaned and a few errors in the source are corrected below.
 *
 * The districts' other names (common, former, Hindi, Telugu) are not built here: they are hand-compiled in
 * shared/domain/district-aliases.data.json, keyed by the ids this script makes, with their source in its `source`.
 *
 * Run: npx tsx scripts/build-districts.ts
 * The output depends only on the installed package and this script, so running it twice gives the same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type District = { id: string; name: string; state: string };

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourcePath = createRequire(import.meta.url).resolve('india-state-district/dist/data/data.json');
const outputPath = join(repoRoot, 'shared', 'domain', 'districts.data.json');

/** The package's state and union territory codes, with their full names. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CG: 'Chhattisgarh',
  CH: 'Chandigarh',
  DH: 'Dadra and Nagar Haveli and Daman and Diu',
  DL: 'Delhi',
  GA: 'Goa',
  GJ: 'Gujarat',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JH: 'Jharkhand',
  JK: 'Jammu and Kashmir',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MH: 'Maharashtra',
  ML: 'Meghalaya',
  MN: 'Manipur',
  MP: 'Madhya Pradesh',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OD: 'Odisha',
  PB: 'Punjab',
  PY: 'Puducherry',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TG: 'Telangana',
  TN: 'Tamil Nadu',
  TR: 'Tripura',
  UK: 'Uttarakhand',
  UP: 'Uttar Pradesh',
  WB: 'West Bengal',
};

/**
 * Corrections to individual source entries, keyed by "STATE CODE|name after the generic clean-up".
 * An entry may become several districts (the source merged two names into one string).
 */
const CORRECTIONS: Readonly<Record<string, readonly string[]>> = {
  // Two Andhra Pradesh districts run together: Sri Sathya Sai and YSR (Kadapa).
  'AP|Sri SathyaYSR': ['Sri Sathya Sai', 'YSR Kadapa'],
  'CG|Shakti': ['Sakti'],
  'MH|Mumbai suburban': ['Mumbai Suburban'],
  'ML|Eastern West Khasi Hills district': ['Eastern West Khasi Hills'],
  'DL|Shahdara district': ['Shahdara'],
};

/** Districts the list must offer under exactly these names; added if the source lacks them. */
const REQUIRED: readonly { code: string; name: string }[] = [
  { code: 'DL', name: 'New Delhi' },
  { code: 'WB', name: 'Kolkata' },
  { code: 'TN', name: 'Chennai' },
];

/**
 * Names the spec calls ambiguous: always shown with their state, even where the source has them in one state
 * only (Bijapur is also the former name of Vijayapura, Karnataka; Hyderabad is also a city in Sindh).
 */
const ALWAYS_QUALIFIED: ReadonlySet<string> = new Set([
  'aurangabad',
  'bijapur',
  'bilaspur',
  'hamirpur',
  'hyderabad',
  'pratapgarh',
]);

/** Trims, collapses white space, turns dashes into hyphens and drops alternative names in parentheses. */
function cleanName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .trim();
}

/** Lowercase; accents folded to plain letters; only a-z, 0-9, single spaces and hyphens kept. */
function toId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function toSlug(text: string): string {
  return toId(text).replace(/ /g, '-');
}

function build(): District[] {
  const source = JSON.parse(readFileSync(sourcePath, 'utf8')) as Record<string, string[]>;

  const entries: { code: string; name: string }[] = [];
  for (const code of Object.keys(source).sort()) {
    if (!STATE_NAMES[code]) throw new Error(`Unknown state code in source: ${code}`);
    for (const raw of source[code] ?? []) {
      const name = cleanName(raw);
      for (const fixed of CORRECTIONS[`${code}|${name}`] ?? [name]) entries.push({ code, name: fixed });
    }
  }
  for (const required of REQUIRED) {
    if (!entries.some((e) => e.code === required.code && e.name === required.name)) entries.push(required);
  }

  // The same district listed twice within a state is kept once.
  const unique = new Map<string, { code: string; name: string }>();
  for (const entry of entries) unique.set(`${entry.code}|${toId(entry.name)}`, entry);

  const statesByBaseId = new Map<string, Set<string>>();
  for (const { code, name } of unique.values()) {
    const baseId = toId(name);
    if (!baseId) throw new Error(`District name without letters or digits: ${JSON.stringify(name)}`);
    const states = statesByBaseId.get(baseId) ?? new Set<string>();
    states.add(code);
    statesByBaseId.set(baseId, states);
  }

  const districts: District[] = [];
  for (const { code, name } of unique.values()) {
    const state = STATE_NAMES[code] as string;
    const baseId = toId(name);
    const qualified = ALWAYS_QUALIFIED.has(baseId) || (statesByBaseId.get(baseId)?.size ?? 0) > 1;
    districts.push(
      qualified
        ? { id: `${baseId}-${toSlug(state)}`, name: `${name} (${state})`, state }
        : { id: baseId, name, state },
    );
  }

  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  districts.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const seen = new Set<string>();
  for (const d of districts) {
    if (seen.has(d.id)) throw new Error(`Duplicate district id: ${d.id}`);
    seen.add(d.id);
  }
  for (const id of ['new delhi', 'kolkata', 'chennai']) {
    if (!seen.has(id)) throw new Error(`Missing required district id: ${id}`);
  }
  return districts;
}

const districts = build();
writeFileSync(outputPath, `${JSON.stringify(districts, null, 2)}\n`);
const qualified = districts.filter((d) => d.name.endsWith(`(${d.state})`)).map((d) => d.name);
console.log(`Wrote ${districts.length} districts to ${outputPath}`);
console.log(`Disambiguated by state (${qualified.length}): ${qualified.join(', ')}`);
