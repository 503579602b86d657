/** The job shapes the worker and admin areas answer with: a job card, a whole job, an application, a search hit. */
import * as z from 'zod/mini';
import { ALL_APPLICATION_STATUS_CODES } from '../domain/codes';
import { VERIFICATION_LEVELS } from '../domain/employer-verification';
import { JOB_SCHEDULES, JOB_STATUSES, JOB_TYPES } from '../domain/job-codes';
import { DURATION_UNITS } from '../domain/job-details';
import { EARNINGS_UNITS } from '../domain/job-earnings';
import { eligibilitySchema } from '../domain/job-eligibility';
import { QUESTION_KINDS } from '../domain/screening-rules';
import { SKILL_CODES } from '../domain/skills';
import { interview } from './interview-shape';

/**
 * A job card's texts in Hindi or Telugu (shared/domain/job-texts.ts): MACHINE is true while they are
 * a machine translation no person edited.
 */
export const cardTexts = z.object({
  TITLE: z.string(),
  LOCATION: z.string(),
  WORK_HOURS: z.string(),
  EARNINGS: z.string(),
  POSITION: z.string(),
  MACHINE: z.boolean(),
  /** True once the English changed after these texts were written: a person should review them. */
  STALE: z.optional(z.boolean()),
});
/** Every text of a job in Hindi or Telugu: the card's and the job page's. */
export const jobTexts = z.extend(cardTexts, {
  DESCRIPTION: z.string(),
  ROLES_AND_RESPONSIBILITIES: z.string(),
  WHAT_YOU_GET: z.string(),
  WHO_CAN_APPLY: z.string(),
});

/** The fields a job card shows (spec: ID, TITLE, EARNINGS, LOCATION, WORK_HOURS, LOGO_LINK, company, date). */
export const jobSummary = z.object({
  ID: z.int(),
  TITLE: z.string(),
  COMPANY_NAME: z.string(),
  LOGO_LINK: z.string(),
  LOCATION: z.string(),
  WORK_FROM_HOME: z.literal([0, 1]),
  WORK_HOURS: z.string(),
  EARNINGS: z.string(),
  POSITION: z.string(),
  POSTED_AT: z.string(),
  /** The card's texts in Hindi and Telugu, where the job has them; English is the fields above. */
  TRANSLATIONS: z.optional(z.object({ hi: z.optional(cardTexts), te: z.optional(cardTexts) })),
  /**
   * The employer's organisation that posted the job itself, and how far Earnlearn has verified it (the badge on
   * cards and the job's page); absent on the jobs Earnlearn's own admins post.
   */
  EMPLOYER: z.optional(z.object({ ID: z.string(), LEVEL: z.enum(VERIFICATION_LEVELS) })),
});
export type JobSummary = z.infer<typeof jobSummary>;

/**
 * Who may take the job (shared/domain/job-eligibility.ts): on the job page and Explore's cards, so the worker is
 * told before applying; absent on a job from before eligibility, which is for adults only.
 */
const eligibilityField = { ELIGIBILITY: z.optional(eligibilitySchema) };

/**
 * A screening question as the worker reads it (shared/domain/screening-rules.ts `AskedQuestion`): what a
 * knock-out accepts is not in it (the object drops `knockOut`), the server alone holds it to the answers.
 */
export const askedQuestion = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  /** A one-choice question's options, in order: the answer is an option's index. */
  options: z.optional(z.array(z.string())),
  /** The text and options in Hindi and Telugu, where the poster wrote them. */
  translations: z.optional(
    z.object({
      hi: z.optional(z.object({ text: z.string(), options: z.optional(z.array(z.string())) })),
      te: z.optional(z.object({ text: z.string(), options: z.optional(z.array(z.string())) })),
    }),
  ),
});

/** A whole job. The last three texts are split into list items at each full stop by the job page. */
export const job = z.extend(jobSummary, {
  ...eligibilityField,
  /** CLOSED once the admin closes the job: its page says so and applying is refused. */
  STATUS: z.optional(z.enum(JOB_STATUSES)),
  DESCRIPTION: z.string(),
  ROLES_AND_RESPONSIBILITIES: z.string(),
  WHAT_YOU_GET: z.string(),
  WHO_CAN_APPLY: z.string(),
  /** Every text in Hindi and Telugu, where the job has them. */
  TRANSLATIONS: z.optional(z.object({ hi: z.optional(jobTexts), te: z.optional(jobTexts) })),
  /** The poster's details (shared/domain/job-details.ts), where the job has them. */
  OPENINGS: z.optional(z.int()),
  /** The last day (IST) the job takes applications; after it the job reads as closed. */
  APPLY_BY: z.optional(z.string()),
  START_DATE: z.optional(z.string()),
  DURATION: z.optional(z.object({ amount: z.int(), unit: z.enum(DURATION_UNITS) })),
  SKILLS: z.optional(z.array(z.enum(SKILL_CODES))),
  PAY: z.optional(z.object({ unit: z.enum(EARNINGS_UNITS), amount: z.int(), upTo: z.optional(z.int()) })),
  /** The questions the worker answers when applying, in order; absent when the job asks none (one-tap apply). */
  QUESTIONS: z.optional(z.array(askedQuestion)),
});
export type Job = z.infer<typeof job>;

/** One of the worker's applications: the job as it was when applied, and where the application stands. */
export const appliedJob = z.extend(jobSummary, {
  /** The pipeline's four, or WITHDRAWN once the worker took it back. */
  STATUS: z.enum(ALL_APPLICATION_STATUS_CODES),
  APPLIED_AT: z.string(),
  /** When the worker withdrew it; absent otherwise. */
  WITHDRAWN_AT: z.optional(z.string()),
  /** The interview proposed while the application is Shortlisted, and the worker's answer. */
  INTERVIEW: z.optional(interview),
});
export type AppliedJob = z.infer<typeof appliedJob>;

/** A job card of a filtered search: the card's fields, and what the filters went by. */
export const searchedJob = z.extend(jobSummary, {
  ...eligibilityField,
  TYPE: z.enum(JOB_TYPES),
  SCHEDULE: z.enum(JOB_SCHEDULES),
  /** The admin's estimate of EARNINGS in whole rupees a month. */
  MONTHLY_EARNINGS: z.int(),
});
export type SearchedJob = z.infer<typeof searchedJob>;
