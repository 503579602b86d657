/**
 * The applicant in view: HR and OPS open one application and see who applied (the
 * worker's registered details, documents by short-lived links, their other applications), the application's
 * move history and the staff's notes on it, and add a note. Part of the internal area (internal.ts re-exports
 * this module), kept apart so that the area's module stays a list of the spec's endpoints.
 */
import * as z from 'zod/mini';
import { noteTextSchema } from '../domain/application-notes';
import { ALL_APPLICATION_STATUS_CODES, EDUCATION_CODES, GENDER_CODES, LANGUAGES } from '../domain/codes';
import { AGE_BANDS, PARENT_CONSENT_STATES } from '../domain/job-eligibility';
import { idParamSchema, idSchema } from '../domain/rules';
import { applicationReview } from './admin';
import { applicationNote } from './application-notes';
import { defineEndpoint } from './contract';
import { profileSections } from './profile-sections';
import { UPLOAD_KINDS } from './worker';

/**
 * What decides for HR, from the worker's account as it is now (shared/domain/job-eligibility.ts
 * `applicantFacts`): the age band today in IST, never the date of birth; for a minor, the parent's consent.
 */
export const applicantFacts = z.object({
  AGE_BAND: z.enum(AGE_BANDS),
  EDUCATION_LEVEL: z.union([z.enum(EDUCATION_CODES), z.literal('')]),
  LANGUAGES: z.array(z.enum(LANGUAGES)),
  PARENT_CONSENT: z.optional(z.enum(PARENT_CONSENT_STATES)),
});

/**
 * How the applicant fits the job, from their profile now and the job (decision 611, `matchSummary`): the job's
 * skills they list out of how many it asks, the same city or a preferred place, work from home, a preferred
 * type, their hours a week and whether the schedule fits them. Absent when they saved no profile sections.
 */
export const matchSummary = z.object({
  skills: z.optional(z.object({ count: z.int(), of: z.int() })),
  city: z.optional(z.literal(true)),
  place: z.optional(z.literal(true)),
  remote: z.optional(z.literal(true)),
  type: z.optional(z.literal(true)),
  hoursPerWeek: z.optional(z.int()),
  hoursFit: z.optional(z.boolean()),
});

/** The worker as registered now (not the copy the application keeps): LOCATION is the district's name. */
export const applicantDetails = z.extend(applicantFacts, {
  NAME: z.string(),
  EMAIL: z.string(),
  MOBILE_NUMBER: z.string(),
  GENDER: z.union([z.literal(GENDER_CODES), z.null()]),
  LOCATION: z.string(),
  COLLEGE_NAME: z.string(),
  VERIFIED: z.literal([0, 1]),
  ACTIVE: z.literal([0, 1]),
});

/** A document the worker uploaded: a link that works for a few minutes (until EXPIRES_AT, ISO 8601). */
export const applicantDocument = z.object({
  KIND: z.enum(UPLOAD_KINDS),
  LINK: z.string(),
  EXPIRES_AT: z.string(),
});

/** Another application of the same worker, as the panel lists it. */
export const otherApplication = z.object({
  ID: z.int(),
  TITLE: z.string(),
  COMPANY_NAME: z.string(),
  STATUS: z.enum(ALL_APPLICATION_STATUS_CODES),
  APPLIED_AT: z.string(),
});

/** How many of the worker's other applications the panel shows: the latest. */
export const OTHER_APPLICATIONS_SHOWN = 20;

export const applicationDetails = z.object({
  /** The job's id. */
  ID: z.int(),
  USER_ID: z.int(),
  TITLE: z.string(),
  COMPANY_NAME: z.string(),
  POSITION: z.string(),
  STATUS: z.enum(ALL_APPLICATION_STATUS_CODES),
  APPLIED_AT: z.string(),
  REVIEWED_AT: z.optional(z.string()),
  APPLICANT: applicantDetails,
  /**
   * The applicant's skills, work and projects and the rest of what presents them (decision 580), as saved
   * now (absent when none were saved): seen only through an application, by whoever may open it.
   */
  SECTIONS: z.optional(profileSections),
  MATCH: z.optional(matchSummary),
  DOCUMENTS: z.array(applicantDocument),
  /**
   * The answers to the job's screening questions when applying, in order (the question's text as it was then);
   * KNOCK_OUT marks a knock-out, which the answer passed (one that fails it is refused). Absent when none asked.
   */
  ANSWERS: z.optional(
    z.array(z.object({ QUESTION: z.string(), ANSWER: z.string(), KNOCK_OUT: z.optional(z.literal(true)) })),
  ),
  /** The worker's cover note, when they wrote one. */
  COVER_NOTE: z.optional(z.string()),
  /** Who moved the application through the pipeline, and when, oldest first. */
  REVIEWS: z.array(applicationReview),
  /** The staff's notes, newest first. */
  NOTES: z.array(applicationNote),
  /** The worker's other applications, newest first, at most OTHER_APPLICATIONS_SHOWN. */
  OTHER_APPLICATIONS: z.array(otherApplication),
  /** Whether the worker has more other applications than those shown. */
  MORE_APPLICATIONS: z.boolean(),
});
export type ApplicationDetails = z.infer<typeof applicationDetails>;

export const getApplicationDetails = defineEndpoint({
  name: 'getApplicationDetails',
  // readWrite: an unverified employer's open counted against its day (decision 540); batchWrite: the access
  // entry of this read (Rule 6); documentLinks: the documents' short links.
  uses: { table: 'readWrite', batchWrite: true, uploads: 'documentLinks' },
  method: 'GET',
  area: 'internal',
  caller: 'hiring',
  summary:
    "One application in full for HR and OPS (any job) or the job's employer (without documents or other applications): the worker's details, skills and experience, documents, answers to the screening questions and cover note, other applications, moves and notes. 404 for an unknown application, and for a job the caller may not work on; 409 (code) past an unverified employer's applicants a day.",
  input: z.strictObject({ id: idParamSchema, userId: idParamSchema }),
  output: z.object({ data: applicationDetails }),
});

export const addApplicationNote = defineEndpoint({
  name: 'addApplicationNote',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'internal',
  caller: 'hiring',
  summary:
    "A reviewer's note on an application (1 to 1000 characters), with its author and time; the notes newest first. 404 for a job the caller may not work on.",
  input: z.strictObject({ id: idSchema, userId: idSchema, text: noteTextSchema }),
  output: z.object({ success: z.boolean(), NOTE: applicationNote, NOTES: z.array(applicationNote) }),
});
