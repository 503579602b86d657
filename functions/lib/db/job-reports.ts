/**
 * Workers' reports of jobs, and the admin's queue of reported jobs.
 *
 * | pattern                                  | key / index                                                  | operation          |
 * |------------------------------------------|--------------------------------------------------------------|--------------------|
 * | report a job                             | report pk=USER#<id> sk=JOBREPORT#<jobId> (if new) + the day's count pk=USER#<id> sk=REPORTDAY#<day> (below the cap) + the job's count pk=JOB#<id> sk=REPORTS (as read) [+ the job closed, if this report pauses it] | TransactWriteItems |
 * | the queue, oldest first report first     | gsi1: gsi1pk=JOBS#REPORTED gsi1sk=<firstAt>#<id> (sparse)    | Query (a page)     |
 * | a job's report texts since its review    | gsi2: gsi2pk=JOBREPORTS#<jobId> gsi2sk >= <firstAt>          | Query (bounded)    |
 * | count it against the job's employer      | pk=ORG#<orgId> sk=REPORTS: ADD REPORTS, REASON_<reason>, in the report's transaction | TransactWriteItems |
 * | report an employer (from its page)       | report pk=USER#<id> sk=EMPLOYERREPORT#<orgId> (if new) + the day's count + the employer's count | TransactWriteItems |
 * | an employer's reports (admin)            | pk=ORG#<orgId> sk=REPORTS                                    | GetItem            |
 * | a page of its jobs' counts (admin)       | pk=JOB#<id> sk=REPORTS of each job of the page               | BatchGetItem       |
 * | review a job's reports                   | the job's count (as read): reset, off the queue + the review record pk=JOB#<id> sk=REPORTREVIEW#<at> | TransactWriteItems |
 *
 * The report lives in the worker's partition, so the worker's export lists it and erasure deletes it (and its
 * text with it). The job's count holds no one's id: it is the number of distinct reporters since the last
 * review and a count per reason. Every write of it is conditional on the number read, so two reports racing
 * at the pause threshold cannot both miss it: the loser reads again and tries again.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isPublished } from '#shared/domain/job-lifecycle';
import {
  type EmployerReportInput,
  JOB_REPORT_CODES,
  JOB_REPORT_REASONS,
  JOB_REPORTS_PER_DAY,
  JOB_REPORTS_TO_PAUSE,
  type JobReportDecision,
  type JobReportInput,
  type JobReportReason,
} from '#shared/domain/job-reports';
import { db, tableName } from '../clients/dynamodb';
import { Conflict, NotFound, TooManyRequests } from '../errors';
import { batchGet } from './batch-get';
import * as jobs from './jobs';
import {
  employerReportCountKey,
  employerReportKey,
  jobReportCountKey,
  jobReportDayKey,
  jobReportKey,
  jobReportListKeys,
  jobReportReviewKey,
  jobReportsPartition,
  REPORTED_JOBS,
  reportedJobKeys,
  reportedJobShape,
} from './keys';
import { isEmployerSuspended, keepForReinstatement } from './organisation-jobs';
import * as organisations from './organisations';
import { type Page, queryPage } from './paging';
import { cancellationReasons, type TransactItem, transact } from './transactions';

/** A job's reports since its last review, as the table holds them. */
export interface StoredJobReports {
  ID: number;
  TITLE: string;
  COMPANY_NAME: string;
  /** Distinct reporters since the last review (0 after a review). */
  REPORTERS: number;
  FIRST_AT?: string;
  /** The job was closed by its reports and waits for the admin. */
  PAUSED?: boolean;
  /** The count per reason: REASON_asksForMoney, ... */
  [reason: `REASON_${string}`]: number | undefined;
}

export const ALREADY_REPORTED = 'You have already reported this job. Thank you: an admin will look at it.';
export const REPORTS_FULL = `You can report at most ${JOB_REPORTS_PER_DAY} jobs a day. Please try again tomorrow.`;
export const REPORTS_CHANGED = 'The job was reviewed at the same time. Please try again.';

/** Each lost race lets one report in, so this many racers (a crowd at once is rarer) all get through. */
const MAX_ATTEMPTS = 8;
const reasonName = (reason: JobReportReason) => `REASON_${reason}`;
const failed = (reasons: readonly string[] | undefined, index: number) =>
  reasons?.[index] === 'ConditionalCheckFailed';
/** Seconds to the end of the UTC day of `now`. */
const secondsToDayEnd = (now: Date) => {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return (end - now.getTime()) / 1000;
};

export async function getCount(jobId: number): Promise<StoredJobReports | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: jobReportCountKey(jobId), ConsistentRead: true }),
  );
  return Item as StoredJobReports | undefined;
}

/** The update of the job's count from `seen` reporters to one more, on condition it is still `seen`. */
function countedItem(
  job: jobs.StoredJob,
  count: StoredJobReports | undefined,
  reason: JobReportReason,
  at: string,
  pause: boolean,
): TransactItem {
  const seen = count?.REPORTERS ?? 0;
  const firstAt = seen > 0 && count?.FIRST_AT ? count.FIRST_AT : at;
  const queue = reportedJobKeys(job.ID, firstAt);
  return {
    Update: {
      TableName: tableName,
      Key: jobReportCountKey(job.ID),
      ConditionExpression:
        seen === 0 ? 'attribute_not_exists(#reporters) OR #reporters = :seen' : '#reporters = :seen',
      UpdateExpression: [
        'SET entity = :entity, #id = :id, #title = :title, COMPANY_NAME = :company, #reporters = :next',
        'FIRST_AT = :firstAt, gsi1pk = :queue, gsi1sk = :order',
        '#reason = if_not_exists(#reason, :zero) + :one',
        ...(pause ? ['PAUSED = :paused'] : []),
      ].join(', '),
      ExpressionAttributeNames: {
        '#id': 'ID',
        '#title': 'TITLE',
        '#reporters': 'REPORTERS',
        '#reason': reasonName(reason),
      },
      ExpressionAttributeValues: {
        ':entity': 'JOB_REPORTS',
        ':id': job.ID,
        ':title': job.TITLE,
        ':company': job.COMPANY_NAME,
        ':seen': seen,
        ':next': seen + 1,
        ':firstAt': firstAt,
        ':queue': queue.gsi1pk,
        ':order': queue.gsi1sk,
        ':zero': 0,
        ':one': 1,
        ...(pause ? { ':paused': true } : {}),
      },
    },
  };
}

/**
 * Records the worker's report of a job: 404 for an unknown job, 409 (alreadyReported) for a second report of
 * the same job, 429 past JOB_REPORTS_PER_DAY. The report that makes JOB_REPORTS_TO_PAUSE distinct reporters of
 * an open job closes it in the same transaction (it leaves every list and takes no applications) and marks it
 * paused for the admin. Answers whether this report paused the job.
 */
export async function report(
  workerId: number,
  input: JobReportInput,
  now = new Date(),
): Promise<{ paused: boolean }> {
  const at = now.toISOString();
  for (let attempt = 1; ; attempt++) {
    const [job, count] = await Promise.all([jobs.get(input.id, { consistent: true }), getCount(input.id)]);
    // A job workers cannot see (a draft, in review, rejected) is no job to report.
    if (!job || !isPublished(job)) throw new NotFound(`There is no job with id ${input.id}.`);
    const pause =
      job.STATUS === 'OPEN' && !count?.PAUSED && (count?.REPORTERS ?? 0) + 1 >= JOB_REPORTS_TO_PAUSE;
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName,
          Item: {
            ...jobReportKey(workerId, job.ID),
            ...jobReportListKeys(job.ID, at, workerId),
            entity: 'JOB_REPORT',
            JOB_ID: job.ID,
            TITLE: job.TITLE,
            COMPANY_NAME: job.COMPANY_NAME,
            REASON: input.reason,
            ...(input.text === undefined ? {} : { TEXT: input.text }),
            REPORTED_AT: at,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      dayCounted(workerId, now),
      countedItem(job, count, input.reason, at, pause),
      ...(pause ? jobs.closeItems(job) : []),
      // A report of an employer's job counts against the employer too: the admin sees which employers' jobs
      // workers report, across all its jobs (a scammer posts many).
      ...(job.ORG_ID === undefined ? [] : [employerCounted(job.ORG_ID, input.reason, at)]),
    ];
    try {
      await transact(items);
      return { paused: pause };
    } catch (error: unknown) {
      const reasons = cancellationReasons(error);
      if (failed(reasons, 0)) throw new Conflict(ALREADY_REPORTED, JOB_REPORT_CODES.alreadyReported);
      if (failed(reasons, 1)) throw new TooManyRequests(REPORTS_FULL, secondsToDayEnd(now));
      // Another report or a review moved the count, or the job closed: read both again.
      const raced = reasons?.slice(2).includes('ConditionalCheckFailed');
      if (!raced || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}

/** One more of the worker's reports of the UTC day, on condition it stays within JOB_REPORTS_PER_DAY. */
function dayCounted(workerId: number, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: jobReportDayKey(workerId, now.toISOString().slice(0, 10)),
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
      UpdateExpression: 'SET entity = :entity, #ttl = :ttl ADD #count :one',
      ExpressionAttributeNames: { '#count': 'REPORTS', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':cap': JOB_REPORTS_PER_DAY,
        ':one': 1,
        ':entity': 'JOB_REPORT_DAY',
        // Kept a day past its own: a count is read only on its day.
        ':ttl': Math.ceil(now.getTime() / 1000) + 2 * 24 * 3600,
      },
    },
  };
}

export const ALREADY_REPORTED_EMPLOYER =
  'You have already reported this employer. Thank you: an admin will look at it.';

/**
 * Records the worker's report of an employer itself: 404 for an unknown or suspended organisation, 409
 * (alreadyReported) for a second report of it, 429 past the day's reports (jobs and employers together). It
 * counts in the employer's reports, beside those of its jobs, for the admin's view of the employer.
 */
export async function reportEmployer(
  workerId: number,
  input: EmployerReportInput,
  now = new Date(),
): Promise<void> {
  const organisation = await organisations.get(input.id);
  if (!organisation || organisation.status !== 'active')
    throw new NotFound(`There is no employer with id ${input.id}.`);
  const at = now.toISOString();
  try {
    await transact([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...employerReportKey(workerId, organisation.id),
            entity: 'EMPLOYER_REPORT',
            ORGANISATION_ID: organisation.id,
            EMPLOYER_NAME: organisation.brandName ?? organisation.legalName,
            REASON: input.reason,
            ...(input.text === undefined ? {} : { TEXT: input.text }),
            REPORTED_AT: at,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      dayCounted(workerId, now),
      employerCounted(organisation.id, input.reason, at, { direct: true }),
    ]);
  } catch (error: unknown) {
    const reasons = cancellationReasons(error);
    if (failed(reasons, 0)) throw new Conflict(ALREADY_REPORTED_EMPLOYER, JOB_REPORT_CODES.alreadyReported);
    if (failed(reasons, 1)) throw new TooManyRequests(REPORTS_FULL, secondsToDayEnd(now));
    throw error;
  }
}

/** What workers reported of an employer's jobs, every job together and ever (counts, no one named). */
export interface EmployerReports {
  /** Every report: of its jobs, and of the employer itself. */
  reports: number;
  /** Of those, the reports of the employer itself, from its page. */
  direct: number;
  lastAt?: string;
  reasons: Record<JobReportReason, number>;
}

function employerCounted(
  organisationId: string,
  reason: JobReportReason,
  at: string,
  options: { direct?: boolean } = {},
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: employerReportCountKey(organisationId),
      // DIRECT: the reports of the employer itself (from its page), within REPORTS.
      UpdateExpression: `SET entity = :entity, LAST_AT = :at ADD REPORTS :one, #reason :one${options.direct ? ', DIRECT :one' : ''}`,
      ExpressionAttributeNames: { '#reason': reasonName(reason) },
      ExpressionAttributeValues: { ':entity': 'EMPLOYER_REPORTS', ':at': at, ':one': 1 },
    },
  };
}

/** The reports of an employer's jobs so far (all zero when none). */
export async function employerReports(organisationId: string): Promise<EmployerReports> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: employerReportCountKey(organisationId) }),
  );
  return {
    reports: Number(Item?.REPORTS ?? 0),
    direct: Number(Item?.DIRECT ?? 0),
    ...(Item?.LAST_AT ? { lastAt: String(Item.LAST_AT) } : {}),
    reasons: Object.fromEntries(
      JOB_REPORT_REASONS.map((reason) => [reason, Number(Item?.[reasonName(reason)] ?? 0)]),
    ) as Record<JobReportReason, number>,
  };
}

/** The counts of these jobs (at most 100) that have reports since their last review, by job id. */
export async function reportedAmong(jobIds: readonly number[]): Promise<Map<number, StoredJobReports>> {
  if (jobIds.length === 0) return new Map();
  const counts = await batchGet<StoredJobReports>([...new Set(jobIds)].map(jobReportCountKey));
  return new Map(counts.filter((count) => count.REPORTERS > 0).map((count) => [count.ID, count]));
}

/** The admin's queue: the jobs with reports since their last review, oldest first report first. */
export function listReported(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<StoredJobReports>> {
  return queryPage<StoredJobReports>({
    index: 'gsi1',
    partition: REPORTED_JOBS,
    shape: reportedJobShape,
    order: 'oldest',
    ...page,
  });
}

/** The reasons counted, every reason named (0 when none gave it). */
export function reasonsOf(count: StoredJobReports): Record<JobReportReason, number> {
  return Object.fromEntries(
    JOB_REPORT_REASONS.map((reason) => [reason, count[`REASON_${reason}`] ?? 0]),
  ) as Record<JobReportReason, number>;
}

/** The texts given with "other" since the review before `firstAt`, oldest first (at most `max`). */
export async function textsSince(jobId: number, firstAt: string, max = 20): Promise<string[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :partition AND gsi2sk >= :from',
      FilterExpression: 'attribute_exists(#text)',
      ExpressionAttributeNames: { '#text': 'TEXT' },
      ExpressionAttributeValues: { ':partition': jobReportsPartition(jobId), ':from': firstAt },
      Limit: max * 2,
    }),
  );
  return (Items ?? []).map((item) => String(item.TEXT)).slice(0, max);
}

/**
 * The admin's review of a job's reports, written with its audit record: the count starts again from 0 and the
 * job leaves the queue, on condition that no report came in since the admin read it (409: read again).
 * `dismiss` opens a job its reports paused (a suspended employer's at its reinstatement); `close` closes the job. 404 when the job has no reports to review.
 */
export async function review(
  jobId: number,
  decision: JobReportDecision,
  staffId: number,
  now = new Date(),
): Promise<void> {
  const count = await getCount(jobId);
  if (!count || count.REPORTERS === 0) throw new NotFound(`Job ${jobId} has no reports to review.`);
  const at = now.toISOString();
  const resets = JOB_REPORT_REASONS.map((reason) => `${reasonName(reason)} = :zero`).join(', ');
  await transact(
    [
      {
        Update: {
          TableName: tableName,
          Key: jobReportCountKey(jobId),
          ConditionExpression: '#reporters = :seen',
          UpdateExpression: `SET #reporters = :zero, ${resets} REMOVE gsi1pk, gsi1sk, PAUSED, FIRST_AT`,
          ExpressionAttributeNames: { '#reporters': 'REPORTERS' },
          ExpressionAttributeValues: { ':seen': count.REPORTERS, ':zero': 0 },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...jobReportReviewKey(jobId, at),
            entity: 'JOB_REPORT_REVIEW',
            JOB_ID: jobId,
            DECISION: decision,
            STAFF_ID: staffId,
            AT: at,
            REPORTERS: count.REPORTERS,
            WAS_PAUSED: count.PAUSED === true,
            REASONS: reasonsOf(count),
          },
        },
      },
    ],
    { 0: REPORTS_CHANGED },
  );
  // The job's status moves after the review is recorded: a failure here leaves the job as it was, which the
  // admin's job list shows and the status switch corrects.
  if (decision === 'close') await jobs.setStatus(jobId, 'CLOSED');
  else if (count.PAUSED) await openDismissed(jobId);
}

/** Opens a job whose reports were dismissed; a suspended employer's opens at its reinstatement (decision 550). */
async function openDismissed(jobId: number): Promise<void> {
  try {
    await jobs.setStatus(jobId, 'OPEN');
  } catch (error: unknown) {
    const organisationId = isEmployerSuspended(error) ? (await jobs.get(jobId))?.ORG_ID : undefined;
    if (organisationId === undefined) throw error;
    await keepForReinstatement(organisationId, jobId);
  }
}
