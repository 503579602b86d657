/**
 * Who may take a job, without its schema: the codes, the rule `eligibility(job, worker)`, the worker's age in
 * IST and the age band HR sees (re-exported by job-eligibility.ts, which adds the zod schema). Apart so the
 * worker's screens (the job page is in the SPA's first load) take the rule without zod, as job-codes.ts is
 * apart from job-rules.ts.
 */
import type { EducationLevel, Language } from './codes';
import { ADULT_AGE_YEARS, ageInYears } from './privacy';

/** The minimum ages a poster may choose: 14 (the youngest a worker may sign up), 16, or 18 and over. */
export const MINIMUM_AGES = [14, 16, ADULT_AGE_YEARS] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];

/**
 * The classes of work a worker under 18 may not do: the Act's Schedule (hazardous occupations and processes),
 * riding a two-wheeler for the work, night work between 19:00 and 08:00, and more hours than an adolescent may
 * lawfully work.
 */
export const UNSAFE_FOR_MINORS = ['hazardous', 'twoWheeler', 'nightWork', 'longHours'] as const;
export type UnsafeForMinors = (typeof UNSAFE_FOR_MINORS)[number];
export const unsafeForMinorsLabels: Record<UnsafeForMinors, string> = {
  hazardous: 'A hazardous occupation or process (the Schedule of the Child and Adolescent Labour Act)',
  twoWheeler: 'Riding a two-wheeler (deliveries, errands)',
  nightWork: 'Night work, between 19:00 and 08:00',
  longHours: 'More hours than an adolescent may lawfully work',
};

/**
 * A job's eligibility, as the poster sets it and the job keeps it (ELIGIBILITY): `education` and `languages`
 * empty mean any; `unsafeForMinors` is the poster's answer, the kinds that apply (empty: none). The schema
 * (job-eligibility.ts) checks exactly this shape.
 */
export interface Eligibility {
  minimumAge: MinimumAge;
  education: EducationLevel[];
  languages: Language[];
  unsafeForMinors: UnsafeForMinors[];
}

/**
 * A job stored before jobs carried eligibility (no ELIGIBILITY), and what migration 0007 writes on it: 18 and
 * over, any education and language, until an admin says otherwise.
 */
export const ADULTS_ONLY: Eligibility = {
  minimumAge: ADULT_AGE_YEARS,
  education: [],
  languages: [],
  unsafeForMinors: [],
};

/** The job's eligibility; a job without one is for adults only. */
export function eligibilityOf(job: { ELIGIBILITY?: Eligibility | undefined }): Eligibility {
  return job.ELIGIBILITY ?? ADULTS_ONLY;
}

/** India has one time zone, UTC+05:30 all year: a birthday begins at midnight IST. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Whole years of age in India on the day of `now` of someone born on `dob` (YYYY-MM-DD); NaN if malformed. */
export function ageInIst(dob: string, now: Date = new Date()): number {
  return ageInYears(dob, new Date(now.getTime() + IST_OFFSET_MS));
}

/** Why a worker may not take a job, most specific first; the API's code and the screens' text name it. */
export const INELIGIBLE_REASONS = ['unsafeForMinors', 'age', 'education'] as const;
export type IneligibleReason = (typeof INELIGIBLE_REASONS)[number];

/** The `code` of applyJob's 403 (and a job alert's) for each reason, which the worker's screens translate. */
export const ELIGIBILITY_CODES: Record<IneligibleReason, string> = {
  unsafeForMinors: 'notEligibleUnsafeForMinors',
  age: 'notEligibleAge',
  education: 'notEligibleEducation',
};

/** The server's English message beside each code (the screens say it in the worker's language). */
export const eligibilityRefusals: Record<IneligibleReason, string> = {
  unsafeForMinors: 'This work is not safe for workers under 18, so you cannot apply for it.',
  age: 'You are younger than the minimum age of this job, so you cannot apply for it.',
  education: 'This job asks for an education level other than yours, so you cannot apply for it.',
};

/** What eligibility is decided from: the worker's date of birth and education level as registered. */
export interface EligibilityWorker {
  DOB: string;
  EDUCATION_LEVEL: EducationLevel | '';
}

/**
 * Why `worker` may not take `job` today (IST), most specific first; empty when they may. An unknown or
 * malformed date of birth is taken as a minor's (as for consent). A worker with no education level may not
 * take a job that asks for some.
 */
export function eligibility(
  job: { ELIGIBILITY?: Eligibility | undefined },
  worker: EligibilityWorker,
  now: Date = new Date(),
): IneligibleReason[] {
  const rules = eligibilityOf(job);
  const age = ageInIst(worker.DOB, now);
  const known = !Number.isNaN(age);
  const reasons: IneligibleReason[] = [];
  if (rules.unsafeForMinors.length > 0 && !(known && age >= ADULT_AGE_YEARS)) reasons.push('unsafeForMinors');
  if (!(known && age >= rules.minimumAge)) reasons.push('age');
  if (rules.education.length > 0 && !rules.education.includes(worker.EDUCATION_LEVEL as EducationLevel))
    reasons.push('education');
  return reasons;
}

/** The age bands HR sees: never the date of birth. */
export const AGE_BANDS = ['under18', '18to21', '22plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const ageBandLabels: Record<AgeBand, string> = {
  under18: 'Under 18',
  '18to21': '18-21',
  '22plus': '22+',
};

/** The band of someone born on `dob`, today in IST; an unknown date of birth is under 18 (as a minor's). */
export function ageBand(dob: string, now: Date = new Date()): AgeBand {
  const age = ageInIst(dob, now);
  if (Number.isNaN(age) || age < ADULT_AGE_YEARS) return 'under18';
  return age <= 21 ? '18to21' : '22plus';
}

/** Where a minor's parent's or guardian's consent stands, as HR sees it beside the application. */
export const PARENT_CONSENT_STATES = ['given', 'pending', 'none'] as const;
export type ParentConsentState = (typeof PARENT_CONSENT_STATES)[number];
export const parentConsentLabels: Record<ParentConsentState, string> = {
  given: 'Parent consented',
  pending: "Waiting for the parent's consent",
  none: 'No parent on record',
};

export function parentConsentState(
  parent: { CONSENTED_AT?: string | undefined } | undefined,
): ParentConsentState {
  if (!parent) return 'none';
  return parent.CONSENTED_AT ? 'given' : 'pending';
}

/** What HR sees of an applicant to decide: the age band (never the date of birth), education, languages. */
export interface ApplicantFacts {
  AGE_BAND: AgeBand;
  EDUCATION_LEVEL: EducationLevel | '';
  LANGUAGES: Language[];
  /** Only for an applicant under 18: where their parent's or guardian's consent stands. */
  PARENT_CONSENT?: ParentConsentState;
}

/** The applicant's facts from their account as it is now (today in IST). */
export function applicantFacts(
  account: EligibilityWorker & {
    LANGUAGES?: readonly Language[] | undefined;
    PARENT?: { CONSENTED_AT?: string | undefined } | undefined;
  },
  now: Date = new Date(),
): ApplicantFacts {
  const band = ageBand(account.DOB, now);
  return {
    AGE_BAND: band,
    EDUCATION_LEVEL: account.EDUCATION_LEVEL,
    // An account seeded before registration has none.
    LANGUAGES: [...(account.LANGUAGES ?? [])],
    ...(band === 'under18' ? { PARENT_CONSENT: parentConsentState(account.PARENT) } : {}),
  };
}
