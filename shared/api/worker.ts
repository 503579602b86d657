/**
 * The worker area's endpoints (handlers in functions/worker/): sign-in and registration, the profile and its
 * documents, then the jobs a worker explores and applies to.
 */
import * as z from 'zod/mini';
import { EDUCATION_CODES, GENDER_CODES, SITE_LANGUAGES } from '../domain/codes';
import { jobSearchFilters } from '../domain/job-search';
import { RELAXATION_KINDS } from '../domain/job-search-relax';
import { nearFilter, nearWithoutCity } from '../domain/near';
import {
  citySchema,
  collegeWhenNeeded,
  dobSchema,
  educationSchema,
  genderSchema,
  languagesSchema,
  mobileNumberSchema,
  nameSchema,
  optionalCollegeNameSchema,
  otpSchema,
  registrationDetailsSchema,
} from '../domain/rules';
import { DOCUMENT_UPLOAD_TYPES } from '../domain/upload-types';
import { nextCursor, noInput, pageQuery, successOutput, uploadContentType, uploadForm } from './common';
import { defineEndpoint } from './contract';
import { searchedJob } from './job-shapes';
import { idTokenSchema, workerSessionOutput } from './phone-sign-in';
import { profileSections } from './profile-sections';
import { storedResume } from './resume';

/** The worker's side of an application's thread (issue 39): kept in application-threads.ts. */
export {
  getApplicationThread,
  muteApplicationThread,
  reportApplicationMessage,
  sendApplicationMessage,
  translateApplicationMessage,
} from './application-threads';
/** The worker's own erasure, kept in erasure.ts. */
export * from './erasure';
/** The worker's answer to an interview and its calendar file: kept in interviews.ts. */
export { answerInterview, getInterviewCalendar } from './interviews';
/** Job alerts: kept in job-alerts.ts. */
export * from './job-alerts';
/** A worker reports a job: kept in job-reports.ts with the admin's queue. */
export { reportJob } from './job-reports';
/**
 * The jobs a worker lists, opens and applies to: one module each, so a handler's bundle carries its own
 * contract and not the area's (the schemas are built at import, which a bundler cannot drop).
 */
export { applyJob } from './jobs/apply-job';
export { getAllJobs } from './jobs/get-all-jobs';
export { getAppliedJobs } from './jobs/get-applied-jobs';
export { getJobById } from './jobs/get-job-by-id';
/** The worker's copy of their data: kept in my-data.ts. */
export * from './my-data';
/** The worker's notifications, the bell in the header: kept in notifications.ts. */
export * from './notifications';
/** Signing in with a mobile number, and linking Google later: kept in phone-sign-in.ts. */
export { linkGoogleAccount, startPhoneSignIn, verifyPhoneSignIn } from './phone-sign-in';
/** The worker's consent and a parent's consent for a minor: part of this area, kept in privacy.ts. */
export * from './privacy';
/** The parts of the profile that present the worker: kept in profile-sections.ts. */
export { updateProfileSections } from './profile-sections';
export * from './public-employer';
/** A job's public page: kept in public-job.ts. */
export * from './public-job';
/** The public jobs list (issue 40), kept in public-jobs.ts. */
export * from './public-jobs';
/** The worker's Web Push devices (issue 40): kept in push.ts. */
export * from './push';
/** The jobs picked for the worker on My Office (issue 38 item 5): kept in recommendations.ts. */
export { getRecommendedJobs } from './recommendations';
/** The worker's PDF resume: kept in resume.ts. */
export * from './resume';
/** The worker's nominee and grievances: part of this area, kept in rights.ts. */
export * from './rights';
/** Saved jobs and withdrawing an application: kept in saved-and-withdrawn.ts. */
export * from './saved-and-withdrawn';

/**
 * Sign-in takes the Google ID token, never an e-mail: the server reads the e-mail and the account key (`sub`)
 * from the verified token.
 */
export const loginOrRegister = defineEndpoint({
  name: 'loginOrRegister',
  uses: { table: 'readWrite', googleSignIn: true },
  method: 'POST',
  area: 'worker',
  caller: 'public',
  summary: 'Exchange a Google ID token for a session token; `register` is true until registration is done.',
  input: z.strictObject({ idToken: idTokenSchema }),
  output: workerSessionOutput,
});

/** Not in the spec: remembers on the account the language the worker chose for the screens. */
export const setLanguage = defineEndpoint({
  name: 'setLanguage',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  whileHeld: true,
  summary: "Remember the signed-in worker's language for the screens (en, hi or te).",
  input: z.strictObject({
    language: z.enum(SITE_LANGUAGES, { error: 'language must be one of en, hi, te' }),
  }),
  output: successOutput,
});

/** Not in the spec: the worker's Signout ends the session on the server too, not only in the browser. */
export const signOut = defineEndpoint({
  name: 'signOut',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  whileHeld: true,
  endsSessions: true,
  summary: "End every session of the signed-in worker's account (Signout).",
  input: noInput,
  output: successOutput,
});

export const registerDetails = defineEndpoint({
  name: 'registerDetails',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: "Save the signed-in worker's personal details (step 1 of registration).",
  input: z.strictObject(registrationDetailsSchema.def.shape).check(collegeWhenNeeded),
  output: successOutput,
});

export const registerMobileNumber = defineEndpoint({
  name: 'registerMobileNumber',
  uses: { table: 'readWrite', sms: true },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Send a one-time code by SMS to the mobile number to verify (step 2).',
  input: z.strictObject({ number: mobileNumberSchema }),
  output: successOutput,
});

export const validateOTP = defineEndpoint({
  name: 'validateOTP',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Check the one-time code; success marks the mobile number verified (step 3).',
  input: z.strictObject({ otp: otpSchema }),
  output: z.object({
    success: z.boolean(),
    /** After a wrong code (added beside the spec's `success`): how many more codes may be tried. */
    triesLeft: z.optional(z.int()),
  }),
});

export const resendOTP = defineEndpoint({
  name: 'resendOTP',
  uses: { table: 'readWrite', sms: true },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Send a new one-time code to the number being verified.',
  input: z.strictObject({ number: mobileNumberSchema }),
  output: successOutput,
});

/** The two documents of a worker's profile: the PAN card and the student ID card (JPEG, PNG or PDF). */
export const DOCUMENT_KINDS = ['panCard', 'idCard'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** What a worker may upload: the profile's documents and a resume (a PDF, kept with saveResume: resume.ts). */
export const UPLOAD_KINDS = [...DOCUMENT_KINDS, 'resume'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The profile as read (spec section 3). PANCARD_LOCATION and ID_CARD_LOCATION are short-lived signed links
 * to the documents, or empty; PANCARD_KEY and ID_CARD_KEY are the stored keys, which `updateProfile` takes
 * back unchanged to keep a document.
 */
export const profile = z.object({
  NAME: z.string(),
  MOBILE_NUMBER: z.string(),
  EMAIL: z.string(),
  GENDER: z.union([z.literal(GENDER_CODES), z.null()]),
  DOB: z.string(),
  LANGUAGES: z.string(),
  LOCATION: z.string(),
  EDUCATION_LEVEL: z.union([z.enum(EDUCATION_CODES), z.literal('')]),
  COLLEGE_NAME: z.string(),
  PANCARD_LOCATION: z.string(),
  ID_CARD_LOCATION: z.string(),
  PANCARD_KEY: z.string(),
  ID_CARD_KEY: z.string(),
  /** Not in the spec: the worker's PDF resume (saveResume), absent when there is none. */
  RESUME: z.optional(storedResume),
});
export type Profile = z.infer<typeof profile>;

export const getProfile = defineEndpoint({
  name: 'getProfile',
  uses: { table: 'read', uploads: 'documentLinks' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: "The signed-in worker's profile, and beside it the parts that present them (`sections`).",
  input: noInput,
  output: z.object({
    data: profile,
    /**
     * Not in the spec: skills, work and projects, and the rest updateProfileSections saves (decision 580);
     * absent until first saved.
     */
    sections: z.optional(profileSections),
  }),
});

/**
 * Not in the spec, which leaves the upload handler empty: the browser tells the file's type from its first bytes,
 * asks for a presigned POST for that type, sends the file straight to storage (the policy allows only that type,
 * up to 2 MB), then passes the returned `key` to `updateProfile` (or `saveResume`), which checks the stored
 * object's first bytes again before saving it (decision 570).
 */
export const createDocumentUpload = defineEndpoint({
  name: 'createDocumentUpload',
  uses: { table: 'read', uploads: 'documentForm' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    'A presigned form for uploading a document (PAN card or student ID: JPEG, PNG or PDF; a resume: PDF) straight to storage.',
  input: z.strictObject({
    document: z.enum(UPLOAD_KINDS, { error: 'document must be panCard, idCard or resume' }),
    contentType: uploadContentType(
      DOCUMENT_UPLOAD_TYPES,
      'contentType must be image/jpeg, image/png or application/pdf',
    ),
  }),
  output: z.object({ data: uploadForm }),
});

/**
 * A document field of `updateProfile`: the key from `createDocumentUpload` for a new file, the stored key
 * (PANCARD_KEY / ID_CARD_KEY) to keep the current one, or empty for none.
 */
const documentKey = z
  .string({ error: 'must be the key of an uploaded file' })
  .check(z.maxLength(512, { error: 'must be the key of an uploaded file' }));

export const profileUpdateSchema = z
  .strictObject({
    /**
     * Not in the spec's fields (the right to correct, DPDP s.12): the name, as registration step 1
     * takes it. Optional, so a caller of the spec's eight fields keeps the name as it is.
     */
    name: z.optional(nameSchema),
    gender: genderSchema,
    dob: dobSchema,
    languages: languagesSchema,
    cityName: citySchema,
    education: educationSchema,
    /** Needed only at a level with a college (graduation on, decision 565); not kept below it. */
    collegeName: optionalCollegeNameSchema,
    panCardLocation: documentKey,
    idCardLocation: documentKey,
  })
  .check(collegeWhenNeeded);

export const updateProfile = defineEndpoint({
  name: 'updateProfile',
  uses: { table: 'readWrite', uploads: 'keepDocuments' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: "Update the signed-in worker's profile.",
  input: profileUpdateSchema,
  output: successOutput,
});

/**
 * Not in the spec: Explore Jobs' search and filters (shared/domain/job-search.ts has the parameters, which are
 * also the page's URL query) and near me (`near`, shared/domain/near.ts: by distance, decision 620). A page may
 * hold fewer than `limit` jobs, even none, and still a cursor: each call reads a bounded number of jobs, and the
 * cursor goes on from there.
 */
export const searchJobs = defineEndpoint({
  name: 'searchJobs',
  uses: { table: 'read' },
  method: 'GET',
  area: 'worker',
  caller: 'worker',
  summary: 'Open jobs matching text and filters, newest or highest earnings first, a page at a time.',
  input: z.strictObject({ ...pageQuery, ...jobSearchFilters, ...nearFilter }).check(nearWithoutCity),
  output: z.object({
    /** With `near`: each job's distance in whole km from there (0: in the district asked for). */
    data: z.array(z.extend(searchedJob, { DISTANCE_KM: z.optional(z.int()) })),
    cursor: nextCursor,
    /** The district the worker registered with ('' if none): Explore Jobs offers it as "near me". */
    homeCity: z.string(),
    /**
     * With `near`: the district it stands for (the nearest to a point) and how far the search reaches; the list
     * ends there (decision 620).
     */
    near: z.optional(z.object({ city: z.string(), radiusKm: z.int() })),
    /**
     * On a first page that found nothing, the nearest relaxation that finds jobs
     * (shared/domain/job-search-relax.ts) and how many (`more`: at least that many).
     */
    relaxation: z.optional(
      z.object({ kind: z.enum(RELAXATION_KINDS), count: z.number(), more: z.boolean() }),
    ),
  }),
});

/**
 * Not in the spec (the right to correct, DPDP s.12): changing the verified mobile number. The new
 * number gets a one-time code (the registration code's rules and limits, features/otp); the old number stays
 * the account's until `confirmNumberChange` checks the code and swaps the two in one transaction.
 */
export const requestNumberChange = defineEndpoint({
  name: 'requestNumberChange',
  uses: { table: 'readWrite', sms: true },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary: 'Send a one-time code by SMS to a new mobile number for the signed-in worker (change of number).',
  input: z.strictObject({ number: mobileNumberSchema }),
  output: successOutput,
});

export const confirmNumberChange = defineEndpoint({
  name: 'confirmNumberChange',
  uses: { table: 'readWrite' },
  method: 'POST',
  area: 'worker',
  caller: 'worker',
  summary:
    "Check the code sent to the new number; success makes it the account's number in place of the old.",
  input: z.strictObject({ otp: otpSchema }),
  output: z.object({
    success: z.boolean(),
    /** The new number, once it is the account's (success). */
    number: z.optional(z.string()),
    /** After a wrong code: how many more codes may be tried before a new code is needed. */
    triesLeft: z.optional(z.int()),
  }),
});
