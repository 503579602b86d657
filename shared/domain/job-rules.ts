/**
 * What a posted job must hold: the fields a job card and the job page show (spec sections 2 and 3). The same
 * schema validates the admin's form in the browser and the request on the server.
 */
import * as z from 'zod/mini';
import { JOB_SCHEDULES, JOB_TYPES } from './job-codes';
import { jobDetailsShape } from './job-details';
import { eligibilitySchema } from './job-eligibility';
import { citySchema, plainText } from './rules';
import { screeningQuestionsSchema } from './screening';

export * from './job-codes';

export const JOB_TITLE_MAX_LENGTH = 120;
export const JOB_SHORT_TEXT_MAX_LENGTH = 80;
export const JOB_LONG_TEXT_MAX_LENGTH = 4000;

/**
 * The most a month's earnings may be (₹ 1 crore): the MONTHLY_EARNINGS field is the admin's estimate in whole
 * rupees a month of the free-text EARNINGS ("₹600 a day"), which the minimum-earnings filter and the
 * earnings sort use.
 */
export const MONTHLY_EARNINGS_MAX = 10_000_000;

export const jobMessages = {
  title: 'Please enter the job title',
  companyName: 'Please enter the company name',
  logo: 'Please upload the company logo (png)',
  location: 'Please select a city',
  workFromHome: 'Please choose whether work from home is available',
  workHours: 'Please enter the work hours',
  earnings: 'Please enter the earnings',
  position: 'Please enter the position',
  description: 'Please enter a description',
  rolesAndResponsibilities: 'Please enter the roles and responsibilities',
  whatYouGet: 'Please enter what the worker gets',
  whoCanApply: 'Please enter who can apply',
  type: 'Please choose internship, job or gig',
  schedule: 'Please choose part-time or full-time',
  monthlyEarnings: `Please enter the earnings a month in whole rupees, from 0 to ${MONTHLY_EARNINGS_MAX}`,
} as const;

/** A required text field; `label` names it in the plain-text messages (rules.ts). */
function text(message: string, max: number, label: string, lines: 'oneLine' | 'multiLine' = 'oneLine') {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `must be at most ${max} characters` }),
      ...plainText(label, { multiLine: lines === 'multiLine' }),
    );
}

/**
 * A job's texts in Hindi or Telugu as the admin writes them: all of them, with the same rules as the
 * English ones; a language left out gets a machine draft when the job is posted (on AWS).
 */
export const jobTranslationSchema = z.strictObject({
  title: text(jobMessages.title, JOB_TITLE_MAX_LENGTH, 'Title'),
  location: text('Please enter the city', JOB_SHORT_TEXT_MAX_LENGTH, 'City'),
  workHours: text(jobMessages.workHours, JOB_SHORT_TEXT_MAX_LENGTH, 'Work hours'),
  earnings: text(jobMessages.earnings, JOB_SHORT_TEXT_MAX_LENGTH, 'Earnings'),
  position: text(jobMessages.position, JOB_SHORT_TEXT_MAX_LENGTH, 'Position'),
  description: text(jobMessages.description, JOB_LONG_TEXT_MAX_LENGTH, 'Description', 'multiLine'),
  rolesAndResponsibilities: text(
    jobMessages.rolesAndResponsibilities,
    JOB_LONG_TEXT_MAX_LENGTH,
    'Roles and responsibilities',
    'multiLine',
  ),
  whatYouGet: text(jobMessages.whatYouGet, JOB_LONG_TEXT_MAX_LENGTH, 'What you get', 'multiLine'),
  whoCanApply: text(jobMessages.whoCanApply, JOB_LONG_TEXT_MAX_LENGTH, 'Who can apply', 'multiLine'),
});
export type JobTranslationPosting = z.infer<typeof jobTranslationSchema>;

export const jobPostingSchema = z.strictObject({
  title: text(jobMessages.title, JOB_TITLE_MAX_LENGTH, 'Title'),
  companyName: text(jobMessages.companyName, JOB_SHORT_TEXT_MAX_LENGTH, 'Company name'),
  /** The key `createLogoUpload` answered, once the png is uploaded. */
  logo: text(jobMessages.logo, 512, 'Logo'),
  location: citySchema,
  workFromHome: z.literal([0, 1], { error: jobMessages.workFromHome }),
  workHours: text(jobMessages.workHours, JOB_SHORT_TEXT_MAX_LENGTH, 'Work hours'),
  earnings: text(jobMessages.earnings, JOB_SHORT_TEXT_MAX_LENGTH, 'Earnings'),
  position: text(jobMessages.position, JOB_SHORT_TEXT_MAX_LENGTH, 'Position'),
  description: text(jobMessages.description, JOB_LONG_TEXT_MAX_LENGTH, 'Description', 'multiLine'),
  rolesAndResponsibilities: text(
    jobMessages.rolesAndResponsibilities,
    JOB_LONG_TEXT_MAX_LENGTH,
    'Roles and responsibilities',
    'multiLine',
  ),
  whatYouGet: text(jobMessages.whatYouGet, JOB_LONG_TEXT_MAX_LENGTH, 'What you get', 'multiLine'),
  whoCanApply: text(jobMessages.whoCanApply, JOB_LONG_TEXT_MAX_LENGTH, 'Who can apply', 'multiLine'),
  type: z.enum(JOB_TYPES, { error: jobMessages.type }),
  schedule: z.enum(JOB_SCHEDULES, { error: jobMessages.schedule }),
  monthlyEarnings: z
    .int({ error: jobMessages.monthlyEarnings })
    .check(
      z.minimum(0, { error: jobMessages.monthlyEarnings }),
      z.maximum(MONTHLY_EARNINGS_MAX, { error: jobMessages.monthlyEarnings }),
    ),
  ...jobDetailsShape,
  /** Who may take the job: minimum age, education, languages, and the poster's answer on work unsafe for minors. */
  eligibility: eligibilitySchema,
  /** The texts in Hindi and Telugu a person wrote (optional, each language whole). */
  translations: z.optional(
    z.strictObject({ hi: z.optional(jobTranslationSchema), te: z.optional(jobTranslationSchema) }),
  ),
  /** Up to five screening questions the worker answers when applying, each optionally a knock-out (screening.ts). */
  questions: z.optional(screeningQuestionsSchema),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;
