/**
 * One way of showing a job's district, old and new: new postings stored "Hyderabad
 * (Telangana)" (the district list's name) while older jobs say "Hyderabad". `placeName` shows both the same
 * way, keeping the state only where two districts share a name; the posting stores that form too.
 */
import { describe, expect, it } from 'vitest';
import { districtName, districts } from '#shared/domain/districts';
import { placeName, QUALIFIED_DISTRICT_NAMES } from '#shared/domain/place-name';

describe('placeName', () => {
  it.each([
    ['Hyderabad (Telangana)', 'Hyderabad'],
    ['Hyderabad', 'Hyderabad'],
    ['Bijapur (Chhattisgarh)', 'Bijapur'],
    ['Aurangabad (Bihar)', 'Aurangabad (Bihar)'],
    ['Aurangabad (Maharashtra)', 'Aurangabad (Maharashtra)'],
    ['Pratapgarh (Rajasthan)', 'Pratapgarh (Rajasthan)'],
    ['Bengaluru', 'Bengaluru'],
    ['Chennai', 'Chennai'],
    ['हैदराबाद (तेलंगाना)', 'हैदराबाद (तेलंगाना)'],
    ['Pune (Hinjewadi)', 'Pune (Hinjewadi)'],
    ['', ''],
  ])('shows %s as %s', (stored, shown) => {
    expect(placeName(stored)).toBe(shown);
  });

  it('shows an old job and a new one in the same city the same way', () => {
    expect(placeName(districtName('hyderabad-telangana'))).toBe(placeName('Hyderabad'));
  });

  it('knows every district name of the list that carries its state', () => {
    const qualified = districts.map((district) => district.name).filter((name) => name.endsWith(')'));
    expect(new Set(qualified)).toEqual(QUALIFIED_DISTRICT_NAMES);
  });
});
