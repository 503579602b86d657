/**
 * Applicants of one job for the HR search and CSV export tests: workers with a chosen name, e-mail, city and
 * number who apply through the real apply, and a bulk seed (BatchWriteItem) of consented applicants for paging.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import type * as jobs from '#lib/db/jobs';
import { applicationItemKeys, applicationTermItem, userItemKeys } from '#lib/db/keys';
import * as users from '#lib/db/users';
import { appliedJobs, pageReadsOf } from '#lib/db/worker-records';
import { jobSummary } from '#shared/api/job-shapes';
import { applicationTerms } from '#shared/domain/application-terms';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createWorker, type TestAccount } from './accounts';

export interface Applicant {
  worker: TestAccount;
  name: string;
  email: string;
  number: string;
}

/** A worker named `name` (in `city`, a district id) who applies for `job` at `at`. */
export async function applyAs(
  job: jobs.StoredJob,
  name: string,
  options: {
    city?: string;
    at?: Date;
    privacy?: 'given' | 'consentNeeded';
    /** The screening answers and cover note kept with the application. */
    extras?: applications.ApplicationExtras;
  } = {},
): Promise<Applicant> {
  const worker = await createWorker({ privacy: options.privacy ?? 'given' });
  await users.saveRegistrationDetails(worker.id, {
    name,
    gender: 0,
    dob: '2002-05-14',
    languages: ['english', 'hindi'],
    cityName: options.city ?? 'chennai',
    education: 'graduate',
  });
  const account = await users.get(worker.id);
  if (!account) throw new Error(`There is no worker ${worker.id}`);
  await applications.apply(account, job, options.at, options.extras);
  return { worker, name, email: account.EMAIL, number: account.MOBILE_NUMBER };
}

/**
 * `count` consented applicants of `job` written straight to the table (accounts and applications, 25 items a
 * call): ids from `firstId`, named `Bulk Applicant <n>`, a minute apart, all in New; with `indexed`, with their
 * search index items too.
 */
export async function seedApplicants(
  job: jobs.StoredJob,
  firstId: number,
  count: number,
  options: { indexed?: boolean } = {},
): Promise<number[]> {
  const at = Date.UTC(2030, 0, 1);
  const items: Record<string, unknown>[] = [];
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const id = firstId + n;
    ids.push(id);
    const appliedAt = new Date(at + n * 60_000).toISOString();
    const contacts = {
      NAME: `Bulk Applicant ${n}`,
      EMAIL: `bulk.${id}@example.com`,
      MOBILE_NUMBER: `7${String(id).padStart(9, '0').slice(-9)}`,
    };
    items.push({
      ...userItemKeys(id, appliedAt),
      ID: id,
      ...contacts,
      ACTIVE: 1,
      VERIFIED: 1,
      REGISTERED: 1,
      LOCATION: 'pune',
      CREATED_AT: appliedAt,
      PRIVACY_STATE: 'given',
      NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
    });
    const application = {
      ...jobSummary.parse(job),
      STATUS: 'APPLIED' as const,
      APPLIED_AT: appliedAt,
      USER_ID: id,
      ...contacts,
      APPLICANT_LOCATION: 'pune',
    };
    // With `indexed`, as applyJob indexes it (decision 610): its words, under the job (some 30 items more).
    const terms = options.indexed ? applicationTerms(application, { questions: [], answers: [] }, []) : [];
    items.push({
      ...applicationItemKeys(application),
      ...application,
      ...(options.indexed ? { FIND_TERMS: terms } : {}),
    });
    for (const term of terms) items.push(applicationTermItem(job.ID, term, application));
  }
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  const write = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let pending = batch.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, write));
  return ids;
}

/**
 * Every staff read of the worker, oldest first: their own access entries and the page reads of the jobs they
 * applied to that name them, found as the export finds them.
 */
export async function accessEntriesOf(userId: number): Promise<Record<string, unknown>[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'ACCESS#' },
      ConsistentRead: true,
    }),
  );
  const pages = await pageReadsOf(userId, await appliedJobs(userId));
  return [...(Items ?? []), ...pages].sort((a, b) => String(a.AT).localeCompare(String(b.AT)));
}
