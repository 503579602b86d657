/**
 * The requests of the hot paths, built without a client: the lists' Queries, the students' word Query and the
 * apply transaction's items, each a command input for the table named. The entity modules beside this file send
 * them with the function's client; the bench's bare handlers (`scripts/bench/budgets/bare.ts`) send the same
 * inputs with a plain client, so the baseline cannot drift from what the product asks DynamoDB. Pure, like
 * `keys.ts` (no client, no configuration), so the bench's minimal bundles hold only the SDK and the builders.
 */
import type { QueryCommandInput, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AnyApplicationStatus, ApplicationStatus, EmployeeType } from '#shared/domain/codes';
import { type CursorScope, decodeCursor } from './cursor';
import {
  applicantPartition,
  applicantShape,
  applicationItemKeys,
  jobKey,
  jobShape,
  type KeyShape,
  OPEN_JOBS,
  ORGANISATION_JOB_PREFIX,
  organisationJobShape,
  organisationPartition,
  replyMonthKey,
  studentWordPartition,
  studentWordShape,
  studentWordsEnd,
  userShape,
} from './keys';
import { staffListPartition, staffShape } from './staff-keys';
import { type IndexName, tableDefinition } from './table';

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

// ---- lists: one partition of an index, a page at a time (paging.ts sends them) ------------------------------

/** A list: which index and partition it reads, and the keys of its items (which a cursor must have). */
export interface List {
  index: IndexName;
  /** The partition key value of the list. */
  partition: string;
  /** Only the items whose index sort key starts with this (for example one application status). */
  sortKeyPrefix?: string | undefined;
  /** The keys of the items listed, which a cursor must have. */
  shape: KeyShape;
  /** By the index sort key: newest first (descending, the default) or oldest first (a review queue). */
  order?: 'newest' | 'oldest';
}

export interface PageQuery extends List {
  limit: number;
  cursor?: string | undefined;
}

/** The open jobs, newest first (the workers' jobs list). */
export const openJobsList: List = { index: 'gsi1', partition: OPEN_JOBS, shape: jobShape };
/** The students, newest first (the admin's list). */
export const studentsList: List = { index: 'gsi1', partition: 'USERS', shape: userShape };
/** A worker's applications, newest first. */
export const applicantList = (userId: number): List => ({
  index: 'gsi2',
  partition: applicantPartition(userId),
  shape: applicantShape,
});
/** The employees of a type, newest first (admins have their own partition). */
export const employeesList = (type: EmployeeType): List => ({
  index: 'gsi1',
  partition: staffListPartition(type),
  shape: staffShape,
});

type Index = (typeof tableDefinition.indexes)[number];

/** The Query of one page of a list; a cursor that is not a key of the list is a 400 (`cursor.ts`). */
export function pageQueryInput(tableName: string, query: PageQuery): QueryCommandInput {
  const index = tableDefinition.indexes.find((candidate) => candidate.name === query.index) as Index;
  const prefix = query.sortKeyPrefix;
  return {
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: `#pk = :partition${prefix === undefined ? '' : ' AND begins_with(#sk, :prefix)'}`,
    ExpressionAttributeNames: {
      '#pk': index.partitionKey,
      ...(prefix === undefined ? {} : { '#sk': index.sortKey }),
    },
    ExpressionAttributeValues: {
      ':partition': query.partition,
      ...(prefix === undefined ? {} : { ':prefix': prefix }),
    },
    ScanIndexForward: query.order === 'oldest',
    Limit: query.limit,
    ExclusiveStartKey: decodeCursor(query.cursor, {
      partitionKey: index.partitionKey,
      sortKey: index.sortKey,
      partition: query.partition,
      sortKeyPrefix: prefix,
      shape: query.shape,
    }),
  };
}

// ---- an organisation's jobs, in its partition (organisation-jobs.ts sends it) -------------------------------

/**
 * One page of the organisation's job items (`ORG#<id>`/`JOB#<padded id>`), newest created first, read
 * consistently: the employer's list shows a job as soon as its create transaction is done, and a suspension
 * finds every job created before it (decision 520). A cursor that is not a key of this list is a 400.
 */
export function organisationJobsPageInput(
  tableName: string,
  organisationId: string,
  page: { limit: number; cursor?: string | undefined },
): QueryCommandInput {
  const partition = organisationPartition(organisationId);
  return {
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': partition, ':prefix': ORGANISATION_JOB_PREFIX },
    ScanIndexForward: false,
    ConsistentRead: true,
    Limit: page.limit,
    ExclusiveStartKey: decodeCursor(page.cursor, {
      partitionKey: 'pk',
      sortKey: 'sk',
      partition,
      sortKeyPrefix: ORGANISATION_JOB_PREFIX,
      shape: organisationJobShape,
    }),
  };
}

// ---- the students' search index (student-search.ts sends it) ------------------------------------------------

/** Where a cursor of the words starting with `prefix` must point. */
export function wordsScope(prefix: string): CursorScope {
  return {
    partitionKey: 'pk',
    sortKey: 'sk',
    partition: studentWordPartition(prefix),
    sortKeyPrefix: prefix,
    shape: studentWordShape,
  };
}

/** Up to `limit` index items whose word starts with `prefix`, in word order, after `cursor`. */
export function wordsQueryInput(
  tableName: string,
  prefix: string,
  page: { limit: number; cursor?: string | undefined },
): QueryCommandInput {
  const scope = wordsScope(prefix);
  return {
    TableName: tableName,
    // The words starting with `prefix`, as the range from it to its end (`studentWordsEnd`): the same items as
    // begins_with(sk, prefix), read as a range on AWS either way, but DynamoDB Local filters a whole
    // partition for begins_with (7 ms at 40k items against 3 ms for the range), so the bench measured the
    // emulator instead of the handler.
    KeyConditionExpression: 'pk = :partition AND sk BETWEEN :prefix AND :end',
    ExpressionAttributeValues: {
      ':partition': scope.partition,
      ':prefix': prefix,
      ':end': studentWordsEnd(prefix),
    },
    // The index lives in the table itself, so it can be read as of now: a renamed student is not found
    // under the old name a moment later.
    ConsistentRead: true,
    Limit: page.limit,
    ExclusiveStartKey: decodeCursor(page.cursor, scope),
  };
}

// ---- the apply transaction (applications.ts sends it) -------------------------------------------------------

/** The attribute counting a job's applications in `status`. */
export function applicantCountName(status: AnyApplicationStatus): `APPLICANTS_${AnyApplicationStatus}` {
  return `APPLICANTS_${status}`;
}

/** A Put of an item that must not exist yet (its `pk` and `sk` are new). */
export function newItemPut(tableName: string, item: Record<string, unknown>): TransactItem {
  return { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/**
 * The apply transaction's item for the job: one more applicant in APPLIED, on condition that the job is open
 * (so a closed or unknown job refuses the application in the same step).
 */
function applicantAddedUpdate(tableName: string, jobId: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: jobKey(jobId),
      ConditionExpression: '#status = :open',
      UpdateExpression: 'ADD #count :one',
      ExpressionAttributeNames: { '#status': 'STATUS', '#count': applicantCountName('APPLIED') },
      ExpressionAttributeValues: { ':open': 'OPEN', ':one': 1 },
    },
  };
}

/** An application as the apply transaction writes it (its keys are built from these). */
interface NewApplication extends Record<string, unknown> {
  ID: number;
  USER_ID: number;
  STATUS: ApplicationStatus;
  APPLIED_AT: string;
  /** The key of the job's knock-outs it passed, which lists it on gsi4 (keys.ts). */
  KNOCK_OUTS_PASSED?: string;
}

/**
 * The apply transaction: the job's applicant count (on condition it is open), and the application (on
 * condition the worker has none for this job). Exactly one application per pair, however many requests race.
 */
export function applyItems(tableName: string, application: NewApplication, employer: string): TransactItem[] {
  return [
    applicantAddedUpdate(tableName, application.ID),
    newItemPut(tableName, { ...applicationItemKeys(application), ...application }),
    replyCount(
      tableName,
      { employer, jobId: application.ID, appliedAt: application.APPLIED_AT },
      'APPLICATIONS',
    ),
  ];
}

/**
 * One more in a count of the employer's reply record (reply-records.ts): `APPLICATIONS` in the apply
 * transaction, `REPLIES_<bucket>` in the transaction of an application's first move out of New. Both go to the
 * month the application was made in, so a month's replies are always of that month's applications.
 */
export function replyCount(
  tableName: string,
  of: { employer: string; jobId: number; appliedAt: string },
  count: string,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: replyMonthKey(of.employer, of.appliedAt.slice(0, 7), of.jobId),
      UpdateExpression: 'ADD #count :one',
      ExpressionAttributeNames: { '#count': count },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}
