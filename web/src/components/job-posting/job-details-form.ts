/**
 * The posting form's details beyond the texts: openings, the last day to apply, the start date and how long
 * the work lasts, and the skills asked for. Each is optional; what is left empty is not sent.
 */
import { DURATION_UNITS, type DurationUnit } from '#shared/domain/job-details';
import type { SkillCode } from '#shared/domain/skills';

export interface JobDetailValues {
  /** Whole number as typed, '' when not stated. */
  openings: string;
  /** YYYY-MM-DD, '' when the job is open until closed. */
  applyBy: string;
  startDate: string;
  /** Whole number as typed, with its unit; '' when not stated. */
  durationAmount: string;
  durationUnit: DurationUnit | '';
  skills: SkillCode[];
}

export const EMPTY_DETAILS: JobDetailValues = {
  openings: '',
  applyBy: '',
  startDate: '',
  durationAmount: '',
  durationUnit: '',
  skills: [],
};

export const DETAIL_LABELS = {
  openings: 'Openings (optional)',
  applyBy: 'Apply by (optional: the job closes itself after this day)',
  startDate: 'Start date (optional)',
  duration: 'Duration (optional)',
  skills: 'Skills (optional)',
} as const;

export const durationUnitLabels: Record<DurationUnit, string> = {
  DAYS: 'days',
  WEEKS: 'weeks',
  MONTHS: 'months',
};

const whole = (text: string) => (/^[0-9]{1,6}$/.test(text.trim()) ? Number(text.trim()) : text.trim());

/**
 * The details as postJob takes them: a text that is not a whole number is sent as it is, so the schema's
 * message names the field.
 */
export function detailsInput(
  values: JobDetailValues,
): Record<'openings' | 'applyBy' | 'startDate' | 'duration' | 'skills', unknown> {
  const duration =
    values.durationAmount.trim() === '' && values.durationUnit === ''
      ? undefined
      : { amount: whole(values.durationAmount), unit: values.durationUnit || undefined };
  return {
    openings: values.openings.trim() === '' ? undefined : whole(values.openings),
    applyBy: values.applyBy || undefined,
    startDate: values.startDate || undefined,
    duration,
    skills: values.skills.length > 0 ? values.skills : undefined,
  };
}

export { DURATION_UNITS };

const DETAIL_FIELDS = ['openings', 'applyBy', 'startDate', 'duration', 'skills'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

/** The first message of each detail among the schema's issues. */
export function detailErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {};
  for (const issue of issues) {
    const field = DETAIL_FIELDS.find((known) => known === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
