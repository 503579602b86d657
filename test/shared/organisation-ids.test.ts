/** The registration numbers an organisation may give: GSTIN with its check character, Udyam and CIN by format. */
import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  isValidCin,
  isValidGstin,
  isValidOrganisationId,
  isValidUdyam,
  panOfGstin,
} from '#shared/domain/organisation-ids';

describe('a GSTIN', () => {
  it('is taken when its fifteenth character is the Luhn mod 36 of the first fourteen', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('is refused with any other check character, as a one-character typo makes it', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    // Two characters swapped: the doubled positions catch it.
    expect(isValidGstin('27AAPFU0939F1ZV'.replace('09', '90'))).toBe(false);
  });

  it('is refused for an unknown state, holder kind or shape', () => {
    const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
    expect(isValidGstin(withCheck('39AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('00AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('99AAPFU0939F1Z'))).toBe(true);
    expect(isValidGstin(withCheck('27AAPXU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('27AAPFU0939F0Z'))).toBe(false);
    expect(isValidGstin(withCheck('27AAPFU0939F1Y'))).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('carries the PAN of its holder', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });
});

describe('an Udyam number', () => {
  it('is UDYAM, a state, a district number and a seven-digit serial', () => {
    expect(isValidUdyam('UDYAM-MH-19-0012345')).toBe(true);
    expect(isValidUdyam('UDYAM-TS-02-0000001')).toBe(true);
    expect(isValidUdyam('UDYAM-XX-19-0012345')).toBe(false);
    expect(isValidUdyam('UDYAM-MH-19-001234')).toBe(false);
    expect(isValidUdyam('UDYOG-MH-19-0012345')).toBe(false);
  });
});

describe('a CIN', () => {
  const today = new Date('2026-12-02T00:00:00Z');
  it('is 21 characters of the published format, incorporated in a possible year', () => {
    expect(isValidCin('U72200KA2015PTC081234', today)).toBe(true);
    expect(isValidCin('L17110MH1973PLC019786', today)).toBe(true);
    expect(isValidCin('U72200KA2030PTC081234', today)).toBe(false);
    expect(isValidCin('U72200KA2015XYZ081234', today)).toBe(false);
    expect(isValidCin('A72200KA2015PTC081234', today)).toBe(false);
    expect(isValidCin('U72200KA2015PTC08123', today)).toBe(false);
  });
});

it('forgives spaces and lower case, as copied from a certificate', () => {
  expect(isValidOrganisationId('gstin', ' 27aapfu0939f1zv ')).toBe(true);
  expect(isValidOrganisationId('udyam', 'udyam-mh-19-0012345')).toBe(true);
  expect(isValidOrganisationId('cin', 'U72200 KA2015 PTC081234')).toBe(true);
  expect(isValidOrganisationId('cin', '27AAPFU0939F1ZV')).toBe(false);
});
