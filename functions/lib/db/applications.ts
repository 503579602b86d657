/**
 * Applications: one per worker and job, made unique by its key.
 *
 * | pattern                                   | key / index                                                    | operation |
 * |-------------------------------------------|----------------------------------------------------------------|-----------|
 * | a worker's application to a job           | pk=USER#<userId> sk=APPLICATION#<jobId>                        | GetItem   |
 * | a worker's applications, newest first     | gsi2: gsi2pk=APPLICANT#<userId> gsi2sk=<appliedAt>#<jobId>     | Query     |
 * |   (the worker's list, the admin's detail) |                                                                |           |
 * | a job's applications, oldest first,       | gsi1: gsi1pk=JOB#<jobId>#APPLICATIONS gsi1sk=<STATUS>#<appliedAt>#<userId> | Query |
 * |   all or one status (begins_with, staff)  |                                                                |           |
 * |   (HR's search and CSV export read it too)|                                                                |           |
 * | a job's applications that passed every    | gsi4 (sparse): gsi4pk=JOB#<jobId>#PASSED#<knockOutKey> gsi4sk=gsi1sk | Query |
 * |   knock-out of its questions as they are  |   (written at apply, moved with the status, removed at withdraw) |         |
 * | apply                                     | job: one more APPLIED if still open + application (if new) + its term index items (application-terms.ts) | TransactWriteItems |
 * | review: move to another status (staff)    | GetItem, then application if the status is the one seen (SET STATUS, gsi1sk (and gsi4sk), REVIEWED_AT, append to REVIEWS) + the job's counts moved (never below 0) + the worker's notification (notifications.ts) + the move's entry in the thread (application-threads.ts) | TransactWriteItems |
 * | correct the applicant's name and number | gsi2 Query of the worker's applications, then UpdateItem of each copy that differs | Query + UpdateItem |
 * | withdraw (the worker)           | application if still APPLIED (SET STATUS WITHDRAWN, WITHDRAWN_AT, REMOVE gsi1 and gsi4 keys and FIND_TERMS: it leaves HR's lists) + its term index items deleted + the job's counts moved from APPLIED to WITHDRAWN | GetItem + TransactWriteItems |
 *
 * The application keeps a copy of the job card and of the applicant's contact fields as they were when
 * applying, so every list above is one Query. The job's applicants per status (jobs.ts) change in the same
 * transaction as the application, so they never drift from the applications.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type AppliedJob, jobSummary } from '#shared/api/job-shapes';
import { applicationTerms, correctedTerms, termChanges } from '#shared/domain/application-terms';
import {
  ALL_APPLICATION_STATUSES,
  type AnyApplicationStatus,
  type ApplicationStatus,
  labelOf,
  type ReviewerType,
  WITHDRAWN_STATUS,
} from '#shared/domain/codes';
import { NOTIFIED_STATUSES, type NotifiedStatus } from '#shared/domain/notifications';
import { SAVE_WITHDRAW_CODES } from '#shared/domain/saved-withdraw';
import {
  type KeptAnswer,
  knockOutKey,
  type ScreeningAnswer,
  type ScreeningQuestion,
} from '#shared/domain/screening-rules';
import type { SkillCode } from '#shared/domain/skills';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, NotFound } from '../errors';
import type { StoredNote } from './application-notes';
import { termDeletes, termWrites } from './application-terms';
import * as threads from './application-threads';
import { batchGet } from './batch-get';
import { applicantMoved, asReadOn, type FromCount, type StoredJob } from './jobs';
import {
  applicationKey,
  jobApplicationShape,
  jobApplicationsOrder,
  jobApplicationsPartition,
  passedKnockOutsPartition,
} from './keys';
import * as notifications from './notifications';
import { aboutJob } from './notifications';
import { type Page, queryPage } from './paging';
import * as replyRecords from './reply-records';
import { applicantList, applyItems } from './requests';
import type { StaffAccount } from './staff';
import { cancellationReasons, isConditionFailure, type TransactItem, transact } from './transactions';
import type { WorkerAccount } from './users';

/** One move of an application through the pipeline, as the application's REVIEWS list keeps it. */
export interface StoredReview {
  FROM: ApplicationStatus;
  TO: ApplicationStatus;
  AT: string;
  BY_ID: number;
  BY_NAME: string;
  BY_EMAIL: string;
  BY_TYPE: ReviewerType;
  /** A move by an employer's person: their organisation, and its name then. */
  BY_ORG_ID?: string;
  BY_ORG_NAME?: string;
}

export type StoredApplication = AppliedJob & {
  USER_ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  /** The applicant's district id when applying (LOCATION is the job's). */
  APPLICANT_LOCATION: string;
  /** When the last move happened; absent until the first. */
  REVIEWED_AT?: string;
  /** Every move, oldest first; absent until the first. */
  REVIEWS?: StoredReview[];
  /** The staff's notes, oldest first (application-notes.ts); absent until the first. */
  NOTES?: StoredNote[];
  /** Whose reply record the application counts in (reply-records.ts); absent on applications made before. */
  REPLY_RECORD_OF?: string;
  /** The answers to the job's screening questions, question and answer as text; absent when it asked none. */
  ANSWERS?: KeptAnswer[];
  /** The worker's cover note; absent when none. */
  COVER_NOTE?: string;
  /**
   * The key of the job's knock-outs the answers passed (screening-rules.ts `knockOutKey`), which lists the
   * application on gsi4; absent when the job had no knock-out.
   */
  KNOCK_OUTS_PASSED?: string;
  /**
   * The terms the application is found by within its job (shared/domain/application-terms.ts), one index item
   * each (application-terms.ts); absent once withdrawn, when the items go.
   */
  FIND_TERMS?: string[];
} & threads.StoredThreadState;

/** What the worker sent with the application beyond the job: the answers kept, and the cover note. */
export interface ApplicationExtras {
  answers?: KeptAnswer[] | undefined;
  coverNote?: string | undefined;
  /** The questions and the answers as given: the yes/no and one-choice answers are indexed (decision 610). */
  screening?: { questions: readonly ScreeningQuestion[]; answers: readonly ScreeningAnswer[] } | undefined;
  /** The listed skills of the worker's profile when applying, indexed too. */
  skills?: readonly SkillCode[] | undefined;
}

/** Apply refused: the worker withdrew an application to this job before. */
export const APPLIED_AND_WITHDRAWN =
  'You withdrew your application for this job, so you cannot apply for it again.';
const ALREADY_APPLIED = 'You have already applied for this job.';
const NOT_ACCEPTING = 'This job is no longer accepting applications.';
/** The 409 of applying to a closed job, with its code: the job page then shows the job as it is now. */
const jobClosed = () => new Conflict(NOT_ACCEPTING, SAVE_WITHDRAW_CODES.jobClosed);

/** Applies `worker` to `job`: exactly one application per pair, however many requests race. */
export async function apply(
  worker: WorkerAccount,
  job: StoredJob,
  now = new Date(),
  extras: ApplicationExtras = {},
): Promise<StoredApplication> {
  // Past its apply-by day a job takes no applications, as if closed (jobs.asReadOn).
  if (asReadOn(job, now).STATUS === 'CLOSED') throw jobClosed();
  const employer = replyRecords.employerOf(job);
  const passedKey = knockOutKey(job.QUESTIONS);
  const terms = applicationTerms(
    { ...worker, APPLICANT_LOCATION: worker.LOCATION },
    extras.screening ?? { questions: [], answers: [] },
    extras.skills ?? [],
  );
  const application: StoredApplication & { STATUS: 'APPLIED' } = {
    // The job card as the API defines it (the schema keeps its fields and drops the rest).
    ...jobSummary.parse(job),
    STATUS: 'APPLIED',
    APPLIED_AT: now.toISOString(),
    USER_ID: worker.ID,
    NAME: worker.NAME,
    EMAIL: worker.EMAIL,
    MOBILE_NUMBER: worker.MOBILE_NUMBER,
    APPLICANT_LOCATION: worker.LOCATION,
    REPLY_RECORD_OF: employer,
    // Within the item's size by the schemas: five answers of 200 characters, a note of 1,000.
    ...(extras.answers !== undefined && extras.answers.length > 0 ? { ANSWERS: extras.answers } : {}),
    ...(extras.coverNote ? { COVER_NOTE: extras.coverNote } : {}),
    // The caller refused any answer that fails a knock-out: an application made passed them all.
    ...(passedKey === undefined ? {} : { KNOCK_OUTS_PASSED: passedKey }),
    FIND_TERMS: terms,
  };
  // Within a transaction's 100 items: the three of the apply and at most APPLICATION_TERMS_MAX (63) terms.
  const indexed = termWrites(job.ID, application, { added: terms, removed: [] });
  try {
    await transact([...applyItems(tableName, application, employer), ...indexed], {
      0: NOT_ACCEPTING,
      1: ALREADY_APPLIED,
    });
  } catch (error: unknown) {
    // An application withdrawn before is not made again: say so, not "already applied".
    if (error instanceof Conflict && error.message === ALREADY_APPLIED) {
      const before = await get(worker.ID, job.ID);
      if (before?.STATUS === WITHDRAWN_STATUS.code) {
        throw new Conflict(APPLIED_AND_WITHDRAWN, SAVE_WITHDRAW_CODES.withdrawnBefore);
      }
    }
    // Closed between the read and the write: the same refusal, with its code.
    if (error instanceof Conflict && error.message === NOT_ACCEPTING) throw jobClosed();
    throw error;
  }
  return application;
}

/** A worker's applications, newest first: the worker's own list, and the admin's view of one student. */
export function listForWorker(
  userId: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredApplication>> {
  return queryPage<StoredApplication>({ ...applicantList(userId), ...page });
}

/** An application in a job's lists (gsi1): never a withdrawn one, which leaves them. */
export type ListedApplication = StoredApplication & { STATUS: ApplicationStatus };

/** A job's applications, optionally of one status only, oldest first (first come, first served). */
export function listForJob(
  jobId: number,
  page: {
    status?: ApplicationStatus | undefined;
    /** Only the applications that passed the knock-outs of this key (gsi4): the job's `knockOutKey` now. */
    passedKnockOuts?: string | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<Page<ListedApplication>> {
  const passed = page.passedKnockOuts;
  return queryPage<ListedApplication>({
    index: passed === undefined ? 'gsi1' : 'gsi4',
    partition:
      passed === undefined ? jobApplicationsPartition(jobId) : passedKnockOutsPartition(jobId, passed),
    sortKeyPrefix: page.status === undefined ? undefined : `${page.status}#`,
    shape: jobApplicationShape,
    order: 'oldest',
    limit: page.limit,
    cursor: page.cursor,
  });
}

/** The applications of `userIds` to job `jobId` that exist, by applicant (BatchGetItem, 100 keys a call). */
export async function getManyForJob(
  jobId: number,
  userIds: readonly number[],
): Promise<Map<number, StoredApplication>> {
  const distinct = [...new Set(userIds)];
  const chunks = Array.from({ length: Math.ceil(distinct.length / 100) }, (_, i) =>
    distinct.slice(i * 100, i * 100 + 100),
  );
  const found = await Promise.all(
    chunks.map((chunk) => batchGet<StoredApplication>(chunk.map((userId) => applicationKey(userId, jobId)))),
  );
  return new Map(found.flat().map((application) => [application.USER_ID, application]));
}

/** The application as it is now (strongly consistent), or undefined. */
export async function get(userId: number, jobId: number): Promise<StoredApplication | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: applicationKey(userId, jobId), ConsistentRead: true }),
  );
  return Item as StoredApplication | undefined;
}

/** Who moves an application: the HR or OPS account of the session. */
/** Who moves an application: HR or OPS, or a person of the job's employer (with their organisation). */
export type Reviewer = Pick<StaffAccount, 'ID' | 'NAME' | 'EMAIL'> & {
  TYPE: ReviewerType;
  ORG_ID?: string;
  ORG_NAME?: string;
};

export interface ReviewMove {
  userId: number;
  jobId: number;
  /** The status the reviewer saw: the move happens only if the application still has it. */
  from: ApplicationStatus;
  to: ApplicationStatus;
}

/** The 409 of a reviewer who acted on an application that the worker withdrew. */
export const WITHDRAWN_BY_APPLICANT = 'The applicant has withdrawn this application.';

/** The 409 of a reviewer who acted on an application someone else had moved meanwhile. */
function movedMeanwhile(now: AnyApplicationStatus): Conflict {
  if (now === WITHDRAWN_STATUS.code) return new Conflict(WITHDRAWN_BY_APPLICANT);
  return new Conflict(
    `Someone else has already moved this application: it is now ${labelOf(ALL_APPLICATION_STATUSES, now)}.`,
  );
}

const NO_SUCH_APPLICATION = 'There is no such application.';
/** The statuses an application ends in (shared/domain/review.ts: nothing moves it on). */
const FINAL_STATUSES: readonly AnyApplicationStatus[] = ['SELECTED', 'REJECTED'];
/** The marker of a failed status condition, turned into the message that says what the status is now. */
const MOVED_MEANWHILE = 'moved meanwhile';

/**
 * Moves an application from the status the reviewer saw to another one, records who did it and when (REVIEWS,
 * oldest first), and moves the job's applicant counts, all in one transaction on condition that the status is
 * still the one seen. Whether the move is allowed at all is the caller's to check (shared/domain/review.ts).
 * 404 when there is no such application; 409, saying what it is now, when someone else moved it first.
 */
export async function review(
  move: ReviewMove,
  reviewer: Reviewer,
  now = new Date(),
): Promise<{ application: StoredApplication; review: StoredReview }> {
  const { userId, jobId, from, to } = move;
  // The index sort key holds the application time, which only the item knows.
  const current = await get(userId, jobId);
  if (!current) throw new NotFound(NO_SUCH_APPLICATION);
  if (current.STATUS !== from) throw movedMeanwhile(current.STATUS);
  const entry: StoredReview = {
    FROM: from,
    TO: to,
    AT: now.toISOString(),
    BY_ID: reviewer.ID,
    BY_NAME: reviewer.NAME,
    BY_EMAIL: reviewer.EMAIL,
    BY_TYPE: reviewer.TYPE,
    ...(reviewer.ORG_ID ? { BY_ORG_ID: reviewer.ORG_ID, BY_ORG_NAME: reviewer.ORG_NAME ?? '' } : {}),
  };
  const applicationMove: TransactItem = {
    Update: {
      TableName: tableName,
      Key: applicationKey(userId, jobId),
      ConditionExpression: '#status = :seen',
      // An application on the knock-outs' list (gsi4) keeps its place there in step with gsi1.
      UpdateExpression: `SET #status = :to, gsi1sk = :order, ${current.KNOCK_OUTS_PASSED === undefined ? '' : 'gsi4sk = :order, '}REVIEWED_AT = :at, REVIEWS = list_append(if_not_exists(REVIEWS, :none), :entry)`,
      ExpressionAttributeNames: { '#status': 'STATUS' },
      ExpressionAttributeValues: {
        ':seen': from,
        ':to': to,
        ':order': jobApplicationsOrder(to, current.APPLIED_AT, userId),
        ':at': entry.AT,
        ':none': [],
        ':entry': [entry],
      },
    },
  };
  // The worker's notification of the move (the bell), in the move's own transaction.
  const notified = (NOTIFIED_STATUSES as readonly ApplicationStatus[]).includes(to)
    ? [
        notifications.put(
          userId,
          { kind: 'statusMoved', ...aboutJob(current), status: to as NotifiedStatus },
          now,
        ),
      ]
    : [];
  // The first move out of New is the employer's reply, counted in its record in the same transaction. An
  // application made before the record existed was never counted as made, so its reply is not counted either.
  const firstReply =
    from === 'APPLIED' && current.REVIEWS === undefined && current.REPLY_RECORD_OF !== undefined
      ? [
          replyRecords.firstReplyCounted(
            { employer: current.REPLY_RECORD_OF, jobId, appliedAt: current.APPLIED_AT },
            entry.AT,
          ),
        ]
      : [];
  try {
    // The move as a system entry of the application's thread (application-threads.ts), in the same transaction.
    const inThread = threads.systemEntryPut(userId, jobId, { KIND: 'moved', TO: to }, now);
    // A final move ends the application: its thread is kept a year from now (decision 608).
    const ended = FINAL_STATUSES.includes(to) ? [threads.endedPut(userId, jobId, entry.AT)] : [];
    await moveWithCounts(applicationMove, { jobId, from, to }, [
      ...notified,
      ...firstReply,
      inThread,
      ...ended,
    ]);
  } catch (error: unknown) {
    if (!(error instanceof Conflict && error.message === MOVED_MEANWHILE)) throw error;
    const after = await get(userId, jobId);
    throw after ? movedMeanwhile(after.STATUS) : new NotFound(NO_SUCH_APPLICATION);
  }
  const reviews = [...(current.REVIEWS ?? []), entry];
  return { application: { ...current, STATUS: to, REVIEWED_AT: entry.AT, REVIEWS: reviews }, review: entry };
}

/**
 * The move's transaction: the application (its update, on condition of the status seen) and the job's counts
 * (and `also`: the worker's notification of a review move).
 * The count of the old status is taken one from when above 0 and kept otherwise (jobs.ts, `applicantMoved`):
 * when the job's condition fails for the way tried, the other way is tried, a few times at most (the count may
 * change between tries under parallel moves). The application's failed condition is a Conflict MOVED_MEANWHILE.
 */
async function moveWithCounts(
  applicationMove: TransactItem,
  counts: { jobId: number; from: AnyApplicationStatus; to: AnyApplicationStatus },
  also: TransactItem[] = [],
): Promise<void> {
  const ways: FromCount[] = ['take', 'keep', 'take', 'keep'];
  for (const [attempt, fromCount] of ways.entries()) {
    try {
      await transact(
        [applicationMove, applicantMoved(counts.jobId, counts.from, counts.to, fromCount), ...also],
        {
          0: MOVED_MEANWHILE,
        },
      );
      return;
    } catch (error: unknown) {
      const reasons = cancellationReasons(error);
      const countDidNotFit =
        reasons?.[0] !== 'ConditionalCheckFailed' && reasons?.[1] === 'ConditionalCheckFailed';
      if (!countDidNotFit || attempt === ways.length - 1) throw error;
    }
  }
}

/** The 409 of a worker who tries to withdraw an application that HR or OPS reviewed first. */
export function alreadyReviewed(now: AnyApplicationStatus): Conflict {
  return new Conflict(
    `This application has already been reviewed (it is ${labelOf(ALL_APPLICATION_STATUSES, now)}), so it can no longer be withdrawn.`,
    SAVE_WITHDRAW_CODES.alreadyReviewed,
    now,
  );
}

/**
 * The worker takes back an application while it is New: in one transaction on condition that it is
 * still APPLIED, it becomes WITHDRAWN (with WITHDRAWN_AT), leaves HR's lists (its gsi1 keys are removed) and the
 * job's counts move from APPLIED to WITHDRAWN. Withdrawing a withdrawn application changes nothing (a retry
 * after a lost answer). 404 when there is no such application; 409 (code applicationAlreadyReviewed) once HR or
 * OPS moved it out of New.
 */
export async function withdraw(userId: number, jobId: number, now = new Date(), attempt = 0): Promise<void> {
  const withdrawn = WITHDRAWN_STATUS.code;
  // The terms it is indexed by, deleted in the same transaction: it leaves HR's search with its lists.
  const current = await get(userId, jobId);
  if (!current) throw new NotFound('You have not applied for this job.');
  if (current.STATUS === withdrawn) return;
  const terms = current.FIND_TERMS;
  const applicationMove: TransactItem = {
    Update: {
      TableName: tableName,
      Key: applicationKey(userId, jobId),
      // The terms read are still the ones indexed (a correction in between rewrote them: the move is tried again).
      ConditionExpression: `#status = :applied AND ${terms === undefined ? 'attribute_not_exists(FIND_TERMS)' : 'FIND_TERMS = :terms'}`,
      UpdateExpression:
        'SET #status = :withdrawn, WITHDRAWN_AT = :at REMOVE gsi1pk, gsi1sk, gsi4pk, gsi4sk, FIND_TERMS',
      ExpressionAttributeNames: { '#status': 'STATUS' },
      ExpressionAttributeValues: {
        ':applied': 'APPLIED',
        ':withdrawn': withdrawn,
        ':at': now.toISOString(),
        ...(terms === undefined ? {} : { ':terms': terms }),
      },
    },
  };
  try {
    await moveWithCounts(applicationMove, { jobId, from: 'APPLIED', to: withdrawn }, [
      threads.endedPut(userId, jobId, now.toISOString()),
      ...termDeletes(jobId, current),
    ]);
  } catch (error: unknown) {
    if (!(error instanceof Conflict && error.message === MOVED_MEANWHILE)) throw error;
    const after = await get(userId, jobId);
    if (!after) throw new NotFound('You have not applied for this job.');
    if (after.STATUS === withdrawn) return;
    // Still New: a correction rewrote its terms between the read and the write; once more with them.
    if (after.STATUS === 'APPLIED' && attempt < 2) return withdraw(userId, jobId, now, attempt + 1);
    throw alreadyReviewed(after.STATUS);
  }
}

/**
 * One application's copy of the name and number corrected; an application still in HR's lists gets the words
 * of its index (`FIND_TERMS`) rewritten in the same transaction, on condition that they are the ones read (at
 * most 2 x 44 word items and the update: within a transaction's 100).
 */
async function correctCopy(
  item: StoredApplication,
  contacts: { ID: number; NAME: string; MOBILE_NUMBER: string },
): Promise<void> {
  const update = {
    TableName: tableName,
    Key: applicationKey(contacts.ID, item.ID),
    ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'SET #name = :name, MOBILE_NUMBER = :number',
    ExpressionAttributeNames: { '#name': 'NAME' } as Record<string, string>,
    ExpressionAttributeValues: { ':name': contacts.NAME, ':number': contacts.MOBILE_NUMBER } as Record<
      string,
      unknown
    >,
  };
  const before = item.FIND_TERMS;
  if (before === undefined) {
    await db.send(new UpdateCommand(update));
    return;
  }
  const after = correctedTerms(before, { ...item, ...contacts });
  await transact([
    {
      Update: {
        ...update,
        ConditionExpression: 'FIND_TERMS = :before',
        UpdateExpression: `${update.UpdateExpression}, FIND_TERMS = :after`,
        ExpressionAttributeValues: {
          ...update.ExpressionAttributeValues,
          ':before': before,
          ':after': after,
        },
      },
    },
    ...termWrites(item.ID, item, termChanges(before, after)),
  ]);
}

/**
 * The corrected name and number on every application of the worker (the right to correct): HR/OPS
 * read the applicant's contacts from the application's copy, so a correction reaches them. Not in the
 * transaction of the profile write (a worker may have hundreds of applications, a transaction holds 100
 * items): each copy that differs is updated on its own, on condition that the application still exists, page
 * by page through the worker's list (Query on gsi2). A failure part-way leaves some copies as they were; the
 * next save of the profile writes them again, as this always compares with the account as it is then.
 * Answers how many copies changed.
 */
export async function correctApplicantContacts(contacts: {
  ID: number;
  NAME: string;
  MOBILE_NUMBER: string;
}): Promise<number> {
  let changed = 0;
  let cursor: string | undefined;
  do {
    const page = await listForWorker(contacts.ID, { limit: 100, cursor });
    const stale = page.items.filter(
      (item) => item.NAME !== contacts.NAME || item.MOBILE_NUMBER !== contacts.MOBILE_NUMBER,
    );
    await Promise.all(
      stale.map(async (item) => {
        try {
          await correctCopy(item, contacts);
          changed++;
        } catch (error: unknown) {
          // Erased meanwhile: nothing to correct. Withdrawn or corrected meanwhile (its terms changed): the next
          // save of the profile compares again.
          if (!isConditionFailure(error) && cancellationReasons(error)?.[0] !== 'ConditionalCheckFailed')
            throw error;
        }
      }),
    );
    cursor = page.cursor;
  } while (cursor !== undefined);
  return changed;
}

/**
 * Claims the one SMS of the thread until the worker reads it: SET THREAD_NUDGED_AT on condition that the
 * application is there and not withdrawn, the thread not muted, no SMS went since the worker last read it, and
 * the message of `messageAt` is still unread. Answers the application as it is now, or undefined (nothing to send).
 */
export async function claimNudge(
  userId: number,
  jobId: number,
  messageAt: string,
  at: string,
): Promise<StoredApplication | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: applicationKey(userId, jobId),
        ConditionExpression:
          'attribute_exists(pk) AND #status <> :withdrawn AND attribute_not_exists(THREAD_NUDGED_AT) AND (attribute_not_exists(THREAD_MUTED) OR THREAD_MUTED = :false) AND (attribute_not_exists(THREAD_WORKER_READ_AT) OR THREAD_WORKER_READ_AT < :message)',
        UpdateExpression: 'SET THREAD_NUDGED_AT = :at REMOVE THREAD_NUDGE_AT',
        ExpressionAttributeNames: { '#status': 'STATUS' },
        ExpressionAttributeValues: {
          ':withdrawn': WITHDRAWN_STATUS.code,
          ':false': false,
          ':message': messageAt,
          ':at': at,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as StoredApplication | undefined;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
