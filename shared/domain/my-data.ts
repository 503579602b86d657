/**
 * The worker's copy of their data (DPDP Act s.11): what the export leaves out and why, the kinds of
 * personal data a staff read is recorded under (Rule 6), and who processes the data on Earnlearn's behalf.
 * Read by the server (functions/features/my-data) and the browser (the readable page) alike.
 */

export const MY_DATA_FORMAT = 'earnlearn-my-data';
export const MY_DATA_VERSION = 1;

/**
 * Attributes of the worker's items that the export leaves out, each with the reason. Everything else of every
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
  entity: 'the item kind, which the section of the export names',
  ttl: 'when the table deletes the item by itself; docs/privacy.md and the notice state each period',
  codeHash: 'a keyed hash of a live one-time code: never handed out, so the file cannot help guess it',
  LINK: "the hash of the secret in the parent's consent link: it would identify a live link",
  BY_NAME: "a staff member's own personal data; the role and staff id say who moved the application",
  BY_EMAIL: "a staff member's own personal data; the role and staff id say who moved the application",
  USER_IDS:
    "the ids of every applicant read on the same page of a job's applications: the others' are theirs",
};

/** The kinds of a worker's personal data a staff read shows (the access entry's DATA). */
export const ACCESS_DATA_CLASSES = ['profile', 'contacts', 'applications', 'consent', 'documents'] as const;
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
