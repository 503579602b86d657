/**
 * Jobs (internships and gigs).
 *
 * | pattern                               | key / index                                          | operation          |
 * |---------------------------------------|------------------------------------------------------|--------------------|
 * | job by id                             | pk=JOB#<id> sk=JOB                                   | GetItem            |
 * | jobs by id (a worker's saved jobs)    | pk=JOB#<id> sk=JOB                                   | BatchGetItem       |
 * | open jobs, newest first (workers)     | gsi1: gsi1pk=JOBS#OPEN gsi1sk=<postedAt>#<id> (sparse: closed jobs drop out) | Query |
 * | every job, newest first (staff)       | gsi2: gsi2pk=JOBS gsi2sk=<postedAt>#<id>             | Query              |
 * | open jobs, searched and filtered      | listing items, one per list the job is in (job-listings.ts has the patterns) | Query |
 * | post a job (live)                     | job + jobs count + its listing items                 | TransactWriteItems |
 * | create a draft, or a job in review    | job (STATUS CLOSED, STATE; in review also gsi3 keys, job-moderation.ts) + jobs count | TransactWriteItems |
 * | an employer's job, in its organisation | + pk=ORG#<orgId> sk=JOB#<id> in the create transaction (organisation-jobs.ts, its one list) | TransactWriteItems |
 * | close a job                           | pk=JOB#<id> sk=JOB, REMOVE gsi1 keys; delete its listing items | TransactWriteItems |
 * | reopen a job                          | pk=JOB#<id> sk=JOB, SET gsi1 keys (its original order); put its listing items; an employer's job: its organisation active (ConditionCheck) | TransactWriteItems |
 * | count a new applicant                 | job: ADD APPLICANTS_APPLIED 1 if OPEN, in the apply transaction (applications.ts) | TransactWriteItems |
 * | move an applicant to another status   | job: ADD -1 (if above 0, else nothing) and +1, in the transaction that moves the application | TransactWriteItems |
 * | a withdrawn application    | the same move, from APPLIED to WITHDRAWN, in the worker's withdraw transaction | TransactWriteItems |
 *
 * A job carries its applicants per application status (APPLICANTS_<STATUS>, absent until the first). They
 * change only in the transaction that writes the application, so they are exact however many apply at once,
 * for every application made since the counts exist.
 *
 * STATE (shared/domain/job-lifecycle.ts) is stored only before a job is published (draft, inReview, rejected);
 * such a job is CLOSED, has no gsi1 keys and no listing items, and workers and the public never read it
 * (`getPublished`). A job without STATE is published and reads as live or closed from STATUS. An older application was never counted: moving it never
 * takes a count below 0 (`applicantMoved`), and a count is read as 0 at least (`applicantsOf`).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Job } from '#shared/api/job-shapes';
import {
  type AnyApplicationStatus,
  APPLICATION_STATUS_CODES,
  type ApplicationStatus,
} from '#shared/domain/codes';
import { EMPLOYER_SUSPENDED_CODE, employerCheckMessages } from '#shared/domain/employer-checks';
import { takesApplications } from '#shared/domain/job-details';
import { type InitialState, isPublished, type UnpublishedState } from '#shared/domain/job-lifecycle';
import type { JobSchedule, JobStatus, JobType } from '#shared/domain/job-rules';
import type { RuleCheck } from '#shared/domain/moderation/rule-check';
import type { ScreeningQuestion } from '#shared/domain/screening-rules';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, NotFound } from '../errors';
import { batchGet } from './batch-get';
import { nextId } from './counters';
import { listingDeletes, listingPartitions, listingPuts } from './job-listings';
import {
  ALL_JOBS,
  inReviewJobKeys,
  jobItemKeys,
  jobKey,
  jobShape,
  openJobKeys,
  organisationJobKey,
} from './keys';
import { activeJobsChange } from './organisation-job-counts';
import { activeCheck } from './organisations';
import { type Page, queryPage } from './paging';
import { applicantCountName, openJobsList } from './requests';
import { countChange } from './stats';
import { putNew, type TransactItem, transact } from './transactions';

export type { JobStatus } from '#shared/domain/job-rules';
/** WITHDRAWN too: the applications the workers took back, kept for the record, shown to no one. */
export type ApplicantCountName = `APPLICANTS_${AnyApplicationStatus}`;
/** What the search filters go by (not part of the spec's job answers). */
export interface JobFacts {
  /** The district id of LOCATION (LOCATION is its display name). */
  CITY: string;
  TYPE: JobType;
  SCHEDULE: JobSchedule;
  /** The admin's estimate of EARNINGS in whole rupees a month. */
  MONTHLY_EARNINGS: number;
  /** The rule hits acknowledged when the job was posted or last edited (absent when no rule held). */
  RULE_CHECK?: RuleCheck;
  /** The employer's organisation that posts the job; absent on the jobs Earnlearn's own admins post. */
  ORG_ID?: string;
  /** The screening questions whole, knock-outs included (workers read them without: job-shapes.ts). */
  QUESTIONS?: ScreeningQuestion[];
}
export type StoredJob = Job &
  JobFacts & { STATUS: JobStatus } & Partial<Record<ApplicantCountName, number>> & {
    /** The partitions of the listing items written when the job was last opened (job-listings.ts). */
    LISTINGS?: string[];
    /** One more at each edit (job-edits.ts); absent until the first. */
    VERSION?: number;
    /** Before publication only: draft, inReview or rejected (absent: published, live or closed by STATUS). */
    STATE?: UnpublishedState;
    /** When and by whom the job was last submitted for review (kept after the decision). */
    SUBMITTED_AT?: string;
    SUBMITTED_BY?: Poster;
    /** The reason of the last rejection or request for changes, for the poster. */
    MODERATION_REASON?: string;
    /** It was live before it went back to review: its approval keeps its posting time. */
    WAS_LIVE?: boolean;
  };
/** Who posted or submitted a job: an account's id and e-mail. */
export interface Poster {
  ID: number;
  EMAIL: string;
}
export type NewJob = Omit<Job, 'ID' | 'POSTED_AT' | 'STATUS'> & JobFacts & { POSTED_AT?: string };
export type ApplicantCounts = Record<ApplicationStatus, number>;

export { applicantCountName };

/**
 * A job's applicants per status; 0 for a status no application has reached. Never below 0: a count stored
 * below 0 (an erasure, or a move made before moves kept counts at 0, of an application older than the counts)
 * reads as 0.
 */
export function applicantsOf(job: StoredJob): ApplicantCounts {
  return Object.fromEntries(
    APPLICATION_STATUS_CODES.map((status) => [status, Math.max(0, job[applicantCountName(status)] ?? 0)]),
  ) as ApplicantCounts;
}

export async function get(
  id: number,
  options: { consistent?: boolean } = {},
): Promise<StoredJob | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: jobKey(id), ConsistentRead: options.consistent ?? false }),
  );
  return Item as StoredJob | undefined;
}

/**
 * The job as a worker or crawler reads it on `now`: past its apply-by day (IST) it reads as CLOSED, so it
 * closes itself without a scheduled write; the admin's reads keep the stored status (the job reopens by an
 * edit of its date).
 */
export function asReadOn<T extends { STATUS?: JobStatus | undefined; APPLY_BY?: string | undefined }>(
  job: T,
  now: Date,
): T {
  return job.STATUS === 'OPEN' && !takesApplications(job.APPLY_BY, now) ? { ...job, STATUS: 'CLOSED' } : job;
}

/**
 * The jobs of up to 100 ids, by id (unknown ids are left out): a worker's saved jobs, an organisation's page of
 * jobs (read consistently, as the items that list them are: decision 520).
 */
export async function getMany(
  ids: readonly number[],
  options: { consistent?: boolean } = {},
): Promise<Map<number, StoredJob>> {
  const found = new Map<number, StoredJob>();
  for (const item of await batchGet<StoredJob>([...new Set(ids)].map(jobKey), options))
    found.set(Number(item.ID), item);
  return found;
}

export function listOpen(page: { limit: number; cursor?: string | undefined }): Promise<Page<StoredJob>> {
  return queryPage<StoredJob>({ ...openJobsList, ...page });
}

/** Every job, open or closed, newest first. */
export function listAll(page: { limit: number; cursor?: string | undefined }): Promise<Page<StoredJob>> {
  return queryPage<StoredJob>({ index: 'gsi2', partition: ALL_JOBS, shape: jobShape, ...page });
}

/** A submission for review (or the creation of a draft): when, and by whom. */
export interface Submission {
  at: string;
  by: Poster;
}

/** How a job is created unpublished: as a draft, or submitted for review. */
export interface Unpublished extends Submission {
  state: Exclude<InitialState, 'live'>;
}

/**
 * An employer's job is listed under its organisation (organisation-jobs.ts): the employer's list and the
 * suspension read these items, consistently (decision 520).
 */
function organisationJobItem(job: StoredJob): TransactItem[] {
  return job.ORG_ID
    ? [putNew({ ...organisationJobKey(job.ORG_ID, job.ID), entity: 'ORG_JOB', jobId: job.ID })]
    : [];
}

/**
 * Creates a job: live without `unpublished` (the admin's posting: open at once, in the lists), or as a draft
 * (closed, on no list) or in review (closed, on the moderation queue from `at`, its hits in RULE_CHECK).
 */
export async function create(
  input: NewJob,
  unpublished?: Unpublished,
  /** Written first in the same transaction: an employer's limits (employer-jobs.ts). */
  limits: TransactItem[] = [],
): Promise<StoredJob> {
  const id = await nextId('JOB');
  if (!unpublished) {
    const job: StoredJob = {
      ...input,
      ID: id,
      POSTED_AT: input.POSTED_AT ?? new Date().toISOString(),
      STATUS: 'OPEN',
    };
    job.LISTINGS = listingPartitions(job);
    await transact([
      ...limits,
      putNew({ ...jobItemKeys(job), ...job }),
      countChange('jobs', 1),
      ...listingPuts(job),
      ...organisationJobItem(job),
    ]);
    return job;
  }
  const { state, at, by } = unpublished;
  const job: StoredJob = {
    ...input,
    ID: id,
    POSTED_AT: input.POSTED_AT ?? at,
    STATUS: 'CLOSED',
    STATE: state,
    SUBMITTED_BY: by,
    ...(state === 'inReview' ? { SUBMITTED_AT: at } : {}),
  };
  const queue = state === 'inReview' ? inReviewJobKeys(id, at) : {};
  await transact([
    ...limits,
    putNew({ ...jobItemKeys(job), ...queue, ...job }),
    countChange('jobs', 1),
    ...organisationJobItem(job),
  ]);
  return job;
}

/** The job as workers and the public may read it: undefined for an unknown id and for one not published. */
export async function getPublished(id: number): Promise<StoredJob | undefined> {
  const job = await get(id);
  return job && isPublished(job) ? job : undefined;
}

export const NOT_PUBLISHED = 'This job is not published: it is a draft, in review or rejected.';

export const STATUS_CHANGED = 'The job was changed at the same time. Please try again.';

const EMPLOYER_SUSPENDED = { message: employerCheckMessages.suspendedReopen, code: EMPLOYER_SUSPENDED_CODE };

/**
 * The items that close an open job, on condition that it is still open as read (the first item): its listing
 * items are the ones deleted. For a transaction that closes the job with another write (a report's pause).
 */
export function closeItems(job: StoredJob): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: jobKey(job.ID),
        ConditionExpression: '#status = :open',
        UpdateExpression: 'SET #status = :closed REMOVE gsi1pk, gsi1sk, LISTINGS',
        ExpressionAttributeNames: { '#status': 'STATUS' },
        ExpressionAttributeValues: { ':closed': 'CLOSED', ':open': 'OPEN' },
      },
    },
    ...listingDeletes(job),
    // A closed job no longer counts against its organisation's limit, whoever closed it.
    ...(job.ORG_ID === undefined ? [] : [activeJobsChange(job.ORG_ID, -1)]),
  ];
}

async function closeListed(job: StoredJob): Promise<void> {
  await transact(closeItems(job), { 0: STATUS_CHANGED });
}

/**
 * Opens a closed job again, back in the workers' lists where its posting time puts it; an employer's job only
 * while its organisation is active (409 employerSuspended otherwise, decision 550).
 */
async function reopen(job: StoredJob): Promise<void> {
  const { gsi1pk, gsi1sk } = openJobKeys(job);
  await transact(
    [
      {
        Update: {
          TableName: tableName,
          Key: jobKey(job.ID),
          // A job not yet published opens only by the moderator's approval (job-moderation.ts).
          ConditionExpression: '#status = :closed AND attribute_not_exists(#state)',
          UpdateExpression: 'SET #status = :open, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, LISTINGS = :listings',
          ExpressionAttributeNames: { '#status': 'STATUS', '#state': 'STATE' },
          ExpressionAttributeValues: {
            ':open': 'OPEN',
            ':closed': 'CLOSED',
            ':gsi1pk': gsi1pk,
            ':gsi1sk': gsi1sk,
            // Reopened under today's rules: these are the lists its next close deletes from.
            ':listings': listingPartitions(job),
          },
        },
      },
      // An admin's reopening is not limited, but the job counts again, and waits for a suspended employer's
      // reinstatement.
      ...(job.ORG_ID === undefined ? [] : [activeJobsChange(job.ORG_ID, 1), activeCheck(job.ORG_ID)]),
      ...listingPuts(job),
    ],
    job.ORG_ID === undefined ? { 0: STATUS_CHANGED } : { 0: STATUS_CHANGED, 2: EMPLOYER_SUSPENDED },
  );
}

/** Closes a job to new applications; it leaves the workers' lists but stays readable. */
export async function close(id: number): Promise<void> {
  await setStatus(id, 'CLOSED');
}

/**
 * Closes (CLOSED) or reopens (OPEN) a job. A job that has the status already is left as it is (false);
 * an unknown id is a 404, a job not published a 409 (it opens by its approval), reopening a suspended
 * organisation's job a 409 (employerSuspended).
 */
export async function setStatus(id: number, status: JobStatus): Promise<boolean> {
  const job = await get(id, { consistent: true });
  if (!job) throw new NotFound(`There is no job with id ${id}.`);
  if (job.STATUS === status) return false;
  if (!isPublished(job)) throw new Conflict(NOT_PUBLISHED);
  if (status === 'CLOSED') await closeListed(job);
  else await reopen(job);
  return true;
}

/**
 * How a move treats the count of `from`: `take` one from it, on condition that it is above 0; or `keep` it, on
 * condition that it is 0 or less (or absent). A job's counts began after some of its applications:
 * moving such an application would take one from a count that never had it, so the count is kept at 0 instead
 * (the application moves; its old status simply was never counted).
 */
export type FromCount = 'take' | 'keep';

/**
 * A transaction item that moves one applicant of a job from the count of `from` to the count of `to`: put it
 * in the transaction that moves the application itself (on condition of its current status). Its condition
 * fails when `fromCount` does not fit the count as it is: the caller tries the other way (applications.ts).
 */
export function applicantMoved(
  jobId: number,
  from: AnyApplicationStatus,
  to: AnyApplicationStatus,
  fromCount: FromCount = 'take',
): TransactItem {
  if (from === to) throw new Error(`An applicant moves to another status, not from ${from} to itself`);
  const take = fromCount === 'take';
  return {
    Update: {
      TableName: tableName,
      Key: jobKey(jobId),
      ConditionExpression: take
        ? 'attribute_exists(pk) AND #from > :zero'
        : 'attribute_exists(pk) AND (attribute_not_exists(#from) OR #from <= :zero)',
      UpdateExpression: take ? 'ADD #from :less, #to :more' : 'ADD #to :more',
      ExpressionAttributeNames: { '#from': applicantCountName(from), '#to': applicantCountName(to) },
      ExpressionAttributeValues: take ? { ':less': -1, ':more': 1, ':zero': 0 } : { ':more': 1, ':zero': 0 },
    },
  };
}
