/**
 * City names in the reader's script (issue 40): on a Hindi or Telugu screen a district shows by its Hindi or
 * Telugu name (shared/domain/district-names.ts), fetched once per language when a screen first shows a city,
 * never in the first load. Until it arrives, and for a place not in the district list (an old job's "Bengaluru",
 * a place a job wrote in Hindi), the name shows as it is.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  type DistrictNameLanguage,
  type DistrictNames,
  loadDistrictNames,
  shownPlaceNames,
} from '#shared/domain/district-names';
import { placeName } from '#shared/domain/place-name';
import { type Language, useLanguage } from './i18n';

const tables: Partial<Record<DistrictNameLanguage, ReadonlyMap<string, string>>> = {};
const lists: Partial<Record<DistrictNameLanguage, DistrictNames>> = {};
const asked = new Set<DistrictNameLanguage>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches `language`'s names once; a failed fetch is asked again by the next screen that shows a city. */
export function loadPlaceNames(language: Language): Promise<void> {
  if (language === 'en' || asked.has(language)) return Promise.resolve();
  asked.add(language);
  return loadDistrictNames(language).then(
    (names) => {
      lists[language] = names;
      tables[language] = shownPlaceNames(names);
      for (const listener of listeners) listener();
    },
    () => {
      asked.delete(language);
    },
  );
}

/** A place as shown (`placeName`), in `language`'s script where the district list has it; else as it is. */
export type PlaceInLanguage = (location: string) => string;

/** The place names of the screen's language (re-rendering once they arrive). */
export function usePlaceName(): PlaceInLanguage {
  const language = useLanguage();
  const table = useSyncExternalStore(subscribe, () => (language === 'en' ? undefined : tables[language]));
  useEffect(() => {
    void loadPlaceNames(language);
  }, [language]);
  return useCallback(
    (location: string) => {
      const shown = placeName(location);
      return table?.get(shown) ?? table?.get(location) ?? shown;
    },
    [table],
  );
}

/**
 * The districts' names in the screen's language (English name -> name), once they arrive: the city search finds
 * a district by them and shows them. Undefined in English, and until they arrive.
 */
export function useLocalDistrictNames(): DistrictNames | undefined {
  const language = useLanguage();
  const names = useSyncExternalStore(subscribe, () => (language === 'en' ? undefined : lists[language]));
  useEffect(() => {
    void loadPlaceNames(language);
  }, [language]);
  return names;
}
