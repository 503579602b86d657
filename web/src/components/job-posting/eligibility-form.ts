/**
 * The eligibility part of the post-new-job form: its values as the fields hold them, the `eligibility` input
 * of `postJob` built from them, and the schema's issues under the fields they are about. The rule itself is
 * shared/domain/job-eligibility.ts (the server checks the same schema).
 */
import type { EducationLevel, Language } from '#shared/domain/codes';
import {
  type Eligibility,
  eligibilityMessages,
  MINIMUM_AGES,
  type UnsafeForMinors,
} from '#shared/domain/job-eligibility';

export interface EligibilityValues {
  /** '14', '16' or '18', or '' until chosen. */
  minimumAge: string;
  /** The levels accepted; none ticked: any level. */
  education: EducationLevel[];
  /** The languages of the work; none ticked: any. */
  languages: Language[];
  /** The poster's answer to "is any of this work unsafe for workers under 18?": '' until answered. */
  unsafe: '' | 'yes' | 'no';
  /** With 'yes': the classes that apply (at least one). */
  unsafeClasses: UnsafeForMinors[];
}

export const EMPTY_ELIGIBILITY: EligibilityValues = {
  minimumAge: '',
  education: [],
  languages: [],
  unsafe: '',
  unsafeClasses: [],
};

/**
 * The fields filled from a posted job, to edit it or post a copy. A job stored before jobs carried eligibility
 * (read as 18 and over) shows 18 with the unsafe-for-minors question unanswered: the admin answers it.
 */
export function eligibilityValuesOf(eligibility: Eligibility | undefined): EligibilityValues {
  if (!eligibility) return { ...EMPTY_ELIGIBILITY, minimumAge: '18' };
  return {
    minimumAge: String(eligibility.minimumAge),
    education: [...eligibility.education],
    languages: [...eligibility.languages],
    unsafe: eligibility.unsafeForMinors.length > 0 ? 'yes' : 'no',
    unsafeClasses: [...eligibility.unsafeForMinors],
  };
}

export type EligibilityField = 'minimumAge' | 'education' | 'languages' | 'unsafe';

export const eligibilityFormMessages = {
  unsafeClasses: 'Please tick the kinds of unsafe work that apply',
} as const;

/**
 * `postJob`'s `eligibility`: work unsafe for minors is 18 and over whatever age was chosen; an unanswered
 * question (or "yes" with nothing ticked) is left out, so the schema refuses it.
 */
export function eligibilityInput(values: EligibilityValues): Record<string, unknown> {
  const unsafe =
    values.unsafe === 'no'
      ? []
      : values.unsafe === 'yes' && values.unsafeClasses.length > 0
        ? values.unsafeClasses
        : undefined;
  const chosen = MINIMUM_AGES.find((age) => String(age) === values.minimumAge);
  return {
    minimumAge: values.unsafe === 'yes' ? 18 : chosen,
    education: values.education,
    languages: values.languages,
    unsafeForMinors: unsafe,
  };
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first error of each eligibility field, from the posting schema's issues under `eligibility`. */
export function eligibilityErrors(
  values: EligibilityValues,
  issues: readonly Issue[],
): Partial<Record<EligibilityField, string>> {
  const errors: Partial<Record<EligibilityField, string>> = {};
  if (values.unsafe === '') errors.unsafe = eligibilityMessages.unsafeForMinors;
  else if (values.unsafe === 'yes' && values.unsafeClasses.length === 0)
    errors.unsafe = eligibilityFormMessages.unsafeClasses;
  for (const issue of issues) {
    if (issue.path[0] !== 'eligibility') continue;
    const path = String(issue.path[1] ?? '');
    const field: EligibilityField | undefined =
      path === 'unsafeForMinors'
        ? 'unsafe'
        : path === 'minimumAge' || path === 'education' || path === 'languages'
          ? path
          : undefined;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
