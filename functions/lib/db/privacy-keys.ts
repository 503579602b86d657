/**
 * The keys of what the table keeps for a worker's rights (consent.ts, worker-records.ts, nominees.ts,
 * grievances.ts, privacy-requests.ts, retention.ts); the shared builders are in `keys.ts`.
 */
import { exactly, ID, type KeyShape, padId, timeOrder, workerPartition } from './keys';

// ---- consent (consent.ts) -----------------------------------------------------------------------------------

/** One record of the consent ledger: under the worker's partition, in time order, never rewritten. */
export const consentRecordKey = (userId: number, at: string, nonce: string) => ({
  pk: `USER#${userId}`,
  sk: `CONSENT#${at}#${nonce}`,
});
export const CONSENT_RECORD_PREFIX = 'CONSENT#';
/** The held accounts, by the moment they are erased if still held: the sweep reads the past ones. */
export const HELD_ACCOUNTS = 'HELD';
export const heldAccountKey = (until: string, userId: number) => ({
  pk: HELD_ACCOUNTS,
  sk: `${until}#${padId(userId)}`,
});
/** A parent's consent link, by the hash of its secret (the secret itself is stored nowhere). */
export const parentLinkKey = (tokenHash: string) => ({ pk: `PARENT_LINK#${tokenHash}`, sk: 'LINK' });

// ---- what was sent to a worker, and staff reads of their data (worker-records.ts) ----------------------------

/** One message sent to the worker (SMS or e-mail): under the worker's partition, in time order, kept a year. */
export const messageRecordKey = (userId: number, at: string, nonce: string) => ({
  pk: workerPartition(userId),
  sk: `${MESSAGE_RECORD_PREFIX}${at}#${nonce}`,
});
export const MESSAGE_RECORD_PREFIX = 'MESSAGE#';
/** One read of the worker's personal data by a staff member (Rule 6): kept a year. */
export const accessEntryKey = (userId: number, at: string, nonce: string) => ({
  pk: workerPartition(userId),
  sk: `${ACCESS_ENTRY_PREFIX}${at}#${nonce}`,
});
export const ACCESS_ENTRY_PREFIX = 'ACCESS#';
/**
 * One page of a job's applications read by staff (Rule 6): under the job, in time order, with the ids of the
 * workers on the page; kept a year. A worker's own applications name the jobs whose pages to read back.
 */
export const pageReadPartition = (jobId: number) => `READS#JOB#${jobId}`;
export const pageReadKey = (jobId: number, at: string, nonce: string) => ({
  pk: pageReadPartition(jobId),
  sk: `${at}#${nonce}`,
});
// ---- the worker's nominee and grievances (nominees.ts, grievances.ts) --------------------------------------

/** The worker's nominee (DPDP s.14): one item beside the account, erased with it. */
export const nomineeKey = (userId: number) => ({ pk: `USER#${userId}`, sk: 'NOMINEE' });

/** The parts of the profile that present the worker (profile-sections.ts): one item beside the account. */
export const profileSectionsKey = (userId: number) => ({ pk: `USER#${userId}`, sk: 'PROFILE_SECTIONS' });

export const GRIEVANCE_PREFIX = 'GRIEVANCE#';
/** One grievance ticket, in the worker's partition; `nonce` is 8 hex digits (its reference is `<id>-<nonce>`). */
export const grievanceKey = (userId: number, nonce: string) => ({
  pk: `USER#${userId}`,
  sk: `${GRIEVANCE_PREFIX}${nonce}`,
});
/** The admin's list of open grievances (gsi1, sparse: removed when a ticket closes), by due date. */
export const OPEN_GRIEVANCES = 'GRIEVANCES#OPEN';
export const openGrievanceKeys = (dueAt: string, reference: string) => ({
  gsi1pk: OPEN_GRIEVANCES,
  gsi1sk: `${dueAt}#${reference}`,
});
const ISO_TIME = '[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z';
export const openGrievanceShape: KeyShape = {
  pk: exactly(`USER#${ID}`),
  sk: /^GRIEVANCE#[0-9a-f]{8}$/,
  sortKey: exactly(`${ISO_TIME}#${ID}-[0-9a-f]{8}`),
};

// ---- data-rights requests, naming no one (privacy-requests.ts) ---------------------------------------------

/** The requests of one day (UTC, `2026-11-27`): the admin's Privacy screen reads the last 30 partitions. */
export const privacyRequestPartition = (day: string) => `PRIVACY_REQUESTS#${day}`;
export const privacyRequestKey = (at: string, kind: string, nonce: string) => ({
  pk: privacyRequestPartition(at.slice(0, 10)),
  sk: `${at}#${kind}#${nonce}`,
});

// ---- erasure and retention (retention.ts) --------------------------------------------------------

/**
 * What the law makes us keep of an erased account: a record under a keyed hash of its id (never the id),
 * with when and why, expiring after a year (docs/privacy.md, Erasure).
 */
export const erasureRecordKey = (subjectHash: string) => ({ pk: `ERASURE#${subjectHash}`, sk: 'RECORD' });

/**
 * The accounts by the month of their last sign-in (gsi3, sparse: only worker accounts carry it), so the
 * retention job reads the months past the inactivity period and never scans.
 */
export const signInMonthPartition = (month: string) => `SIGNED_IN#${month}`;
export const signInIndexKeys = (at: string, userId: number) => ({
  gsi3pk: signInMonthPartition(at.slice(0, 7)),
  gsi3sk: timeOrder(at, userId),
});
/** The first month the sign-in index can hold (migration 0003 and the first recorded sign-ins). */
export const FIRST_SIGN_IN_MONTH = '2026-01';

/**
 * Workers whose documents are kept, by the month their documents' retention clock last moved (gsi2, sparse on
 * the account: set when a document is saved, moved by the retention job to the month of the worker's latest
 * application activity). The job reads the months at least a year old.
 */
export const documentsKeptPartition = (month: string) => `DOCUMENTS_KEPT#${month}`;
export const documentsKeptKeys = (at: string, userId: number) => ({
  gsi2pk: documentsKeptPartition(at.slice(0, 7)),
  gsi2sk: timeOrder(at, userId),
});
