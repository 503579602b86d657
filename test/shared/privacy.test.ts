/**
 * The privacy rules (shared/domain/privacy.ts): age on a given day, who is a minor, where an account's
 * consent stands, masked numbers, and the rule that nothing tracks or targets a worker under 18, held both as a
 * function and over the code: any module of functions/ or web/src named for alerts, recommendations, promotions
 * or tracking must ask `mayTrackOrTarget`.
 */
import { describe, expect, it } from 'vitest';
import {
  ADULT_AGE_YEARS,
  ageInYears,
  isMinor,
  maskMobile,
  mayTrackOrTarget,
  PRIVACY_NOTICE_VERSION,
  privacyStateOf,
} from '#shared/domain/privacy';
import { isAdultBirthDate } from '#shared/domain/rules';
import fc from '#test/support/fast-check';
import { importsOf, sourceFiles } from '#test/support/import-graph';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageInYears', () => {
  it('counts a birthday only once it has come', () => {
    expect(ageInYears('2008-11-25', day('2026-11-24'))).toBe(17);
    expect(ageInYears('2008-11-25', day('2026-11-25'))).toBe(18);
    expect(ageInYears('2008-02-29', day('2026-02-28'))).toBe(17);
    expect(ageInYears('2008-02-29', day('2026-03-01'))).toBe(18);
    expect(ageInYears('not a date', day('2026-03-01'))).toBeNaN();
  });

  it('turns 18 on the 18th birthday, for any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2010-12-31'), noInvalidDate: true }),
        (born) => {
          const dob = born.toISOString().slice(0, 10);
          const eighteenth = new Date(
            Date.UTC(born.getUTCFullYear() + ADULT_AGE_YEARS, born.getUTCMonth(), born.getUTCDate()),
          );
          // A 29 February birthday rolls to 1 March in a year without one: the day after is always 18.
          const dayAfter = new Date(eighteenth.getTime() + 24 * 3600_000);
          expect(isMinor(dob, dayAfter)).toBe(false);
          expect(isMinor(dob, new Date(eighteenth.getTime() - 24 * 3600_000))).toBe(true);
        },
      ),
    );
  });
});

describe('isMinor', () => {
  it('treats an unknown date of birth as a minor', () => {
    expect(isMinor('')).toBe(true);
  });
});

describe('privacyStateOf', () => {
  it('is given only for consent to the notice in force', () => {
    expect(privacyStateOf({ PRIVACY_STATE: 'given', NOTICE_VERSION: PRIVACY_NOTICE_VERSION })).toBe('given');
    expect(privacyStateOf({ PRIVACY_STATE: 'given', NOTICE_VERSION: '2000-01-01' })).toBe('consentNeeded');
    expect(privacyStateOf({ PRIVACY_STATE: 'parentPending', NOTICE_VERSION: '' })).toBe('parentPending');
    // An account from before consent was recorded.
    expect(privacyStateOf({})).toBe('consentNeeded');
  });
});

describe('isAdultBirthDate (a parent declaring their age)', () => {
  it('takes 18 or more, refuses younger, malformed and impossible dates', () => {
    expect(isAdultBirthDate('2008-11-25', day('2026-11-25'))).toBe(true);
    expect(isAdultBirthDate('2008-11-26', day('2026-11-25'))).toBe(false);
    expect(isAdultBirthDate('1990-02-30', day('2026-11-25'))).toBe(false);
    expect(isAdultBirthDate('1890-01-01', day('2026-11-25'))).toBe(false);
  });
});

describe('maskMobile', () => {
  it('shows the first two and last two digits only', () => {
    expect(maskMobile('9876543210')).toBe('98******10');
  });
});

describe('no tracking or targeting of workers under 18 (DPDP Act s.9(3))', () => {
  it('mayTrackOrTarget says no for a minor and for an unknown age, yes for an adult', () => {
    const today = day('2026-11-25');
    expect(mayTrackOrTarget({ DOB: '2010-06-01' }, today)).toBe(false);
    expect(mayTrackOrTarget({ DOB: '' }, today)).toBe(false);
    expect(mayTrackOrTarget({ DOB: '2000-06-01' }, today)).toBe(true);
  });

  /**
   * The modules named for alerts, recommendations, promotions or tracking that do not ask the rule, themselves or
   * through such a module they import (a handler through the pure module that decides).
   */
  function unguarded(modules: readonly { path: string; imports: readonly string[] }[]): string[] {
    const named = /(alert|recommend|promot|track|personali[sz]|for-you|targeting)/i;
    const asking = new Set(
      modules.filter(({ imports }) => imports.includes('shared/domain/privacy.ts')).map(({ path }) => path),
    );
    return modules
      .filter(({ path }) => named.test(path) && path !== 'shared/domain/privacy.ts')
      .filter(({ path, imports }) => !asking.has(path) && !imports.some((target) => asking.has(target)))
      .map(({ path }) => path);
  }

  it('the check finds a module named for alerts or recommendations that does not ask', () => {
    expect(
      unguarded([
        { path: 'functions/features/alerts/send.ts', imports: ['functions/lib/db/users.ts'] },
        { path: 'web/src/features/jobs/Recommendations.tsx', imports: [] },
        { path: 'functions/features/alerts/match.ts', imports: ['shared/domain/privacy.ts'] },
        { path: 'functions/features/job-search/plan.ts', imports: [] },
      ]),
    ).toEqual(['functions/features/alerts/send.ts', 'web/src/features/jobs/Recommendations.tsx']);
  });

  // The functions and the domain decide; a contract (shared/api) and a screen (web/src) show what they chose.
  it('every such module of the product asks mayTrackOrTarget', () => {
    const modules = sourceFiles(['functions', 'shared/domain']).map((path) => ({
      path,
      imports: importsOf(path).flatMap((edge) => ('file' in edge.target ? [edge.target.file] : [])),
    }));
    expect(modules.length).toBeGreaterThan(100);
    expect(unguarded(modules)).toEqual([]);
  });
});
