/**
 * Every district of the list has a Hindi and a Telugu name, in its script (issue 40); a job's or a profile's
 * place shows by it as `placeName` shows the English; the city search finds a district by it; and neither
 * language's file is in the first load (fetched per language, web/src/lib/place-names.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDistrictNames, shownPlaceNames } from '#shared/domain/district-names';
import { searchDistricts } from '#shared/domain/district-search';
import { districts } from '#shared/domain/districts';
import { placeName, QUALIFIED_DISTRICT_NAMES } from '#shared/domain/place-name';
import { importsOf, repoRoot, staticClosure } from '#test/support/import-graph';

/** A name in one script: its letters and marks, the joiners, spaces, hyphens, digits, and a state in brackets. */
const SCRIPT = {
  hi: /^(?:[\p{Script=Devanagari}0-9 ()-]|\u200c|\u200d)+$/u,
  te: /^(?:[\p{Script=Telugu}0-9 ()-]|\u200c|\u200d)+$/u,
} as const;

describe.each(['hi', 'te'] as const)('the districts in %s', (language) => {
  it('name every district of the list, and no other, each in the script', async () => {
    const names = await loadDistrictNames(language);
    expect(Object.keys(names).sort()).toEqual(districts.map((district) => district.name).sort());
    const notInScript = Object.entries(names).filter(([, name]) => !SCRIPT[language].test(name));
    expect(notInScript).toEqual([]);
  });

  it('keep the state in brackets where two districts share a name, and say where they come from', async () => {
    const names = await loadDistrictNames(language);
    for (const qualified of QUALIFIED_DISTRICT_NAMES) expect(names[qualified]).toMatch(/ \(.+\)$/);
    const file = JSON.parse(
      readFileSync(join(repoRoot, `shared/domain/district-names-${language}.data.json`), 'utf8'),
    );
    expect(file.source).toMatch(/Hand-compiled .* native speaker reviews it/s);
  });

  it('are not in the first load: fetched by a dynamic import, per language', () => {
    const file = `shared/domain/district-names-${language}.data.json`;
    expect([...staticClosure('web/src/main.tsx')].filter((path) => path.includes('district-names'))).toEqual(
      [],
    );
    const edge = importsOf('shared/domain/district-names.ts').find((e) =>
      e.specifier.endsWith(file.split('/')[2] ?? ''),
    );
    expect(edge?.kind).toBe('dynamic');
  });
});

describe('a place in the screen’s script', () => {
  it('drops the state where the English drops it, and keeps it where two districts share the name', async () => {
    const hindi = shownPlaceNames(await loadDistrictNames('hi'));
    expect(placeName('Hyderabad (Telangana)')).toBe('Hyderabad');
    expect(hindi.get('Hyderabad')).toBe('हैदराबाद');
    expect(hindi.get('Hyderabad (Telangana)')).toBe('हैदराबाद');
    expect(hindi.get('Aurangabad (Bihar)')).toBe('औरंगाबाद (बिहार)');
    const telugu = shownPlaceNames(await loadDistrictNames('te'));
    expect(telugu.get('Warangal')).toBe('వరంగల్');
    expect(telugu.get('Lucknow')).toBe('లక్నో');
  });

  it('finds a district by its name in the screen’s language, and by its English one still', async () => {
    const telugu = await loadDistrictNames('te');
    // Sitapur and Bhagalpur have no other name in district-aliases.data.json: only these files name them so.
    expect(searchDistricts('సీతాపూర్', 1, telugu)[0]?.district.name).toBe('Sitapur');
    expect(searchDistricts('Sitapur', 1, telugu)[0]?.district.name).toBe('Sitapur');
    const hindi = await loadDistrictNames('hi');
    expect(searchDistricts('भागलपुर', 1, hindi)[0]?.district.name).toBe('Bhagalpur');
    expect(searchDistricts('भागलपुर', 1)).toEqual([]);
  });
});
