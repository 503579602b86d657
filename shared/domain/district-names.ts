/**
 * The districts' names in Hindi and Telugu (district-names-hi.data.json, -te.data.json: each district of
 * districts.data.json by its English name there; their source in the files' `source` field), so a Hindi or
 * Telugu screen writes a city in its own script. Loaded per language, when a screen in that language first
 * shows a city: neither file is in the first load, and the Lambda functions never import this module.
 */
import type { SiteLanguage } from './codes';
import { placeName } from './place-name';

export type DistrictNameLanguage = Exclude<SiteLanguage, 'en'>;
/** English district name (as districts.data.json has it) -> its name in the language. */
export type DistrictNames = Readonly<Record<string, string>>;

/** One language's names, fetched once (the bundler makes each file a chunk of its own). */
export function loadDistrictNames(language: DistrictNameLanguage): Promise<DistrictNames> {
  const file =
    language === 'hi' ? import('./district-names-hi.data.json') : import('./district-names-te.data.json');
  return file.then((data) => data.default.names);
}

/**
 * The place names as a job or a profile shows them (`placeName`: "Hyderabad", "Aurangabad (Bihar)") -> the same
 * in the language: the state in brackets goes where the English one dropped it.
 */
export function shownPlaceNames(names: DistrictNames): ReadonlyMap<string, string> {
  const shown = new Map<string, string>();
  for (const [english, local] of Object.entries(names)) {
    const display = placeName(english);
    // "Hyderabad (Telangana)" shows as "Hyderabad": its Hindi drops "(तेलंगाना)" too.
    const plain = display === english ? local : local.replace(/\s*\([^)]*\)$/, '');
    shown.set(english, plain);
    shown.set(display, plain);
  }
  return shown;
}
