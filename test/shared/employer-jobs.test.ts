/** Where an employer's posting goes and the limits by verification (shared/domain/employer-jobs.ts). */
import { describe, expect, it } from 'vitest';
import {
  activeLimitMessage,
  applicantsADayFor,
  applicantsLimitMessage,
  dailyLimitMessage,
  destinationOf,
  editDestinationOf,
  jobLimitsFor,
} from '#shared/domain/employer-jobs';
import { VERIFICATION_LEVELS } from '#shared/domain/employer-verification';

describe('jobLimitsFor', () => {
  it('allows 2 jobs live or in review and 5 postings a day below documentsChecked', () => {
    for (const level of ['none', 'emailConfirmed', 'domainMatches'] as const) {
      expect(jobLimitsFor(level)).toEqual({ active: 2, daily: 5 });
    }
  });

  it('allows 50 live or in review, with no daily limit, once the documents are checked', () => {
    expect(jobLimitsFor('documentsChecked')).toEqual({ active: 50, daily: undefined });
  });

  it('names the limit in its message', () => {
    expect(activeLimitMessage('none')).toContain('2 jobs live or in review');
    expect(activeLimitMessage('documentsChecked')).toContain('50 jobs');
    expect(dailyLimitMessage('domainMatches')).toContain('5 jobs a day');
  });
});

describe('applicantsADayFor', () => {
  it('lets an organisation below documentsChecked open 25 applicants a day, and a verified one any number', () => {
    for (const level of ['none', 'emailConfirmed', 'domainMatches'] as const) {
      expect(applicantsADayFor(level)).toBe(25);
    }
    expect(applicantsADayFor('documentsChecked')).toBeUndefined();
    expect(applicantsLimitMessage('emailConfirmed')).toContain('25 applicants a day');
  });
});

describe('destinationOf', () => {
  it('puts live only a clean posting of a verified organisation on a stage that allows it', () => {
    expect(destinationOf({ hits: 0, level: 'documentsChecked', autoPublish: true })).toBe('live');
    expect(destinationOf({ hits: 1, level: 'documentsChecked', autoPublish: true })).toBe('inReview');
    expect(destinationOf({ hits: 0, level: 'documentsChecked', autoPublish: false })).toBe('inReview');
    for (const level of VERIFICATION_LEVELS.filter((entry) => entry !== 'documentsChecked')) {
      expect(destinationOf({ hits: 0, level, autoPublish: true })).toBe('inReview');
    }
  });

  it('keeps a live job live after a clean edit and sends it to review after an edit with a hit', () => {
    expect(editDestinationOf(0)).toBe('live');
    expect(editDestinationOf(2)).toBe('inReview');
  });
});
