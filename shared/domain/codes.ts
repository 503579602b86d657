/** Codes the API carries and the labels the screens show for them (spec sections 2, 3 and 9). */

export const GENDERS = [
  { code: 1, label: 'Male' },
  { code: 0, label: 'Female' },
  { code: 2, label: 'Other' },
] as const;
export type GenderCode = (typeof GENDERS)[number]['code'];
export const GENDER_CODES = GENDERS.map((g) => g.code) as [GenderCode, ...GenderCode[]];

export const LANGUAGES = ['english', 'hindi', 'telugu'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = {
  english: 'English',
  hindi: 'Hindi',
  telugu: 'Telugu',
};

/** The languages the worker's screens are in, as BCP 47 primary tags. */
export const SITE_LANGUAGES = ['en', 'hi', 'te'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const EDUCATION_LEVELS = [
  { code: 'belowTenth', label: 'Below Tenth' },
  { code: 'tenthPass', label: '10th Pass' },
  // Not one of the spec's six: a student between 10th and 12th (decision 386).
  { code: 'inClass11or12', label: 'In class 11 or 12' },
  { code: 'twelthPass', label: '12th Pass' },
  { code: 'pursuingGraduation', label: 'Pursuing Graduation' },
  { code: 'graduate', label: 'Graduate' },
  { code: 'postGraduate', label: 'Post Graduate' },
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['code'];
export const EDUCATION_CODES = EDUCATION_LEVELS.map((e) => e.code) as [EducationLevel, ...EducationLevel[]];

export const EMPLOYEE_TYPES = [
  { code: 'HR', label: 'HR' },
  { code: 'OPS', label: 'Operations' },
] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number]['code'];
export const EMPLOYEE_TYPE_CODES = EMPLOYEE_TYPES.map((t) => t.code) as [EmployeeType, ...EmployeeType[]];

/**
 * Who moves applications, writes notes and proposes interviews: HR, OPS, or a person of the employer whose job it
 * is (their organisation is named beside them).
 */
export const REVIEWER_TYPE_CODES = [...EMPLOYEE_TYPE_CODES, 'employer'] as const;
export type ReviewerType = (typeof REVIEWER_TYPE_CODES)[number];

/** Application statuses, the label each is shown with, and the internal page query value that selects it. */
export const APPLICATION_STATUSES = [
  { code: 'APPLIED', label: 'New', page: 'new' },
  { code: 'SHORTLISTED', label: 'Shortlisted', page: 'shortlisted' },
  { code: 'SELECTED', label: 'Selected', page: 'selected' },
  { code: 'REJECTED', label: 'Rejected', page: 'rejected' },
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['code'];
export type ApplicationPage = (typeof APPLICATION_STATUSES)[number]['page'];
export const APPLICATION_STATUS_CODES = APPLICATION_STATUSES.map((s) => s.code) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];
export const APPLICATION_PAGES = APPLICATION_STATUSES.map((s) => s.page) as [
  ApplicationPage,
  ...ApplicationPage[],
];

/**
 * Not in the spec: the worker took the application back while it was New. Outside HR's pipeline (no
 * tab, no page query, no review move): a withdrawn application leaves HR's lists; the worker's Applied Jobs and
 * the admin's Applied Internships show it as Withdrawn.
 */
export const WITHDRAWN_STATUS = { code: 'WITHDRAWN', label: 'Withdrawn' } as const;
export type AnyApplicationStatus = ApplicationStatus | typeof WITHDRAWN_STATUS.code;
/** Every status an application can have: the pipeline's four, and Withdrawn. */
export const ALL_APPLICATION_STATUSES: readonly { code: AnyApplicationStatus; label: string }[] = [
  ...APPLICATION_STATUSES,
  WITHDRAWN_STATUS,
];
export const ALL_APPLICATION_STATUS_CODES = [...APPLICATION_STATUS_CODES, WITHDRAWN_STATUS.code] as [
  AnyApplicationStatus,
  ...AnyApplicationStatus[],
];

/**
 * Roles a session token can carry. Workers sign in with Google; staff (admin, HR, OPS) with e-mail and password;
 * an employer's people (owners and recruiters of an organisation) with a work e-mail's one-time code or Google.
 */
export const ROLES = ['worker', 'admin', 'HR', 'OPS', 'employer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call an endpoint. `staff` means HR or OPS; `backOffice` any of admin, HR and OPS; `employer` a person
 * of an employer (whether they belong to an organisation yet is the endpoint's to check); `hiring` whoever
 * reviews a job's applicants: HR and OPS on every job, an employer's people on their organisation's jobs only
 * (the endpoint stack checks the job before the handler runs, lib/auth/hiring.ts).
 */
export const CALLER_KINDS = [
  'public',
  'worker',
  'admin',
  'staff',
  'backOffice',
  'employer',
  'hiring',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export function roleMayCall(role: Role, caller: CallerKind): boolean {
  switch (caller) {
    case 'public':
      return true;
    case 'worker':
      return role === 'worker';
    case 'admin':
      return role === 'admin';
    case 'staff':
      return role === 'HR' || role === 'OPS';
    case 'backOffice':
      return role === 'admin' || role === 'HR' || role === 'OPS';
    case 'employer':
      return role === 'employer';
    case 'hiring':
      return role === 'HR' || role === 'OPS' || role === 'employer';
  }
}

export function labelOf<C extends string | number>(
  list: readonly { code: C; label: string }[],
  code: C | null | undefined,
): string {
  return list.find((item) => item.code === code)?.label ?? '';
}
