import { describe, expect, it } from 'vitest';
import { districtIds, districtName, districts, isDistrictId } from '#shared/domain/districts';

const SPEC_DUPLICATES = ['aurangabad', 'bijapur', 'bilaspur', 'hamirpur', 'hyderabad', 'pratapgarh'];

describe('districts', () => {
  it('has unique ids', () => {
    expect(new Set(districts.map((d) => d.id)).size).toBe(districts.length);
    expect(districtIds().size).toBe(districts.length);
  });

  it('has about 700 entries', () => {
    expect(districts.length).toBeGreaterThanOrEqual(600);
    expect(districts.length).toBeLessThanOrEqual(900);
  });

  it('contains the major cities', () => {
    for (const id of ['chennai', 'kolkata', 'new delhi']) expect(districtIds().has(id)).toBe(true);
    expect(districtName('hyderabad-telangana')).toBe('Hyderabad (Telangana)');
  });

  it('disambiguates the duplicated names of the spec by state', () => {
    expect(districtName('aurangabad-bihar')).toBe('Aurangabad (Bihar)');
    expect(districtName('aurangabad-maharashtra')).toBe('Aurangabad (Maharashtra)');
    expect(isDistrictId('bilaspur-chhattisgarh')).toBe(true);
    expect(isDistrictId('bilaspur-himachal-pradesh')).toBe(true);
    expect(isDistrictId('hamirpur-himachal-pradesh')).toBe(true);
    expect(isDistrictId('hamirpur-uttar-pradesh')).toBe(true);
    expect(isDistrictId('pratapgarh-rajasthan')).toBe(true);
    expect(isDistrictId('pratapgarh-uttar-pradesh')).toBe(true);
    expect(isDistrictId('bijapur-chhattisgarh')).toBe(true);
    for (const name of SPEC_DUPLICATES) {
      expect(districtIds().has(name)).toBe(false);
      expect(districts.some((d) => d.id.startsWith(`${name}-`))).toBe(true);
    }
  });

  it('disambiguates every name shared by two states', () => {
    const statesByName = new Map<string, Set<string>>();
    for (const d of districts) {
      const states = statesByName.get(d.name) ?? new Set<string>();
      states.add(d.state);
      statesByName.set(d.name, states);
    }
    for (const [name, states] of statesByName) expect(states.size, name).toBe(1);
    for (const d of districts.filter((x) => x.name.includes(' ('))) {
      expect(d.name.endsWith(`(${d.state})`), d.name).toBe(true);
    }
  });

  it('has clean ids, names and states', () => {
    for (const d of districts) {
      expect(d.name.length, d.id).toBeGreaterThan(0);
      expect(d.name, d.id).toBe(d.name.trim());
      expect(d.name, d.id).not.toMatch(/\s{2,}/);
      expect(d.state.length, d.id).toBeGreaterThan(0);
      expect(d.id, d.name).toMatch(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/);
    }
  });

  it('is sorted by name', () => {
    const names = districts.map((d) => d.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('answers isDistrictId and districtName', () => {
    expect(isDistrictId('chennai')).toBe(true);
    expect(isDistrictId('Chennai')).toBe(false);
    expect(isDistrictId('aurangabad')).toBe(false);
    expect(isDistrictId('')).toBe(false);
    expect(districtName('new delhi')).toBe('New Delhi');
    expect(districtName('kolkata')).toBe('Kolkata');
    expect(districtName('nowhere')).toBe('');
    expect(districtName('')).toBe('');
    expect(districtName(null)).toBe('');
    expect(districtName(undefined)).toBe('');
  });
});
