import { describe, expect, it } from 'vitest';
import { districtAliases, foldForSearch, searchDistricts } from '#shared/domain/district-search';
import { districtIds } from '#shared/domain/districts';

/** The first match for the text, as "alias -> district" or the district's name. */
function firstMatch(query: string): string {
  const match = searchDistricts(query, 10)[0];
  if (!match) return '';
  return match.alias ? `${match.alias} -> ${match.district.name}` : match.district.name;
}

describe('district search', () => {
  it.each([
    ['Bengaluru', 'Bengaluru -> Bangalore Urban'],
    ['Mysuru', 'Mysuru -> Mysore'],
    ['Kochi', 'Kochi -> Ernakulam'],
    ['Prayagraj', 'Prayagraj -> Allahabad'],
    ['Gurgaon', 'Gurgaon -> Gurugram'],
    ['Bombay', 'Bombay -> Mumbai City'],
    ['Madras', 'Madras -> Chennai'],
    ['Calcutta', 'Calcutta -> Kolkata'],
    ['Vizag', 'Vizag -> Visakhapatnam'],
    ['Trivandrum', 'Trivandrum -> Thiruvananthapuram'],
    ['Vijayawada', 'Vijayawada -> Krishna'],
    ['Noida', 'Noida -> Gautam Buddha Nagar'],
    ['बेंगलुरु', 'बेंगलुरु -> Bangalore Urban'],
    ['हैदराबाद', 'हैदराबाद -> Hyderabad (Telangana)'],
    ['విశాఖపట్నం', 'విశాఖపట్నం -> Visakhapatnam'],
    ['హైదరాబాద్', 'హైదరాబాద్ -> Hyderabad (Telangana)'],
  ])('finds the district of "%s"', (query, expected) => {
    expect(firstMatch(query)).toBe(expected);
  });

  it('matches case, hyphens, the nukta and zero-width joiners loosely', () => {
    expect(firstMatch('  gurGAON ')).toBe('Gurgaon -> Gurugram');
    expect(firstMatch('pimpri chinchwad')).toBe('Pimpri-Chinchwad -> Pune');
    expect(firstMatch('गाजियाबाद')).toBe('गाज़ियाबाद -> Ghaziabad');
    expect(firstMatch('కోల్కతా')).toBe('కోల్‌కతా -> Kolkata');
    expect(foldForSearch('Kalyan-Dombivli')).toBe('kalyan dombivli');
  });

  it('puts official names first, then other names starting with the text, then names containing it', () => {
    const found = searchDistricts('mumbai', 10).map((m) => m.alias ?? m.district.name);

    expect(found).toEqual(['Mumbai City', 'Mumbai Suburban', 'Navi Mumbai']);
  });

  it('lists a district once, under its official name when that matches', () => {
    const found = searchDistricts('bangalore', 10);

    expect(found.map((m) => m.district.id)).toEqual(['bangalore rural', 'bangalore urban']);
    expect(found.every((m) => m.alias === undefined)).toBe(true);
  });

  it('offers the first districts of the list for empty text, and at most the limit', () => {
    expect(searchDistricts('  ', 5).map((m) => m.district.id)).toEqual([
      'adilabad',
      'agar malwa',
      'agra',
      'ahmedabad',
      'ahmednagar',
    ]);
    expect(searchDistricts('a', 50)).toHaveLength(50);
  });

  it('knows nothing of text no name has', () => {
    expect(searchDistricts('Atlantis', 10)).toEqual([]);
  });
});

describe('district aliases', () => {
  it('are keyed by district ids of the list', () => {
    const unknown = Object.keys(districtAliases).filter((id) => !districtIds().has(id));
    expect(unknown).toEqual([]);
  });

  it('cover the districts of the 60 largest cities, with Hindi and Telugu names', () => {
    const withBoth = Object.values(districtAliases).filter(
      (names) => names.some((n) => /[\u0900-\u097f]/.test(n)) && names.some((n) => /[\u0c00-\u0c7f]/.test(n)),
    );
    expect(withBoth.length).toBeGreaterThanOrEqual(60);
  });
});
