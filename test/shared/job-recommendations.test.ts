/**
 * "Recommended for you" (shared/domain/job-recommendations.ts, decisions 600-602): the reasons a job is picked,
 * its order, and the jobs left out (ineligible, past their apply-by day, fitting nothing).
 */
import { describe, expect, it } from 'vitest';
import { kmBetweenDistricts } from '#shared/domain/district-centroids';
import {
  type CandidateJob,
  candidateDistricts,
  hasPreferences,
  MAX_RECOMMENDED,
  matchSummary,
  type RecommendationWorker,
  recommendJobs,
  scoreJob,
} from '#shared/domain/job-recommendations';
import { EMPTY_SECTIONS } from '#shared/domain/profile-sections';

const NOW = new Date('2026-12-03T06:00:00.000Z');

const job = (ID: number, fields: Partial<CandidateJob> = {}): CandidateJob => ({
  ID,
  POSTED_AT: `2026-12-01T10:00:${String(ID % 60).padStart(2, '0')}.000Z`,
  CITY: 'nagpur',
  WORK_FROM_HOME: 0,
  TYPE: 'JOB',
  SCHEDULE: 'PART_TIME',
  ELIGIBILITY: { minimumAge: 16, education: [], languages: [], unsafeForMinors: [] },
  ...fields,
});

const worker = (fields: Partial<RecommendationWorker> = {}, sections = {}): RecommendationWorker => ({
  DOB: '2000-01-01',
  EDUCATION_LEVEL: 'graduate',
  LOCATION: 'pune',
  ...fields,
  sections: {
    skills: [
      { code: 'DELIVERY', level: 'advanced' },
      { code: 'SALES', level: 'beginner' },
      { code: 'DATA_ENTRY', level: 'intermediate' },
      { name: 'Tally', level: 'beginner' },
    ],
    availability: { hoursPerWeek: 20, days: ['sat', 'sun'], from: '' },
    preferences: { jobTypes: ['GIG'], places: ['nagpur', 'pune'] },
    ...sections,
  },
});

describe('the reasons of one job', () => {
  it('counts the skills matched by code, names the city, the remote work, the type and the hours', () => {
    const picked = scoreJob(
      job(1, {
        CITY: 'pune',
        WORK_FROM_HOME: 1,
        TYPE: 'GIG',
        SKILLS: ['DELIVERY', 'SALES', 'DATA_ENTRY', 'COOKING'],
      }),
      worker(),
    );
    expect(picked.reasons).toEqual([
      { kind: 'skills', count: 3 },
      { kind: 'city' },
      { kind: 'remote' },
      { kind: 'type' },
      { kind: 'hours' },
    ]);
  });

  it("says how far a job outside the worker's district is, when both districts have a point (decision 624)", () => {
    const km = kmBetweenDistricts('pune', 'nagpur') as number;
    expect(km).toBeGreaterThan(500);
    expect(scoreJob(job(2, { CITY: 'nagpur' }), worker(), kmBetweenDistricts).reasons).toEqual([
      { kind: 'place' },
      { kind: 'distance', km: Math.round(km) },
      { kind: 'hours' },
    ]);
    // Not for the worker's own district, a job done from home, or a district without a point.
    for (const other of [job(3, { CITY: 'pune' }), job(4, { CITY: 'nagpur', WORK_FROM_HOME: 1 })]) {
      const kinds = scoreJob(other, worker(), kmBetweenDistricts).reasons.map((reason) => reason.kind);
      expect(kinds).not.toContain('distance');
    }
    expect(scoreJob(job(5, { CITY: 'nagpur' }), worker(), () => undefined).reasons).not.toContainEqual(
      expect.objectContaining({ kind: 'distance' }),
    );
  });

  it('says "a district you prefer" for a preferred district that is not the worker\'s own', () => {
    expect(scoreJob(job(2, { CITY: 'nagpur' }), worker()).reasons).toEqual([
      { kind: 'place' },
      { kind: 'hours' },
    ]);
  });

  it('gives no hours reason for a full-time job to a worker with fewer than 35 hours, and ranks it lower', () => {
    const full = scoreJob(job(3, { CITY: 'pune', SCHEDULE: 'FULL_TIME' }), worker());
    const part = scoreJob(job(4, { CITY: 'pune', SCHEDULE: 'PART_TIME' }), worker());
    expect(full.reasons).toEqual([{ kind: 'city' }]);
    expect(part.score).toBeGreaterThan(full.score);
    const longHours = worker({}, { availability: { hoursPerWeek: 40, days: [], from: '' } });
    expect(scoreJob(job(3, { CITY: 'pune', SCHEDULE: 'FULL_TIME' }), longHours).reasons).toContainEqual({
      kind: 'hours',
    });
  });

  it('does not match a free skill of the worker to a listed one', () => {
    const own = worker({}, { skills: [{ name: 'Delivery', level: 'advanced' }] });
    expect(scoreJob(job(5, { SKILLS: ['DELIVERY'] }), own).reasons).not.toContainEqual(
      expect.objectContaining({ kind: 'skills' }),
    );
  });
});

describe('the list', () => {
  it('ranks more skills first, then the newest, at most six, each job once', () => {
    const jobs = [
      job(10, { CITY: 'pune' }),
      job(11, { CITY: 'pune', SKILLS: ['DELIVERY'] }),
      job(12, { CITY: 'pune', SKILLS: ['DELIVERY', 'SALES'] }),
      job(12, { CITY: 'pune', SKILLS: ['DELIVERY', 'SALES'] }),
      ...Array.from({ length: 8 }, (_, index) => job(20 + index, { CITY: 'nagpur' })),
    ];
    const picked = recommendJobs(jobs, worker(), NOW);
    expect(picked).toHaveLength(MAX_RECOMMENDED);
    expect(picked.map(({ job }) => job.ID)).toEqual([12, 11, 10, 27, 26, 25]);
  });

  it('gives a worker under 18 the jobs that pass their own filters newest first, not ranked for them', () => {
    const jobs = [
      job(30, { CITY: 'pune', SKILLS: ['DELIVERY', 'SALES'] }),
      job(31, { CITY: 'nagpur' }),
      job(32, { CITY: 'pune' }),
    ];
    expect(recommendJobs(jobs, worker(), NOW).map(({ job }) => job.ID)).toEqual([30, 32, 31]);
    const minor = worker({ DOB: '2010-06-01', EDUCATION_LEVEL: 'tenthPass' });
    expect(recommendJobs(jobs, minor, NOW).map(({ job }) => job.ID)).toEqual([32, 31, 30]);
  });

  it('leaves out the jobs the worker may not take: unsafe for a minor, too young, another education', () => {
    const minor = worker({ DOB: '2010-06-01', EDUCATION_LEVEL: 'tenthPass' });
    const jobs = [
      job(1, {
        CITY: 'pune',
        ELIGIBILITY: { minimumAge: 18, education: [], languages: [], unsafeForMinors: ['nightWork'] },
      }),
      job(2, {
        CITY: 'pune',
        ELIGIBILITY: { minimumAge: 18, education: [], languages: [], unsafeForMinors: [] },
      }),
      job(3, {
        CITY: 'pune',
        ELIGIBILITY: { minimumAge: 14, education: ['graduate'], languages: [], unsafeForMinors: [] },
      }),
      // A job from before eligibility is for adults only.
      job(4, { CITY: 'pune', ELIGIBILITY: undefined }),
      job(5, { CITY: 'pune' }),
    ];
    expect(recommendJobs(jobs, minor, NOW).map(({ job }) => job.ID)).toEqual([5]);
    expect(
      recommendJobs(jobs, worker(), NOW)
        .map(({ job }) => job.ID)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves out a job past its apply-by day (IST) and one that fits nothing', () => {
    const jobs = [
      job(1, { CITY: 'pune', APPLY_BY: '2026-12-02' }),
      job(2, { CITY: 'pune', APPLY_BY: '2026-12-03' }),
      job(3, { CITY: 'delhi', SCHEDULE: undefined }),
    ];
    expect(recommendJobs(jobs, worker(), NOW).map(({ job }) => job.ID)).toEqual([2]);
  });

  it("reads the worker's district and the preferred ones once each, and knows a profile with nothing entered", () => {
    expect(candidateDistricts(worker())).toEqual(['pune', 'nagpur']);
    expect(
      candidateDistricts(worker({ LOCATION: '' }, { preferences: { jobTypes: [], places: [] } })),
    ).toEqual([]);
    expect(hasPreferences(worker())).toBe(true);
    expect(hasPreferences({ ...worker(), sections: EMPTY_SECTIONS })).toBe(false);
  });
});

describe("HR's match summary of an applicant (the same facts as the reasons)", () => {
  it('counts the skills out of the job’s, names the city or a preferred place, and gives the hours', () => {
    const asked = job(1, {
      CITY: 'pune',
      TYPE: 'GIG',
      SKILLS: ['DELIVERY', 'SALES', 'COOKING', 'TEACHING', 'CLEANING'],
    });
    expect(matchSummary(asked, worker())).toEqual({
      skills: { count: 2, of: 5 },
      city: true,
      type: true,
      hoursPerWeek: 20,
      hoursFit: true,
    });
    expect(matchSummary(job(2, { SCHEDULE: 'FULL_TIME' }), worker())).toEqual({
      place: true,
      hoursPerWeek: 20,
      hoursFit: false,
    });
    const blank = worker({}, { skills: [], availability: { hoursPerWeek: 0, days: [], from: '' } });
    expect(matchSummary(job(3, { CITY: 'delhi', SKILLS: ['SALES'] }), blank)).toEqual({
      skills: { count: 0, of: 1 },
    });
  });
});
