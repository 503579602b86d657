/**
 * The server-rendered public pages' words (shared/domain/public-page-texts.ts) and the SPA's: a label both show
 * is the catalogue's own text in each language, so the page a crawler reads and the page the SPA takes it over
 * with say the same; the list's city slugs read back to their districts.
 */
import { describe, expect, it } from 'vitest';
import { cityOfSlug, citySlug } from '#shared/domain/district-slugs';
import { districts } from '#shared/domain/districts';
import { readJobSearch } from '#shared/domain/job-search';
import { CATALOGUE_IDS, PUBLIC_PAGE_TEXTS } from '#shared/domain/public-page-texts';
import { en, hi, te } from '#test/support/catalogues';

describe('the public pages’ texts', () => {
  it.each([
    ['en', en],
    ['hi', hi],
    ['te', te],
  ] as const)('are the SPA catalogue’s texts where they share an id (%s)', (language, catalogue) => {
    for (const id of CATALOGUE_IDS) expect(PUBLIC_PAGE_TEXTS[language][id], id).toBe(catalogue[id]);
    expect(PUBLIC_PAGE_TEXTS[language].allJobs).toBe(catalogue['publicJobs.title']);
    expect(PUBLIC_PAGE_TEXTS[language].listIntro).toBe(catalogue['publicJobs.intro']);
  });
});

describe('city slugs', () => {
  it('leave off the state only where no other district shares the name, and read back to every district', () => {
    expect(citySlug('hyderabad-telangana')).toBe('hyderabad');
    expect(citySlug('aurangabad-bihar')).toBe('aurangabad-bihar');
    expect(citySlug('bangalore urban')).toBe('bangalore urban');
    for (const { id } of districts) expect(cityOfSlug(citySlug(id))).toBe(id);
    expect(cityOfSlug('atlantis')).toBeUndefined();
  });

  it('are read by the search from a URL as the district id, as the id itself is', () => {
    expect(readJobSearch(new URLSearchParams('city=hyderabad'))).toEqual({ city: 'hyderabad-telangana' });
    expect(readJobSearch(new URLSearchParams('city=hyderabad-telangana'))).toEqual({
      city: 'hyderabad-telangana',
    });
  });
});
