/**
 * Who may take a job: its minimum age, the education levels it accepts, the languages the work is done in,
 * and whether it is unsafe for a worker under 18. One rule for the posting form, the server (applyJob, job
 * alerts) and the worker's screens (Explore Jobs, the job page), so they never disagree. Pure: the clock is
 * passed in.
 *
 * The "unsafe for minors" classes follow the Child and Adolescent Labour (Prohibition and Regulation) Act 1986
 * as amended in 2016: an adolescent (14 to 17) may not work in the hazardous occupations and processes of its
 * Schedule, and their hours and night work are limited. The poster must answer it for every job; any class
 * ticked makes the job 18 and over. The mapping of classes to the Act is a draft for a lawyer to review.
 * This module adds the zod schema to the rule itself (job-eligibility-rules.ts, which it re-exports).
 */
import * as z from 'zod/mini';
import { EDUCATION_CODES, LANGUAGES } from './codes';
import { type Eligibility, MINIMUM_AGES, UNSAFE_FOR_MINORS } from './job-eligibility-rules';
import { ADULT_AGE_YEARS } from './privacy';

export * from './job-eligibility-rules';

export const eligibilityMessages = {
  minimumAge: 'Please choose the minimum age: 14, 16 or 18 and over',
  unsafeForMinors: 'Please say whether the work is unsafe for workers under 18',
  unsafeNeedsAdult: 'Work that is unsafe for workers under 18 needs a minimum age of 18',
  education: 'Please choose education levels from the list',
  languages: 'Please choose languages from the list',
} as const;

/**
 * A job's eligibility (`Eligibility`, job-eligibility-rules.ts) as `postJob` takes it and the job keeps it:
 * `unsafeForMinors` is required (the form asks it for every job), and any kind ticked needs 18 and over.
 */
export const eligibilitySchema: z.ZodMiniType<Eligibility> = z
  .strictObject({
    minimumAge: z.literal(MINIMUM_AGES, { error: eligibilityMessages.minimumAge }),
    education: z.array(z.enum(EDUCATION_CODES, { error: eligibilityMessages.education })),
    languages: z.array(z.enum(LANGUAGES, { error: eligibilityMessages.languages })),
    unsafeForMinors: z.array(z.enum(UNSAFE_FOR_MINORS, { error: eligibilityMessages.unsafeForMinors }), {
      error: eligibilityMessages.unsafeForMinors,
    }),
  })
  .check(
    z.refine((value) => value.unsafeForMinors.length === 0 || value.minimumAge === ADULT_AGE_YEARS, {
      error: eligibilityMessages.unsafeNeedsAdult,
      path: ['minimumAge'],
    }),
  );
