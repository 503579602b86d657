/**
 * How a job's place is shown, for every job, old and new. Jobs posted before the district
 * list say "Hyderabad"; postings since stored the list's name, "Hyderabad (Telangana)". Shown one way: the
 * district's name without its state, unless two districts share the name. Kept apart from the district list
 * (districts.ts, ~40 KB gzip) so the worker's job cards do not load it; the unit test checks these lists
 * against it.
 */

/** The district list's names that carry their state in brackets (scripts/build-districts.ts qualifies them). */
export const QUALIFIED_DISTRICT_NAMES: ReadonlySet<string> = new Set([
  'Aurangabad (Bihar)',
  'Aurangabad (Maharashtra)',
  'Balrampur (Chhattisgarh)',
  'Balrampur (Uttar Pradesh)',
  'Bijapur (Chhattisgarh)',
  'Bilaspur (Chhattisgarh)',
  'Bilaspur (Himachal Pradesh)',
  'Hamirpur (Himachal Pradesh)',
  'Hamirpur (Uttar Pradesh)',
  'Hyderabad (Telangana)',
  'Pratapgarh (Rajasthan)',
  'Pratapgarh (Uttar Pradesh)',
]);

const QUALIFIED = /^(.+) \(([^)]+)\)$/;

/** The plain names two districts of the list share: these keep their state when shown. */
const SHARED_NAMES: ReadonlySet<string> = new Set(
  [...QUALIFIED_DISTRICT_NAMES]
    .map((name) => QUALIFIED.exec(name)?.[1] ?? name)
    .filter((plain, _index, all) => all.indexOf(plain) !== all.lastIndexOf(plain)),
);

/**
 * A job's LOCATION as shown: "Hyderabad (Telangana)" and "Hyderabad" both as "Hyderabad"; "Aurangabad
 * (Bihar)" keeps its state (there is an Aurangabad in Maharashtra too). Any other text is shown as it is (a
 * city such as "Bengaluru", a place written in Hindi or Telugu). The city picker keeps the list's full names.
 */
export function placeName(location: string): string {
  if (!QUALIFIED_DISTRICT_NAMES.has(location)) return location;
  const plain = QUALIFIED.exec(location)?.[1] ?? location;
  return SHARED_NAMES.has(plain) ? location : plain;
}
