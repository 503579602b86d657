/**
 * The worker's copy of their data (DPDP Act s.11): what the export leaves out and why, the kinds of
 * personal data a staff read is recorded under (Rule 6), and who processes the data on Earnlearn's behalf.
 * Read by the server (functions/features/my-data) and the browser (the readable page) alike.
 */

export const MY_DATA_FORMAT = 'earnlearn-my-data';
/** 2: readable field names (`readableField`), internal fields left out (decision 560). */
export const MY_DATA_VERSION = 2;

/**
 * Attributes of the worker's items that the export leaves out, each with the reason (decision 560). Everything else of every
 * item keyed to the worker is in it (test/functions/api/my-data-export.test.ts reads the table to prove it).
 */
export const LEFT_OUT_OF_EXPORT: Readonly<Record<string, string>> = {
  pk: 'the table key: it repeats the account id and the item kind the export already names',
  sk: 'the table key: it repeats the item kind, time or job id the export already gives',
  gsi1pk: "an index key: it repeats the job id or the list's name",
  gsi1sk: 'an index key: it repeats the status, time and ids given beside it',
  gsi2pk: 'an index key: it repeats the account id',
  gsi2sk: 'an index key: it repeats the application time and job id',
  gsi3pk: 'an index key (job lists only)',
  gsi3sk: 'an index key (job lists only)',
  gsi4pk: "an index key: it repeats the job id and the knock-outs' key given beside it",
  gsi4sk: 'an index key: it repeats the status, time and ids given beside it',
  entity: 'the item kind, which the section of the export names',
  ttl: 'when the table deletes the item by itself; docs/privacy.md and the notice state each period',
  codeHash: 'a keyed hash of a live one-time code: never handed out, so the file cannot help guess it',
  LINK: "the hash of the secret in the parent's consent link: it would identify a live link",
  BY_NAME: "a staff member's own personal data; the role and staff id say who moved the application",
  BY_EMAIL: "a staff member's own personal data; the role and staff id say who moved the application",
  USER_IDS:
    "the ids of every applicant read on the same page of a job's applications: the others' are theirs",
  searchWords:
    'the words of the name, e-mail, number, city and college above, as the admin search indexes them',
  FIND_TERMS:
    "the words of the name, e-mail, number and city, the answers and the skills above, as the job's search indexes them",
  PANCARD_KEY: "where the PAN card's file is stored: the documents section gives the file itself, as a link",
  ID_CARD_KEY:
    "where the student ID's file is stored: the documents section gives the file itself, as a link",
  RESUME_KEY:
    'where the resume is stored: the file gives its name and when it was saved (resumeFileName, resumeSavedAt)',
  TOKEN_VERSION: 'a counter of sign-outs that ends older sessions: it says nothing about the worker',
  SAVED_JOBS: 'the count of the saved jobs the file lists one by one',
  JOB_ALERT_COUNT: 'the count of the job alerts the file lists one by one',
  PUSH_DEVICES_VERSION:
    'a counter of changes to the notification devices the file lists: it says nothing about the worker',
  USER_ID: 'the account id again, which the file gives once at its top (accountId)',
  REPLY_RECORD_OF: "which reply-time record the application is counted in (Earnlearn's or an employer's)",
};

/**
 * The export's name of a stored attribute kept in it (decision 560): one a person reads, in English, and never
 * the table's. A name not listed reads as itself in camelCase (`COMPANY_NAME` -> `companyName`); a name already
 * in lower case (an OTP's `wrongTries`) stays.
 */
export const READABLE_NAMES: Readonly<Record<string, string>> = {
  ID: 'id',
  DOB: 'dateOfBirth',
  LOCATION: 'city',
  APPLICANT_LOCATION: 'yourCityWhenApplying',
  GOOGLE_SUB: 'googleAccountId',
  MOBILE: 'mobileNumber',
  VERIFIED: 'mobileNumberVerified',
  REGISTERED: 'registrationDone',
  ACTIVE: 'accountActive',
  PRIVACY_STATE: 'consentState',
  HELD_UNTIL: 'erasedIfNoConsentBy',
  ERASURE_NOTICE_AT: 'inactivityNoticeSentAt',
  SMS_UPDATES: 'smsUpdatesConsent',
  JOB_ALERTS: 'jobAlertsConsent',
  WHATSAPP_UPDATES: 'whatsAppConsent',
  PUSH_UPDATES: 'notificationsConsent',
  PUSH_DEVICES: 'notificationDevices',
  ENDPOINT: 'pushServiceAddress',
  P256DH: 'encryptionKey',
  AUTH: 'encryptionSecret',
  PARENT: 'parentOrGuardian',
  SENDS: 'linkSentAtTimes',
  REVIEWS: 'statusChanges',
  NOTES: 'staffNotes',
  BY_TYPE: 'byRole',
  BY_ORG_ID: 'byOrganisationId',
  BY_ORG_NAME: 'byOrganisation',
  WHAT: 'readThrough',
  DATA: 'dataRead',
  LOGO_LINK: 'companyLogo',
  ABOUT: 'aboutMe',
  SECTIONS_SAVED_AT: 'savedAt',
  ANSWERS: 'screeningAnswers',
  KNOCK_OUTS_PASSED: 'passedKnockOutsOfQuestionSet',
  RESUME_NAME: 'resumeFileName',
  RESUME_AT: 'resumeSavedAt',
};

/** Attributes held as 0 or 1: the export says true or false. */
const FLAGS = new Set(['ACTIVE', 'VERIFIED', 'REGISTERED', 'WORK_FROM_HOME']);

const camelCase = (name: string) =>
  name.toLowerCase().replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * A stored attribute as the export gives it: its readable name and value, or undefined when the export leaves
 * it out (`LEFT_OUT_OF_EXPORT`). The value's own attributes are the caller's to name (`readableItem`).
 */
export function readableField(name: string, value: unknown): [string, unknown] | undefined {
  if (Object.hasOwn(LEFT_OUT_OF_EXPORT, name)) return undefined;
  const readable = READABLE_NAMES[name] ?? (/^[A-Z][A-Z0-9_]*$/.test(name) ? camelCase(name) : name);
  return [readable, FLAGS.has(name) && (value === 0 || value === 1) ? value === 1 : value];
}

/** `value` with every attribute, at any depth, as `readableField` gives it (a set as an array). */
export function readableItem(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readableItem);
  if (value instanceof Set) return [...value].map(readableItem);
  if (value === null || typeof value !== 'object') return value;
  const fields: [string, unknown][] = [];
  for (const [name, inner] of Object.entries(value)) {
    const field = readableField(name, inner);
    if (field) fields.push([field[0], readableItem(field[1])]);
  }
  return Object.fromEntries(fields);
}

/** The export's name of each kind of item outside the sections (`otherRecords`), by its table kind. */
export const READABLE_RECORDS: Readonly<Record<string, string>> = {
  OTP: 'pendingCode',
  SAVED: 'savedJob',
  ALERT: 'jobAlert',
  NOTIFICATION: 'notification',
  JOBREPORT: 'jobReport',
  REPORTDAY: 'jobReportsToday',
  NOMINEE: 'nominee',
  PROFILE_SECTIONS: 'profileSections',
  GRIEVANCE: 'concern',
  GOOGLE_IDENTITY: 'googleSignIn',
  MOBILE_OWNER: 'mobileNumberClaim',
  MOBILE_SENDS: 'codeSendTimes',
  MOBILE_SIGNIN: 'signInCode',
  MOBILE_LINK_SENDS: 'parentLinkSendTimes',
  THREAD: 'applicationThreadEntry',
};

/** The kinds of a worker's personal data a staff read shows (the access entry's DATA). */
export const ACCESS_DATA_CLASSES = [
  'profile',
  'contacts',
  'applications',
  'consent',
  'documents',
  'resume',
  'messages',
] as const;
export type AccessDataClass = (typeof ACCESS_DATA_CLASSES)[number];

/** The processors: who handles the worker's data for Earnlearn (the notice names them too). */
export const PROCESSORS = [
  {
    id: 'aws',
    name: 'Amazon Web Services (AWS)',
    role: 'hosting, storage, SMS sending (Amazon SNS), e-mail (Amazon SES)',
    data: 'everything in this file',
  },
  { id: 'google', name: 'Google', role: 'sign-in with Google', data: 'name, e-mail, Google account id' },
  {
    id: 'smsRoute',
    name: 'Indian telecom operators (DLT SMS route)',
    role: 'delivering SMS to the phone',
    data: 'mobile number and the text of each SMS',
  },
] as const;
export type ProcessorId = (typeof PROCESSORS)[number]['id'];

/** What each hiring company applied to received: the applicant's contact fields as they were when applying. */
export const SHARED_WITH_COMPANIES = ['NAME', 'EMAIL', 'MOBILE_NUMBER', 'APPLICANT_LOCATION'] as const;
