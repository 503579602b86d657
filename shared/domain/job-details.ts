/**
 * What a poster says of a job beyond its texts: how many people it takes, the last day to apply (the job closes
 * itself after it), when it starts and for how long, the skills it asks for (shared/domain/skills.ts) and its
 * pay in parts (job-earnings.ts). Each is optional in the posting: jobs posted before the form asked for them
 * have none and read as before (no limit stated, open until closed, the EARNINGS text as written).
 */
import * as z from 'zod/mini';
import { isCalendarDate, istParts } from './interviews';
import { paySchema } from './job-earnings';
import { MAX_JOB_SKILLS, SKILL_CODES } from './skills';

export const OPENINGS_MAX = 1000;
export const DURATION_UNITS = ['DAYS', 'WEEKS', 'MONTHS'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DURATION_MAX = 60;

export const jobDetailMessages = {
  openings: `Please enter how many people the job takes, from 1 to ${OPENINGS_MAX}`,
  applyBy: 'Please enter the last day to apply as a date (YYYY-MM-DD)',
  startDate: 'Please enter the start date as a date (YYYY-MM-DD)',
  duration: `Please enter how long the work lasts: 1 to ${DURATION_MAX} days, weeks or months`,
  skills: `Please choose at most ${MAX_JOB_SKILLS} skills from the list, each once`,
} as const;

const date = (message: string) =>
  z.string({ error: message }).check(z.refine(isCalendarDate, { error: message }));

/** The posting's fields of these details (spread into jobPostingSchema, so the edit takes them too). */
export const jobDetailsShape = {
  openings: z.optional(
    z
      .int({ error: jobDetailMessages.openings })
      .check(
        z.minimum(1, { error: jobDetailMessages.openings }),
        z.maximum(OPENINGS_MAX, { error: jobDetailMessages.openings }),
      ),
  ),
  /** The last day (IST) the job takes applications. */
  applyBy: z.optional(date(jobDetailMessages.applyBy)),
  startDate: z.optional(date(jobDetailMessages.startDate)),
  duration: z.optional(
    z.strictObject(
      {
        amount: z
          .int({ error: jobDetailMessages.duration })
          .check(
            z.minimum(1, { error: jobDetailMessages.duration }),
            z.maximum(DURATION_MAX, { error: jobDetailMessages.duration }),
          ),
        unit: z.enum(DURATION_UNITS, { error: jobDetailMessages.duration }),
      },
      { error: jobDetailMessages.duration },
    ),
  ),
  skills: z.optional(
    z
      .array(z.enum(SKILL_CODES, { error: jobDetailMessages.skills }), { error: jobDetailMessages.skills })
      .check(
        z.maxLength(MAX_JOB_SKILLS, { error: jobDetailMessages.skills }),
        z.refine((list) => new Set(list).size === list.length, { error: jobDetailMessages.skills }),
      ),
  ),
  /** The pay in parts; when given, the server writes EARNINGS (every language's) from it. */
  pay: z.optional(paySchema),
};

/**
 * A stored job's optional fields (these details, the pay in parts, the translations): an edit that leaves one
 * out removes it. Any other attribute of a job (one a later feature or migration writes) is never removed by
 * an edit that does not send it.
 */
export const CLEARABLE_JOB_FIELDS = [
  'OPENINGS',
  'APPLY_BY',
  'START_DATE',
  'DURATION',
  'SKILLS',
  'PAY',
  'TRANSLATIONS',
  // The screening questions (shared/domain/screening.ts): an edit without them asks nothing any more.
  'QUESTIONS',
  // The rule hits acknowledged: an edit no rule holds for removes the last one's.
  'RULE_CHECK',
] as const;

/** The IST calendar day of an instant (YYYY-MM-DD). */
export function istDay(now: Date): string {
  return istParts(now.getTime()).date;
}

/** Whether a job with this apply-by date (none: open until closed) still takes applications on `now`'s IST day. */
export function takesApplications(applyBy: string | undefined, now: Date): boolean {
  return applyBy === undefined || applyBy >= istDay(now);
}

/** schema.org `validThrough`: the end of the apply-by day in IST. */
export function validThrough(applyBy: string): string {
  return `${applyBy}T23:59:59+05:30`;
}

const DURATION_WORDS: Record<DurationUnit, [string, string]> = {
  DAYS: ['day', 'days'],
  WEEKS: ['week', 'weeks'],
  MONTHS: ['month', 'months'],
};

/** "3 months", "1 week". */
export function durationText(duration: { amount: number; unit: DurationUnit }): string {
  const [one, many] = DURATION_WORDS[duration.unit];
  return `${duration.amount} ${duration.amount === 1 ? one : many}`;
}
