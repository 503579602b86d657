/**
 * "Recommended for you" on the worker's My Office (issue 38 item 5, decisions 600-602): the open jobs that fit
 * what the worker entered, each with the reasons it was picked, as codes and numbers the screen words in
 * English, Hindi or Telugu. Pure: the server (getRecommendedJobs) reads a bounded set of candidate jobs (the
 * first page of the worker's city's list, of each preferred district's, and of the work-from-home list) and
 * this module scores them in memory; the clock is passed in.
 *
 * The ranking uses only what the worker entered (skills, city, preferred districts and job types,
 * availability) and the job's own fields, never behaviour (no views, clicks or applications): the same for a
 * worker under 18, who is given the jobs the eligibility rules let them take (job-eligibility-rules.ts, as
 * Explore Jobs and applyJob) and nothing from tracking. Distance is between the districts' points (decision
 * 624): the server passes `kmBetween` (shared/domain/district-centroids.ts), so this module carries no data.
 */
import type { JobSchedule, JobType } from './job-codes';
import { takesApplications } from './job-details';
import { type Eligibility, type EligibilityWorker, eligibility } from './job-eligibility-rules';
import { mayTrackOrTarget } from './privacy';
import type { ProfileSections } from './profile-sections';
import type { SkillCode } from './skills';

/** The most jobs the section shows. */
export const MAX_RECOMMENDED = 6;
/** The candidates read from each list (its first page, newest first). */
export const RECOMMENDATION_PAGE = 50;
/** Hours a week from which a full-time job fits the worker's availability. */
export const FULL_TIME_HOURS = 35;

export const RECOMMENDATION_REASON_KINDS = [
  'skills',
  'city',
  'place',
  'remote',
  'type',
  'hours',
  'distance',
] as const;
export type RecommendationReasonKind = (typeof RECOMMENDATION_REASON_KINDS)[number];

/**
 * Why a job was picked: `skills` with how many of the job's skills the worker has; `city` the worker's own
 * district; `place` a district the worker prefers; `remote` work from home; `type` a job type the worker
 * prefers; `hours` a schedule the worker's hours a week allow; `distance` how far (whole km) a job outside the
 * worker's district is from it, when both districts are known.
 */
export type RecommendationReason =
  | { kind: 'skills'; count: number }
  | { kind: 'distance'; km: number }
  | { kind: Exclude<RecommendationReasonKind, 'skills' | 'distance'> };

/** The distance in km between two districts, or undefined when either has no point. */
export type KmBetween = (from: string, to: string) => number | undefined;

/** What a candidate job is scored by (a listing item has it all). */
export interface CandidateJob {
  ID: number;
  POSTED_AT: string;
  CITY?: string | undefined;
  WORK_FROM_HOME: 0 | 1;
  TYPE?: JobType | undefined;
  SCHEDULE?: JobSchedule | undefined;
  SKILLS?: readonly SkillCode[] | undefined;
  APPLY_BY?: string | undefined;
  ELIGIBILITY?: Eligibility | undefined;
}

/** The worker as recommendations see them: the account's district and eligibility facts, and the sections. */
export interface RecommendationWorker extends EligibilityWorker {
  /** The registered district ('' when not given). */
  LOCATION: string;
  sections: Pick<ProfileSections, 'skills' | 'availability' | 'preferences'>;
}

/** The districts whose lists are read: the worker's own first, then the preferred ones (at most 5), once each. */
export function candidateDistricts(worker: RecommendationWorker): string[] {
  const districts = [worker.LOCATION, ...worker.sections.preferences.places].filter((id) => id !== '');
  return [...new Set(districts)];
}

/** Whether the worker entered anything jobs can be picked by beside their district. */
export function hasPreferences(worker: RecommendationWorker): boolean {
  const { skills, preferences, availability } = worker.sections;
  return (
    skills.some((skill) => skill.code !== undefined) ||
    preferences.places.length > 0 ||
    preferences.jobTypes.length > 0 ||
    availability.hoursPerWeek > 0
  );
}

const WEIGHTS = { skill: 3, city: 4, place: 3, remote: 2, type: 2, hours: 1, tooFewHours: -3 } as const;

/**
 * How a job and a worker fit, fact by fact: the one source of the recommendations' reasons and of HR's match
 * summary per applicant (decision 611). Distance joins here when jobs and workers have locations.
 */
export interface MatchFacts {
  /** The job's skills the worker lists (by code), and how many the job asks for. */
  skills: { count: number; of: number };
  /** The job is in the worker's district, or else in one they prefer. */
  city: boolean;
  place: boolean;
  remote: boolean;
  /** The job's type is one the worker prefers. */
  type: boolean;
  /** The worker's hours a week (0 when not given), and whether the job's schedule fits them (undefined: unknown). */
  hoursPerWeek: number;
  hoursFit: boolean | undefined;
  /** How far the job is, in whole km (at least 1), outside the worker's district and not from home: said, not scored. */
  km?: number;
}

export function matchFacts(
  job: CandidateJob,
  worker: RecommendationWorker,
  kmBetween?: KmBetween,
): MatchFacts {
  const { skills, preferences, availability } = worker.sections;
  const own = new Set(skills.flatMap((skill) => (skill.code ? [skill.code] : [])));
  const asked = job.SKILLS ?? [];
  const city = Boolean(job.CITY) && job.CITY === worker.LOCATION;
  const hours = availability.hoursPerWeek;
  const km =
    job.CITY && worker.LOCATION && job.CITY !== worker.LOCATION && job.WORK_FROM_HOME !== 1
      ? kmBetween?.(worker.LOCATION, job.CITY)
      : undefined;
  return {
    skills: { count: asked.filter((code) => own.has(code)).length, of: asked.length },
    city,
    place: !city && Boolean(job.CITY) && preferences.places.includes(job.CITY as string),
    remote: job.WORK_FROM_HOME === 1,
    type: Boolean(job.TYPE) && preferences.jobTypes.includes(job.TYPE as JobType),
    hoursPerWeek: hours,
    hoursFit:
      hours > 0 && job.SCHEDULE ? job.SCHEDULE === 'PART_TIME' || hours >= FULL_TIME_HOURS : undefined,
    ...(km === undefined ? {} : { km: Math.max(1, Math.round(km)) }),
  };
}

/** The reasons the facts give, in the order the screens say them. */
export function reasonsOf(facts: MatchFacts): RecommendationReason[] {
  return [
    ...(facts.skills.count > 0 ? [{ kind: 'skills' as const, count: facts.skills.count }] : []),
    ...(facts.city ? [{ kind: 'city' as const }] : facts.place ? [{ kind: 'place' as const }] : []),
    ...(facts.km === undefined ? [] : [{ kind: 'distance' as const, km: facts.km }]),
    ...(facts.remote ? [{ kind: 'remote' as const }] : []),
    ...(facts.type ? [{ kind: 'type' as const }] : []),
    ...(facts.hoursFit === true ? [{ kind: 'hours' as const }] : []),
  ];
}

/** The reasons `job` fits `worker` and its score (higher first); the reasons in the order the screen says them. */
export function scoreJob(
  job: CandidateJob,
  worker: RecommendationWorker,
  kmBetween?: KmBetween,
): { score: number; reasons: RecommendationReason[] } {
  const facts = matchFacts(job, worker, kmBetween);
  const score =
    WEIGHTS.skill * facts.skills.count +
    (facts.city ? WEIGHTS.city : facts.place ? WEIGHTS.place : 0) +
    (facts.remote ? WEIGHTS.remote : 0) +
    (facts.type ? WEIGHTS.type : 0) +
    (facts.hoursFit === undefined ? 0 : facts.hoursFit ? WEIGHTS.hours : WEIGHTS.tooFewHours);
  return { score, reasons: reasonsOf(facts) };
}

/**
 * What HR reads of one applicant's fit to the job (decision 611): the same facts as the recommendations',
 * worded by the screen ("3 of 5 skills · same city · available 20 h/week"). A skill count only when the job
 * asks for skills; the hours whenever the worker gave them.
 */
export type MatchSummary = {
  skills?: { count: number; of: number };
  city?: true;
  place?: true;
  remote?: true;
  type?: true;
  hoursPerWeek?: number;
  hoursFit?: boolean;
};

export function matchSummary(job: CandidateJob, worker: RecommendationWorker): MatchSummary {
  const facts = matchFacts(job, worker);
  return {
    ...(facts.skills.of > 0 ? { skills: facts.skills } : {}),
    ...(facts.city ? { city: true as const } : {}),
    ...(facts.place ? { place: true as const } : {}),
    ...(facts.remote ? { remote: true as const } : {}),
    ...(facts.type ? { type: true as const } : {}),
    ...(facts.hoursPerWeek > 0 ? { hoursPerWeek: facts.hoursPerWeek } : {}),
    ...(facts.hoursFit === undefined ? {} : { hoursFit: facts.hoursFit }),
  };
}

/**
 * The jobs to recommend among `candidates` (any order, a job may come twice from two lists): those still
 * taking applications that the worker may take, with a reason beside being listed, best score first, then
 * newest; at most MAX_RECOMMENDED.
 */
export function recommendJobs<T extends CandidateJob>(
  candidates: readonly T[],
  worker: RecommendationWorker,
  now: Date,
  kmBetween?: KmBetween,
): { job: T; reasons: RecommendationReason[] }[] {
  const seen = new Set<number>();
  const scored: { job: T; reasons: RecommendationReason[]; score: number }[] = [];
  for (const job of candidates) {
    if (seen.has(job.ID)) continue;
    seen.add(job.ID);
    if (!takesApplications(job.APPLY_BY, now)) continue;
    if (eligibility(job, worker, now).length > 0) continue;
    const { score, reasons } = scoreJob(job, worker, kmBetween);
    if (score <= 0 || reasons.length === 0) continue;
    scored.push({ job, reasons, score });
  }
  // Under 18 (DPDP Act s.9(3)): the jobs that pass the worker's own filters, newest first, not ranked for them.
  const ranked = mayTrackOrTarget(worker, now);
  scored.sort(
    (a, b) =>
      (ranked ? b.score - a.score : 0) ||
      (a.job.POSTED_AT < b.job.POSTED_AT ? 1 : a.job.POSTED_AT > b.job.POSTED_AT ? -1 : 0) ||
      b.job.ID - a.job.ID,
  );
  return scored.slice(0, MAX_RECOMMENDED).map(({ job, reasons }) => ({ job, reasons }));
}
