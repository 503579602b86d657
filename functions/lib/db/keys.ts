/**
 * Every key value of the one table (`table.ts`), built here and in the two files beside it (`staff-keys.ts`: the
 * staff's accounts and log-ins; `privacy-keys.ts`: consent, records, grievances, retention) and nowhere else:
 * the entity modules, the bench's seeder and its bare handlers all call these builders. The module is pure (no client, no
 * configuration), so a script can import it without being configured as a function.
 *
 * Lists carry the shape of their keys beside their builders: a cursor sent back by a client is checked against
 * it (`cursor.ts`) before it reaches DynamoDB.
 */
import { APPLICATION_STATUS_CODES, type ApplicationStatus } from '#shared/domain/codes';
import { JOB_TYPES, type JobType } from '#shared/domain/job-codes';

/** Zero-padded ids sort as numbers inside string sort keys (ids have at most 12 digits). */
export function padId(id: number): string {
  return String(id).padStart(12, '0');
}

/** `<ISO time>#<padded id>`: the sort key of every "newest first" list. */
export function timeOrder(at: string, id: number): string {
  return `${at}#${padId(id)}`;
}

/** What the keys of the items a list returns look like: the table key and the index's sort key. */
export interface KeyShape {
  pk: RegExp;
  sk: RegExp;
  sortKey: RegExp;
}

export const ID = '[1-9][0-9]{0,11}';
export const TIME_ORDER = '[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z#[0-9]{12}';
export const exactly = (pattern: string) => new RegExp(`^(?:${pattern})$`);

// ---- jobs (jobs.ts) -----------------------------------------------------------------------------------------

export const OPEN_JOBS = 'JOBS#OPEN';
export const ALL_JOBS = 'JOBS';

export const jobKey = (id: number) => ({ pk: `JOB#${id}`, sk: 'JOB' });

/** A job's place in the open list (gsi1): set while it is open, removed when it closes. */
export function openJobKeys(job: { ID: number; POSTED_AT: string }) {
  return { gsi1pk: OPEN_JOBS, gsi1sk: timeOrder(job.POSTED_AT, job.ID) };
}

/**
 * The keys of a job item: its own, the open list's while it is open (gsi1, sparse) and the list of all (gsi2). An
 * employer's job is listed under its organisation by an item of its own (`organisationJobKey`, decision 520).
 */
export function jobItemKeys(job: { ID: number; POSTED_AT: string; STATUS: 'OPEN' | 'CLOSED' }) {
  return {
    ...jobKey(job.ID),
    entity: 'JOB',
    ...(job.STATUS === 'OPEN' ? openJobKeys(job) : {}),
    gsi2pk: ALL_JOBS,
    gsi2sk: timeOrder(job.POSTED_AT, job.ID),
  };
}

/** One edit of a job, in the job's partition: newest last by the time of the edit and the version it made. */
export const JOB_EDIT_PREFIX = 'EDIT#';
export const jobEditKey = (jobId: number, at: string, version: number) => ({
  pk: `JOB#${jobId}`,
  sk: `${JOB_EDIT_PREFIX}${at}#${padId(version)}`,
});

export const jobShape: KeyShape = { pk: exactly(`JOB#${ID}`), sk: /^JOB$/, sortKey: exactly(TIME_ORDER) };

/**
 * The admin's moderation queue (gsi3, sparse: only a job in review has these keys), oldest submission first.
 * The job item uses gsi3 for nothing else (its listing items do, under their own partitions).
 */
export const JOBS_IN_REVIEW = 'JOBS#INREVIEW';
export const inReviewJobKeys = (jobId: number, submittedAt: string) => ({
  gsi3pk: JOBS_IN_REVIEW,
  gsi3sk: timeOrder(submittedAt, jobId),
});
/** The queue's items are job items sorted by a time order, as the lists of jobs are. */
export const inReviewJobShape: KeyShape = jobShape;

/** One moderation decision on a job (its audit trail), in the job's partition, in time order. */
export const JOB_MODERATION_PREFIX = 'MODERATION#';
export const jobModerationKey = (jobId: number, at: string) => ({
  pk: `JOB#${jobId}`,
  sk: `${JOB_MODERATION_PREFIX}${at}`,
});

// ---- the workers' job search (job-listings.ts) --------------------------------------------------------------

/**
 * The lists a filtered search reads (one partition each): every open job, the open jobs of a city, the open
 * jobs that can be done from home, those of a city that can, the open jobs of a type (internship, job, gig)
 * and of a type in a city, and the open jobs whose title, company or position has a word.
 */
export type ListingList =
  | { kind: 'ALL' }
  | { kind: 'WFH' }
  | { kind: 'CITY'; city: string }
  | { kind: 'CITY_WFH'; city: string }
  | { kind: 'TYPE'; type: JobType }
  | { kind: 'CITY_TYPE'; city: string; type: JobType }
  | { kind: 'WORD'; word: string };

export function listingPartition(list: ListingList): string {
  switch (list.kind) {
    case 'ALL':
      return 'JOBLIST#ALL';
    case 'WFH':
      return 'JOBLIST#WFH';
    case 'CITY':
      return `JOBLIST#CITY#${list.city}`;
    case 'CITY_WFH':
      return `JOBLIST#CITY#${list.city}#WFH`;
    case 'TYPE':
      return `JOBLIST#TYPE#${list.type}`;
    case 'CITY_TYPE':
      return `JOBLIST#CITY#${list.city}#TYPE#${list.type}`;
    case 'WORD':
      return `JOBLIST#WORD#${list.word}`;
  }
}

/** Monthly earnings take 8 digits (MONTHLY_EARNINGS_MAX is ₹1 crore), so they sort as numbers in a string. */
export const EARNINGS_DIGITS = 8;

/** `<padded monthly earnings>#<ISO time>#<padded id>`: the sort key of the "highest earnings first" lists. */
export function earningsOrder(monthlyEarnings: number, at: string, id: number): string {
  return `${String(monthlyEarnings).padStart(EARNINGS_DIGITS, '0')}#${timeOrder(at, id)}`;
}

/**
 * The keys of a job's listing item in one list: newest first by the table's sort key, highest earnings first
 * by gsi3's (the same partition).
 */
export function listingItemKeys(
  partition: string,
  job: { ID: number; POSTED_AT: string; MONTHLY_EARNINGS: number },
) {
  return {
    pk: partition,
    sk: timeOrder(job.POSTED_AT, job.ID),
    entity: 'JOB_LISTING',
    gsi3pk: partition,
    gsi3sk: earningsOrder(job.MONTHLY_EARNINGS, job.POSTED_AT, job.ID),
  };
}

const JOB_TYPE = `(?:${JOB_TYPES.join('|')})`;
const LISTING_PARTITION = `JOBLIST#(?:ALL|WFH|TYPE#${JOB_TYPE}|CITY#[^#]{1,60}(?:#WFH|#TYPE#${JOB_TYPE})?|WORD#[\\p{L}\\p{M}\\p{N}]{1,40})`;
const EARNINGS_ORDER = `[0-9]{${EARNINGS_DIGITS}}#${TIME_ORDER}`;
/** A list read newest first (the table's keys). */
export const listingShape: KeyShape = {
  pk: new RegExp(`^${LISTING_PARTITION}$`, 'u'),
  sk: exactly(TIME_ORDER),
  sortKey: exactly(TIME_ORDER),
};
/** A list read highest earnings first (gsi3). */
export const listingByEarningsShape: KeyShape = { ...listingShape, sortKey: exactly(EARNINGS_ORDER) };

// ---- worker accounts (users.ts) -----------------------------------------------------------------------------

export const userKey = (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

/** The keys of a worker account: its own and the list of students, newest first (gsi1). */
export const userItemKeys = (id: number, createdAt: string) => ({
  ...userKey(id),
  entity: 'USER',
  gsi1pk: 'USERS',
  gsi1sk: timeOrder(createdAt, id),
});
/** The students, newest first (gsi1). */
export const userShape: KeyShape = {
  pk: exactly(`USER#${ID}`),
  sk: /^PROFILE$/,
  sortKey: exactly(TIME_ORDER),
};
export const googleIdentityKey = (sub: string) => ({ pk: `GOOGLE#${sub}`, sk: 'IDENTITY' });
export const mobileOwnerKey = (number: string) => ({ pk: `MOBILE#${number}`, sk: 'OWNER' });

// ---- the students' search index (student-search.ts) -------------------------------------------------------

/** A word's partition: its first character, so a prefix is looked up in one partition. */
export function studentWordPartition(word: string): string {
  return `SEARCH#STUDENTS#${String.fromCodePoint(word.codePointAt(0) ?? 0)}`;
}

/** One word of one student; the sort key orders by word, then by id. */
export const studentWordKey = (word: string, userId: number) => ({
  pk: studentWordPartition(word),
  sk: `${word}#${padId(userId)}`,
});

/** The index item of one word of one student. */
export const studentWordItem = (word: string, userId: number) => ({
  ...studentWordKey(word, userId),
  entity: 'WORD',
  userId,
});

/**
 * A bound after every sort key that starts with `prefix`, so `sk BETWEEN prefix AND studentWordsEnd(prefix)`
 * reads the words starting with it: keys compare by UTF-8 bytes, and what follows the prefix in a key
 * (letters, digits, `#`) is always below U+10FFFF, the highest code point.
 */
export const studentWordsEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/** Words are letters and digits (shared/domain/student-search.ts), so `#` ends a word. */
const WORD_ORDER = '[\\p{L}\\p{N}]{1,40}#[0-9]{12}';
export const studentWordShape: KeyShape = {
  pk: /^SEARCH#STUDENTS#[\p{L}\p{N}]$/u,
  sk: new RegExp(`^${WORD_ORDER}$`, 'u'),
  sortKey: new RegExp(`^${WORD_ORDER}$`, 'u'),
};

// ---- applications (applications.ts) ------------------------------------------------------------------------

export const APPLICATION_PREFIX = 'APPLICATION#';
export const applicationKey = (userId: number, jobId: number) => ({
  pk: `USER#${userId}`,
  sk: `${APPLICATION_PREFIX}${padId(jobId)}`,
});
export const applicantPartition = (userId: number) => `APPLICANT#${userId}`;
/** The gsi1 partition of one job's applications, sorted by status, then first come first served. */
export const jobApplicationsPartition = (jobId: number) => `JOB#${jobId}#APPLICATIONS`;
export const jobApplicationsOrder = (status: ApplicationStatus, appliedAt: string, userId: number) =>
  `${status}#${timeOrder(appliedAt, userId)}`;

/**
 * The gsi4 partition of a job's applications that passed every knock-out of the job's questions as they were
 * (`knockOutKey`, shared/domain/screening-rules.ts): sparse, sorted as gsi1, so the filter is one Query.
 */
export const passedKnockOutsPartition = (jobId: number, knockOutKey: string) =>
  `JOB#${jobId}#PASSED#${knockOutKey}`;

/**
 * The keys of an application: its own, the job's applications by status (gsi1), the worker's (gsi2), and when it
 * passed the job's knock-outs, the job's list of those (gsi4, the same sort key as gsi1).
 */
export function applicationItemKeys(application: {
  USER_ID: number;
  ID: number;
  STATUS: ApplicationStatus;
  APPLIED_AT: string;
  KNOCK_OUTS_PASSED?: string | undefined;
}) {
  const { USER_ID: userId, ID: jobId, STATUS: status, APPLIED_AT: appliedAt } = application;
  const order = jobApplicationsOrder(status, appliedAt, userId);
  const passed = application.KNOCK_OUTS_PASSED;
  return {
    ...applicationKey(userId, jobId),
    entity: 'APPLICATION',
    gsi1pk: jobApplicationsPartition(jobId),
    gsi1sk: order,
    gsi2pk: applicantPartition(userId),
    gsi2sk: timeOrder(appliedAt, jobId),
    ...(passed === undefined ? {} : { gsi4pk: passedKnockOutsPartition(jobId, passed), gsi4sk: order }),
  };
}

/**
 * The index items an application is found by within its job (decision 610), one per term
 * (shared/domain/application-terms.ts): a word's partition is its first character, an answer's its question, the
 * skills one of their own, so each lookup is a range of one partition. The sort key orders by the term's value,
 * then oldest first as the job's list.
 */
export function applicationTermPartition(jobId: number, term: string): string {
  const [kind = '', value = ''] = term.split('#');
  if (kind === 'W') return `JOB#${jobId}#FIND#W#${String.fromCodePoint(value.codePointAt(0) ?? 0)}`;
  if (kind === 'A') return `JOB#${jobId}#FIND#A#${value}`;
  return `JOB#${jobId}#FIND#${kind}`;
}

/** The part of a term its partition's sort keys start with: the word, the answer's value, the skill's code. */
export function applicationTermValue(term: string): string {
  const parts = term.split('#');
  return parts[0] === 'A' ? (parts[2] ?? '') : (parts[1] ?? '');
}

export const applicationTermKey = (
  jobId: number,
  term: string,
  application: { APPLIED_AT: string; USER_ID: number },
) => ({
  pk: applicationTermPartition(jobId, term),
  sk: `${applicationTermValue(term)}#${timeOrder(application.APPLIED_AT, application.USER_ID)}`,
});

/** The index item of one term of one application: the applicant's id finds the application. */
export const applicationTermItem = (
  jobId: number,
  term: string,
  application: { APPLIED_AT: string; USER_ID: number },
) => ({
  ...applicationTermKey(jobId, term, application),
  entity: 'APPLICATION_TERM',
  USER_ID: application.USER_ID,
});

const TERM_ORDER = `[\\p{L}\\p{N}_]{1,40}#${TIME_ORDER}`;
export const applicationTermShape: KeyShape = {
  pk: new RegExp(`^JOB#${ID}#FIND#(?:W#[\\p{L}\\p{N}]|A#[A-Za-z0-9]{1,12}|S)$`, 'u'),
  sk: new RegExp(`^${TERM_ORDER}$`, 'u'),
  sortKey: new RegExp(`^${TERM_ORDER}$`, 'u'),
};

/** A job's applications of one status (a begins_with on the status), oldest first (gsi1). */
export const jobApplicationShape: KeyShape = {
  pk: exactly(`USER#${ID}`),
  sk: /^APPLICATION#[0-9]{12}$/,
  sortKey: exactly(`(?:${APPLICATION_STATUS_CODES.join('|')})#${TIME_ORDER}`),
};

/** The worker's applications, newest first (gsi2). */
export const applicantShape: KeyShape = {
  pk: exactly(`USER#${ID}`),
  sk: /^APPLICATION#[0-9]{12}$/,
  sortKey: exactly(TIME_ORDER),
};

// ---- saved jobs (saved-jobs.ts) -------------------------------------------------------------------

/** A job the worker saved: in the worker's partition (exported and erased with it), one per job. */
export const SAVED_JOB_PREFIX = 'SAVED#';
export const savedJobKey = (userId: number, jobId: number) => ({
  pk: workerPartition(userId),
  sk: `${SAVED_JOB_PREFIX}${padId(jobId)}`,
});

// ---- reports of jobs (job-reports.ts) -------------------------------------------------------------------

/**
 * A worker's report of a job: in the worker's partition (exported and erased with it), one per job; also on the
 * job's list of reports (gsi2, oldest first), where the admin reads the texts.
 */
export const JOB_REPORT_PREFIX = 'JOBREPORT#';
export const jobReportKey = (userId: number, jobId: number) => ({
  pk: workerPartition(userId),
  sk: `${JOB_REPORT_PREFIX}${padId(jobId)}`,
});
export const jobReportsPartition = (jobId: number) => `JOBREPORTS#${jobId}`;
export const jobReportListKeys = (jobId: number, at: string, userId: number) => ({
  gsi2pk: jobReportsPartition(jobId),
  gsi2sk: timeOrder(at, userId),
});
/** The reports a worker made in a UTC day (`2026-12-02`), every job together. */
export const jobReportDayKey = (userId: number, day: string) => ({
  pk: workerPartition(userId),
  sk: `REPORTDAY#${day}`,
});
/** A worker's report of an employer itself (from its page): in the worker's partition, one per employer. */
export const employerReportKey = (userId: number, organisationId: string) => ({
  pk: workerPartition(userId),
  sk: `EMPLOYERREPORT#${organisationId}`,
});
/** A job's reports since its last review, counted, in the job's partition. */
export const jobReportCountKey = (jobId: number) => ({ pk: `JOB#${jobId}`, sk: 'REPORTS' });
/**
 * The reports of an employer's jobs, every job of it together, in the organisation's partition: counts only
 * (no reporter's id), for the admin's view of the employer.
 */
export const employerReportCountKey = (organisationId: string) => ({
  pk: `ORG#${organisationId}`,
  sk: 'REPORTS',
});
/** The admin's queue of reported jobs (gsi1, sparse: removed at the review), oldest first report first. */
export const REPORTED_JOBS = 'JOBS#REPORTED';
export const reportedJobKeys = (jobId: number, firstAt: string) => ({
  gsi1pk: REPORTED_JOBS,
  gsi1sk: timeOrder(firstAt, jobId),
});
export const reportedJobShape: KeyShape = {
  pk: exactly(`JOB#${ID}`),
  sk: /^REPORTS$/,
  sortKey: exactly(TIME_ORDER),
};
/** The audit trail of the reviews of a job's reports, in the job's partition, in time order. */
export const jobReportReviewKey = (jobId: number, at: string) => ({
  pk: `JOB#${jobId}`,
  sk: `REPORTREVIEW#${at}`,
});

// ---- employers' reply records (reply-records.ts) -------------------------------------------------------------

/**
 * Whose reply record a job counts in: its organisation's (its id), or Earnlearn's own for the jobs its admins
 * post.
 */
export const EARNLEARN_EMPLOYER = 'earnlearn';
/**
 * Every application and first reply adds to one month item of its employer; the month is spread over a few
 * shards (by job id) so that many applications at once do not all contend for one item in their transactions.
 */
export const REPLY_RECORD_SHARDS = 8;
export const replyMonthKey = (employer: string, month: string, jobId: number) => ({
  pk: `REPLIES#${employer}`,
  sk: `MONTH#${month}#${jobId % REPLY_RECORD_SHARDS}`,
});

// ---- application threads (application-threads.ts) ----------------------------------------------------------

/**
 * One entry of an application's thread (a message or a system entry), in the worker's partition (exported and
 * erased with it): the thread is its own sort-key range, `THREAD#<padded job id>#`, in time order.
 */
export const THREAD_PREFIX = 'THREAD#';
export const threadPrefix = (jobId: number) => `${THREAD_PREFIX}${padId(jobId)}#`;
/** `id` is `<ISO time>#<8 hex digits>` (shared/domain/application-threads.ts, MESSAGE_ID_PATTERN). */
export const threadEntryKey = (userId: number, jobId: number, id: string) => ({
  pk: `USER#${userId}`,
  sk: `${threadPrefix(jobId)}${id}`,
});
/** The keys of a thread's entries, which a cursor of its pages must have. */
export const threadEntryShape: KeyShape = {
  pk: exactly(`USER#${ID}`),
  sk: exactly(
    `THREAD#[0-9]{12}#[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z#[0-9a-f]{8}`,
  ),
  sortKey: exactly(
    `THREAD#[0-9]{12}#[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z#[0-9a-f]{8}`,
  ),
};

/**
 * The staff's review of thread messages (issue 39, decision 603): a held or reported hiring side's message has
 * these keys on its own entry (gsi2, sparse: only an entry waiting for a decision has them; thread entries use
 * gsi2 for nothing else), newest first. The entry stays in the worker's partition, so erasing the account takes
 * it off the queue too.
 */
export const MESSAGES_IN_REVIEW = 'MESSAGES#REVIEW';
export const messageReviewKeys = (userId: number, jobId: number, id: string, at: string) => ({
  gsi2pk: MESSAGES_IN_REVIEW,
  gsi2sk: `${at}#${padId(userId)}#${padId(jobId)}#${id}`,
});
/** The queue's items are thread entries; the index sort key is the time it came in, the worker, job and id. */
export const messageReviewShape: KeyShape = {
  ...threadEntryShape,
  sortKey: exactly(
    `[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z#[0-9]{12}#[0-9]{12}#[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z#[0-9a-f]{8}`,
  ),
};
/**
 * The due-list of unread-message SMS (decision 605): one item a message the worker may read, sorted by the
 * message's time, read oldest first by the scheduled job up to a cutoff (now less the delay) and deleted as it
 * goes. Its own partition, not an index: the application item uses all four (gsi1 to gsi4).
 */
export const THREAD_NUDGES = 'THREADS#NUDGE';
export const threadNudgeKey = (at: string, userId: number, jobId: number) => ({
  pk: THREAD_NUDGES,
  sk: `${at}#${padId(userId)}#${padId(jobId)}`,
});
/**
 * The threads of ended applications (Selected, Rejected, Withdrawn: final), sorted by when they ended, which the
 * daily retention job erases a year after (decision 608). Its own partition, as the due-list above.
 */
export const ENDED_THREADS = 'THREADS#ENDED';
export const endedThreadKey = (endedAt: string, userId: number, jobId: number) => ({
  pk: ENDED_THREADS,
  sk: `${endedAt}#${padId(userId)}#${padId(jobId)}`,
});
/**
 * The items outside the worker's partition that name one of their applications, for the erasure: its thread's
 * due SMS (decision 605) and, once ended (a final move's time, or the withdrawal's), its place on the threads'
 * retention list (decision 608).
 */
export function listedKeysOf(application: Record<string, unknown>): { pk: string; sk: string }[] {
  const userId = Number(application.USER_ID);
  const jobId = Number(application.ID);
  const {
    STATUS: status,
    REVIEWED_AT: reviewed,
    WITHDRAWN_AT: withdrawn,
    THREAD_NUDGE_AT: due,
  } = application;
  const endedAt =
    (status === 'SELECTED' || status === 'REJECTED') && typeof reviewed === 'string'
      ? reviewed
      : status === 'WITHDRAWN' && typeof withdrawn === 'string'
        ? withdrawn
        : undefined;
  return [
    ...(typeof due === 'string' ? [threadNudgeKey(due, userId, jobId)] : []),
    ...(endedAt ? [endedThreadKey(endedAt, userId, jobId)] : []),
  ];
}

/** The audit trail of the staff's decisions on a job's thread messages, in the job's partition, in time order. */
export const messageReviewAuditKey = (jobId: number, at: string, userId: number) => ({
  pk: `JOB#${jobId}`,
  sk: `MESSAGEREVIEW#${at}#${padId(userId)}`,
});

// ---- the worker's notifications (notifications.ts) ---------------------------------------------------

/** One notification (the bell): in the worker's partition (exported and erased with it), in time order. */
export const NOTIFICATION_PREFIX = 'NOTIFICATION#';
/** `id` is `<ISO time>#<8 hex digits>` (shared/domain/notifications.ts, NOTIFICATION_ID_PATTERN). */
export const notificationKey = (userId: number, id: string) => ({
  pk: workerPartition(userId),
  sk: `${NOTIFICATION_PREFIX}${id}`,
});

// ---- interviews (interviews.ts) ---------------------------------------------------------------------

/**
 * An interview lives on its application (`INTERVIEW`, under the worker's partition: exported and erased with
 * it). The application also carries its place in the interviews of its IST day (gsi3, sparse), which the
 * day-before reminder reads: `<startsAt>#<padded userId>#<padded jobId>`, in time order.
 */
export const interviewDayPartition = (istDate: string) => `INTERVIEWS#${istDate}`;
export const interviewDayKeys = (istDate: string, startsAt: string, userId: number, jobId: number) => ({
  gsi3pk: interviewDayPartition(istDate),
  gsi3sk: `${startsAt}#${padId(userId)}#${padId(jobId)}`,
});

// ---- one-time codes (otps.ts) -------------------------------------------------------------------------------

export const pendingCodeKey = (accountId: number) => ({ pk: `USER#${accountId}`, sk: 'OTP' });
export const numberSendsKey = (number: string) => ({ pk: `MOBILE#${number}`, sk: 'SENDS' });
/** Parents' consent links sent to a number (consent.ts): the same limits as codes, counted apart. */
export const numberLinkSendsKey = (number: string) => ({ pk: `MOBILE#${number}`, sk: 'LINK_SENDS' });
/**
 * The sign-in code pending for a number (phone-sign-in.ts): in the number's partition beside its owner item and
 * send log, so an erasure of the account that owns the number takes it too (worker-records.ts, linkedItems).
 */
export const phoneSignInCodeKey = (number: string) => ({ pk: `MOBILE#${number}`, sk: 'SIGNIN' });

/** Every item of a worker's own partition: the account, its pending code, consent records, applications. */
export const workerPartition = (userId: number) => `USER#${userId}`;

// ---- SMS counts (sms-counts.ts) -----------------------------------------------------------------------------

/** The SMS parts sent in one calendar month (UTC), `2026-11`: every purpose, what the spend limit pays for. */
export const smsMonthKey = (month: string) => ({ pk: `SMS_SENT#${month}`, sk: 'MONTH' });

/** The status SMS one worker got on one day (UTC), `2026-11-27`. */
export const statusSmsDayKey = (userId: number, day: string) => ({
  pk: `STATUS_SMS#${userId}`,
  sk: `DAY#${day}`,
});

// ---- breach notices (breach-notices.ts) ---------------------------------------------------------------------

/** One channel's notice of one incident to one worker: `BR-20261127-1`, 57, `sms`. */
export const breachNoticeKey = (reference: string, userId: number, channel: 'sms' | 'email') => ({
  pk: `BREACH#${reference}`,
  sk: `NOTICE#${userId}#${channel}`,
});

// ---- which purpose each SMS was sent for (sms-messages.ts) ------------------------------------------------------

/** The purpose of the SMS SNS answered `messageId` for: its delivery record names the id only. */
export const smsMessageKey = (messageId: string) => ({ pk: `SMS_MESSAGE#${messageId}`, sk: 'PURPOSE' });

// ---- caps on who makes us send (caps.ts) ---------------------------------------------------------------------

/**
 * One cap's count for one subject in one window: `name` the cap (`smsIdentity`, `signUpAddress`, ...), `subject`
 * a keyed hash or an address (never a raw number or identity), `window` the clock hour or UTC day.
 */
export const capCountKey = (name: string, subject: string, window: string) => ({
  pk: `CAP#${name}#${subject}`,
  sk: window,
});

/** The children (keyed hashes of their Google identities) who named one parent's number (hashed). */
export const parentNumberKey = (numberHash: string) => ({
  pk: `PARENT_NUMBER#${numberHash}`,
  sk: 'CHILDREN',
});

// ---- counters and dashboard counts (counters.ts, stats.ts) --------------------------------------------------

export type CountedEntity = 'JOB' | 'USER' | 'STAFF' | 'EMPLOYER';
export const counterKey = (entity: CountedEntity) => ({ pk: 'COUNTER', sk: entity });
export const dashboardKey = { pk: 'STATS', sk: 'DASHBOARD' } as const;

// ---- job alerts (job-alerts.ts) ---------------------------------------------------------------------

/** A worker's job alert: in the worker's partition (exported and erased with it). */
export const JOB_ALERT_PREFIX = 'ALERT#';
export const jobAlertKey = (userId: number, alertId: string) => ({
  pk: workerPartition(userId),
  sk: `${JOB_ALERT_PREFIX}${alertId}`,
});
/**
 * The alerts the daily digest reads (gsi1, one partition per city chosen, and one for the alerts without a city
 * or with work from home, which any new job may match): the run reads only the partitions of the cities that
 * had new jobs, and the `ANY` one.
 */
export const ANY_CITY_ALERTS = 'ALERTS#ANY';
export const jobAlertIndexPartition = (city: string | undefined) =>
  city === undefined ? ANY_CITY_ALERTS : `ALERTS#CITY#${city}`;
export const jobAlertIndexKeys = (partition: string, userId: number, alertId: string) => ({
  gsi1pk: partition,
  gsi1sk: `${padId(userId)}#${alertId}`,
});
/** A digest SMS's short link (digest-links.ts): in the worker's partition, exported and erased with it. */
export const DIGEST_LINK_PREFIX = 'ALERTLINK#';
export const digestLinkKey = (userId: number, secret: string) => ({
  pk: workerPartition(userId),
  sk: `${DIGEST_LINK_PREFIX}${secret}`,
});
/** That the worker got (or is getting) the digest of one IST day: at most one a day, by a conditional put. */
export const ALERT_DIGEST_PREFIX = 'ALERTDIGEST#';
export const alertDigestDayKey = (userId: number, day: string) => ({
  pk: workerPartition(userId),
  sk: `${ALERT_DIGEST_PREFIX}${day}`,
});

// ---- calls to the public endpoints (public-calls.ts) -------------------------------------------------------

/** One source address's calls to one public endpoint in one fixed window. */
export const publicCallsKey = (endpoint: string, address: string, window: number) => ({
  pk: `PUBLIC_CALLS#${endpoint}#${address}`,
  sk: `WINDOW#${window}`,
});

// ---- employers: their people's accounts, sign-in codes, organisations and teams (employers.ts, organisations.ts)

export const employerKey = (id: number) => ({ pk: `EMPLOYER#${id}`, sk: 'PROFILE' });
/** Every item about one employer e-mail: the account it owns, its sign-in code, the invitations to it. */
export const employerEmailPartition = (email: string) => `EMPLOYER_EMAIL#${email.toLowerCase()}`;
export const employerEmailKey = (email: string) => ({ pk: employerEmailPartition(email), sk: 'OWNER' });
export const employerCodeKey = (email: string) => ({ pk: employerEmailPartition(email), sk: 'CODE' });
export const EMPLOYER_INVITATION_PREFIX = 'INVITE#';
/** An invitation as its invitee's e-mail finds it (its organisation keeps the other copy, `organisationInviteKey`). */
export const employerInvitationKey = (email: string, organisationId: string) => ({
  pk: employerEmailPartition(email),
  sk: `${EMPLOYER_INVITATION_PREFIX}${organisationId}`,
});

/** An organisation id: 16 url-safe random characters, so ids say nothing of how many there are. */
export const ORGANISATION_ID = '[A-Za-z0-9_-]{16}';
export const ALL_ORGANISATIONS = 'ORGS';
export const organisationPartition = (organisationId: string) => `ORG#${organisationId}`;
export const organisationKey = (organisationId: string) => ({
  pk: organisationPartition(organisationId),
  sk: 'ORG',
});
/** An organisation and its place in the admin's list of every organisation, newest first (gsi1). */
export const organisationItemKeys = (organisationId: string, createdAt: string) => ({
  ...organisationKey(organisationId),
  entity: 'ORGANISATION',
  gsi1pk: ALL_ORGANISATIONS,
  gsi1sk: `${createdAt}#${organisationId}`,
});
export const MEMBER_PREFIX = 'MEMBER#';
export const memberKey = (organisationId: string, employerId: number) => ({
  pk: organisationPartition(organisationId),
  sk: `${MEMBER_PREFIX}${padId(employerId)}`,
});
export const ORGANISATION_INVITE_PREFIX = 'INVITE#';
export const organisationInviteKey = (organisationId: string, email: string) => ({
  pk: organisationPartition(organisationId),
  sk: `${ORGANISATION_INVITE_PREFIX}${email.toLowerCase()}`,
});

/** The organisation's count of jobs live or in review (ACTIVE), apart from the organisation item's own writes. */
export const organisationJobCountKey = (organisationId: string) => ({
  pk: organisationPartition(organisationId),
  sk: 'JOB_COUNT',
});
/** The jobs an organisation created on an IST day (COUNT), for its daily limit. */
export const organisationPostingsKey = (organisationId: string, istDay: string) => ({
  pk: organisationPartition(organisationId),
  sk: `POSTINGS#${istDay}`,
});
/** The distinct applicants an organisation's people opened on an IST day (COUNT), for its daily limit. */
export const organisationOpenedKey = (organisationId: string, istDay: string) => ({
  pk: organisationPartition(organisationId),
  sk: `OPENED#${istDay}`,
});
/** The marker that the organisation opened applicant `userId` on an IST day (its next opens that day are free). */
export const organisationOpenedApplicantKey = (organisationId: string, istDay: string, userId: number) => ({
  pk: organisationPartition(organisationId),
  sk: `OPENED#${istDay}#${padId(userId)}`,
});

export const organisationShape: KeyShape = {
  pk: exactly(`ORG#${ORGANISATION_ID}`),
  sk: /^ORG$/,
  sortKey: exactly(`[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z#${ORGANISATION_ID}`),
};

// ---- the admin's checks of employers (employer-checks.ts) -------------------------------------------------------

/**
 * The queue of organisations whose certificate waits for an admin (gsi2, sparse: only a pending organisation
 * item has these keys), oldest submission first. The organisation item uses gsi2 for nothing else.
 */
export const PENDING_VERIFICATIONS = 'ORGS#VERIFY';
export const verificationQueueKeys = (organisationId: string, submittedAt: string) => ({
  gsi2pk: PENDING_VERIFICATIONS,
  gsi2sk: `${submittedAt}#${organisationId}`,
});
/** The queue's items are organisation items, sorted as the list of every organisation is. */
export const verificationQueueShape: KeyShape = organisationShape;

/** One admin decision (or opening of the certificate) on an organisation, in its partition, in time order. */
export const ORGANISATION_AUDIT_PREFIX = 'AUDIT#';
export const organisationAuditKey = (organisationId: string, at: string, action: string) => ({
  pk: organisationPartition(organisationId),
  sk: `${ORGANISATION_AUDIT_PREFIX}${at}#${action}`,
});

/**
 * The organisation's jobs (organisation-jobs.ts), the one store of them (decision 520): one small item per job
 * it creates, in its partition, written in the job's create transaction. By id, so newest created first when read
 * backwards (ids are handed out in creation order): the employer's list reads them a page at a time, a
 * suspension pauses the live ones and marks them, its reinstatement opens the marked ones.
 */
export const ORGANISATION_JOB_PREFIX = 'JOB#';
export const organisationJobKey = (organisationId: string, jobId: number) => ({
  pk: organisationPartition(organisationId),
  sk: `${ORGANISATION_JOB_PREFIX}${padId(jobId)}`,
});
/** The keys of the organisation's job items, which a cursor of its list must have (the table's own keys). */
export const organisationJobShape: KeyShape = {
  pk: exactly(`ORG#${ORGANISATION_ID}`),
  sk: exactly(`${ORGANISATION_JOB_PREFIX}[0-9]{12}`),
  sortKey: exactly(`${ORGANISATION_JOB_PREFIX}[0-9]{12}`),
};
