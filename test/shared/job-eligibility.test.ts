// Who may take a job (shared/domain/job-eligibility.ts): the age in IST on the day, work unsafe for minors
// forcing 18 and over, education, and the age band HR sees.
import { describe, expect, it } from 'vitest';
import {
  ageBand,
  ageInIst,
  type Eligibility,
  eligibility,
  eligibilitySchema,
} from '#shared/domain/job-eligibility';

const open: Eligibility = { minimumAge: 14, education: [], languages: [], unsafeForMinors: [] };
const job = (rules: Partial<Eligibility>) => ({ ELIGIBILITY: { ...open, ...rules } });
const worker = (DOB: string, EDUCATION_LEVEL: 'tenthPass' | 'graduate' | '' = 'tenthPass') => ({
  DOB,
  EDUCATION_LEVEL,
});

describe('ageInIst', () => {
  it('counts a birthday from midnight in India, when it is still the day before in UTC', () => {
    // 18:45 UTC on 1 Dec is 00:15 IST on 2 Dec: born 2 Dec 2008, 18 in India from that minute.
    const justAfterMidnightIst = new Date('2026-12-01T18:45:00Z');
    expect(ageInIst('2008-12-02', justAfterMidnightIst)).toBe(18);
    expect(ageInIst('2008-12-02', new Date('2026-12-01T18:15:00Z'))).toBe(17);
    expect(eligibility(job({ minimumAge: 18 }), worker('2008-12-02'), justAfterMidnightIst)).toEqual([]);
  });
});

describe('eligibilitySchema', () => {
  it('refuses work unsafe for minors with a minimum age under 18, and accepts it at 18', () => {
    const unsafe = { ...open, minimumAge: 16, unsafeForMinors: ['twoWheeler'] };
    const refused = eligibilitySchema.safeParse(unsafe);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['minimumAge']);
    expect(eligibilitySchema.safeParse({ ...unsafe, minimumAge: 18 }).success).toBe(true);
  });

  it('makes the poster answer the unsafe-for-minors question', () => {
    const { unsafeForMinors: _unanswered, ...rest } = open;
    expect(eligibilitySchema.safeParse(rest).success).toBe(false);
  });
});

describe('eligibility', () => {
  const now = new Date('2026-12-02T06:00:00Z');
  const sixteen = worker('2010-06-01');

  it('names each rule a 16-year-old fails, most specific first', () => {
    expect(eligibility(job({ minimumAge: 18 }), sixteen, now)).toEqual(['age']);
    expect(eligibility(job({ minimumAge: 18, unsafeForMinors: ['nightWork'] }), sixteen, now)).toEqual([
      'unsafeForMinors',
      'age',
    ]);
    expect(eligibility(job({ education: ['graduate'] }), sixteen, now)).toEqual(['education']);
    expect(eligibility(job({ minimumAge: 16 }), sixteen, now)).toEqual([]);
  });

  it('takes a job without eligibility as 18 and over, and an unknown date of birth as a minor', () => {
    expect(eligibility({}, sixteen, now)).toEqual(['age']);
    expect(eligibility({}, worker('2000-01-01'), now)).toEqual([]);
    expect(eligibility(job({}), worker(''), now)).toEqual(['age']);
  });
});

describe('ageBand', () => {
  it('bands ages as HR sees them: under 18, 18-21, 22+', () => {
    const now = new Date('2026-12-02T06:00:00Z');
    expect(ageBand('2008-12-03', now)).toBe('under18');
    expect(ageBand('2008-12-02', now)).toBe('18to21');
    expect(ageBand('2004-12-03', now)).toBe('18to21');
    expect(ageBand('2004-12-02', now)).toBe('22plus');
    expect(ageBand('not a date', now)).toBe('under18');
  });
});
