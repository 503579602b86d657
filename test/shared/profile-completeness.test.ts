/** The completeness meter's rule (decision 581): weights that add up to 100, what is missing heaviest first. */
import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_PARTS,
  COMPLETENESS_WEIGHTS,
  type CompletenessProfile,
  profileCompleteness,
} from '#shared/domain/profile-completeness';
import { EMPTY_SECTIONS, type ProfileSections } from '#shared/domain/profile-sections';

const registered: CompletenessProfile = {
  GENDER: 1,
  DOB: '2004-02-10',
  LOCATION: 'hyderabad-telangana',
  EDUCATION_LEVEL: 'pursuingGraduation',
  PANCARD_KEY: '',
  ID_CARD_KEY: '',
};

const full: ProfileSections = {
  skills: [{ code: 'DELIVERY', level: 'beginner' }],
  experience: [
    {
      kind: 'project',
      title: 'Survey',
      organisation: '',
      from: '2025-01',
      to: '',
      description: '',
      link: '',
    },
  ],
  certificates: [{ name: 'Typing', issuer: '', year: 2025 }],
  availability: { hoursPerWeek: 12, days: ['sat'], from: '' },
  preferences: { jobTypes: ['GIG'], places: [] },
  about: 'Quick learner.',
  spokenLanguages: ['Urdu'],
};

describe('profileCompleteness', () => {
  it('gives each part a share, the shares adding up to 100', () => {
    const total = COMPLETENESS_PARTS.reduce((sum, part) => sum + COMPLETENESS_WEIGHTS[part], 0);

    expect(total).toBe(100);
  });

  it('counts a registered worker with nothing else as their details alone, skills first among the missing', () => {
    const result = profileCompleteness(registered, EMPTY_SECTIONS);

    expect(result.percent).toBe(15);
    expect(result.missing[0]).toBe('skills');
    expect(result.missing).not.toContain('details');
    expect(result.missing).toHaveLength(COMPLETENESS_PARTS.length - 1);
  });

  it('lists the missing heaviest first, in the parts order on a tie', () => {
    const result = profileCompleteness({ ...registered, GENDER: null }, EMPTY_SECTIONS);

    expect(result.percent).toBe(0);
    expect(result.missing).toEqual([
      'skills',
      'details',
      'experience',
      'about',
      'availability',
      'preferences',
      'documents',
      'certificates',
      'spokenLanguages',
    ]);
  });

  it('reaches 100 with every part there and lists nothing missing', () => {
    const result = profileCompleteness({ ...registered, ID_CARD_KEY: 'user/1/idCard.png' }, full);

    expect(result).toEqual({ percent: 100, missing: [] });
  });

  it('needs both hours and days for availability, and counts a blank about me as missing', () => {
    const hoursOnly = { ...full, availability: { hoursPerWeek: 10, days: [], from: '' }, about: '   ' };

    const result = profileCompleteness({ ...registered, PANCARD_KEY: 'k' }, hoursOnly);

    expect(result.missing).toEqual(['about', 'availability']);
    expect(result.percent).toBe(80);
  });

  it('counts preferences with a place and no job type', () => {
    const placeOnly = { ...full, preferences: { jobTypes: [], places: ['hyderabad-telangana'] } };

    expect(profileCompleteness(registered, placeOnly).missing).toEqual(['documents']);
  });
});
