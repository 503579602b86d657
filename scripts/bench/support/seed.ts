/**
 * Bulk seeding for the scale runs: jobs and applications written straight to the table with BatchWriteItem,
 * in exactly the item shapes of `functions/lib/db/jobs.ts` and `applications.ts` (their keys come from the same
 * builders, `functions/lib/db/keys.ts`), so the handlers read them as if posted and applied through the API.
 */
import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { demoJobs } from '#infra/local/demo-data/jobs';
import { applicationItemKeys, counterKey, dashboardKey, jobItemKeys, organisationJobKey } from '#lib/db/keys';
import { jobSummary } from '#shared/api/job-shapes';

/** Applications per job in the generated data; one of each ten is the benchmark worker's. */
const APPLICATIONS_PER_JOB = 10;
/** Other (profile-less) applicants have ids from here on, clear of the ids the users counter hands out. */
const OTHER_APPLICANTS_FROM = 1_000_000;
const OTHER_APPLICANTS = 5_000;

const BASE_TIME = Date.UTC(2024, 0, 1);

function postedAt(jobId: number): string {
  return new Date(BASE_TIME + jobId * 60_000).toISOString();
}

/** Job `id` as jobs.ts stores it; with `organisationId`, an employer's job (its list item: `organisationJobItem`). */
export function jobItem(id: number, organisationId?: string): Record<string, unknown> {
  const template = demoJobs[id % demoJobs.length] as (typeof demoJobs)[number];
  const posted = postedAt(id);
  const job = {
    TITLE: `${template.TITLE} #${id}`,
    COMPANY_NAME: template.COMPANY_NAME,
    LOGO_LINK: template.LOGO_LINK,
    LOCATION: template.LOCATION,
    WORK_FROM_HOME: template.WORK_FROM_HOME,
    WORK_HOURS: template.WORK_HOURS,
    EARNINGS: template.EARNINGS,
    POSITION: template.POSITION,
    DESCRIPTION: template.DESCRIPTION,
    ROLES_AND_RESPONSIBILITIES: template.ROLES_AND_RESPONSIBILITIES,
    WHAT_YOU_GET: template.WHAT_YOU_GET,
    WHO_CAN_APPLY: template.WHO_CAN_APPLY,
    ID: id,
    POSTED_AT: posted,
    STATUS: 'OPEN' as const,
    ...(organisationId === undefined ? {} : { ORG_ID: organisationId }),
  };
  return { ...jobItemKeys(job), ...job };
}

/** The item that lists job `id` under its organisation, as jobs.create writes it (organisation-jobs.ts). */
export function organisationJobItem(organisationId: string, id: number): Record<string, unknown> {
  return { ...organisationJobKey(organisationId, id), entity: 'ORG_JOB', jobId: id };
}

/**
 * Application number `n` (0-based): job `floor(n / 10) + 1`; the first of each ten is `benchWorkerId`'s, the
 * others spread over other applicants, never twice the same applicant for one job.
 */
export function applicationItem(n: number, benchWorkerId: number): Record<string, unknown> {
  const jobId = Math.floor(n / APPLICATIONS_PER_JOB) + 1;
  const slot = n % APPLICATIONS_PER_JOB;
  const userId =
    slot === 0
      ? benchWorkerId
      : OTHER_APPLICANTS_FROM + ((jobId * APPLICATIONS_PER_JOB + slot) % OTHER_APPLICANTS);
  const application = {
    ...jobSummary.parse(jobItem(jobId)),
    STATUS: 'APPLIED' as const,
    APPLIED_AT: new Date(BASE_TIME + 86_400_000 + n * 1_000).toISOString(),
    USER_ID: userId,
    NAME: slot === 0 ? 'Bench Worker' : `Applicant ${userId}`,
    EMAIL: `applicant.${userId}@example.com`,
    MOBILE_NUMBER: `9${String(userId % 1_000_000_000).padStart(9, '0')}`,
    APPLICANT_LOCATION: 'chennai',
  };
  return { ...applicationItemKeys(application), ...application };
}

/** How many of `total` items are jobs and how many applications (half and half). */
export function split(total: number): { jobs: number; applications: number } {
  const jobs = Math.ceil(total / 2);
  return { jobs, applications: Math.min(total - jobs, jobs * APPLICATIONS_PER_JOB) };
}

export async function writeBatch(
  db: DynamoDBDocumentClient,
  tableName: string,
  items: Record<string, unknown>[],
) {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= 10)
      throw new Error(`BatchWriteItem left ${pending.length} items unprocessed after 10 tries`);
    const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
    pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
  }
}

/**
 * Writes `items` to the table, 25 a BatchWriteItem, `parallel` batches in flight at once (the sections' seeder:
 * each builds its items in the product's shapes, this writes them).
 */
export async function writeAll(
  db: DynamoDBDocumentClient,
  tableName: string,
  items: readonly Record<string, unknown>[],
  parallel = 6,
): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) await writeBatch(db, tableName, batch);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

export interface SeedState {
  jobs: number;
  applications: number;
}

/**
 * Grows the table from `from` to `to` (item counts per kind), 25 items per BatchWriteItem, `parallel` at once,
 * jobs and applications interleaved so the mix holds wherever it stops. Stops early, between batches, once
 * `deadline` (epoch ms) has passed; returns what is in the table then.
 */
export async function grow(
  db: DynamoDBDocumentClient,
  tableName: string,
  benchWorkerId: number,
  from: SeedState,
  to: SeedState,
  options: { parallel?: number; deadline?: number; onProgress?: (state: SeedState) => void } = {},
): Promise<SeedState> {
  const state = { ...from };
  const parallel = options.parallel ?? 4;
  const nextBatch = (): Record<string, unknown>[] | undefined => {
    const jobsLeft = to.jobs - state.jobs;
    const applicationsLeft = to.applications - state.applications;
    if (jobsLeft <= 0 && applicationsLeft <= 0) return undefined;
    // Keep the applications behind the jobs they point at.
    const takeJobs =
      jobsLeft > 0 && (applicationsLeft <= 0 || state.jobs * to.applications <= state.applications * to.jobs);
    const items: Record<string, unknown>[] = [];
    if (takeJobs) {
      for (let i = 0; i < 25 && state.jobs < to.jobs; i++) items.push(jobItem(++state.jobs));
    } else {
      const maxApplications = state.jobs * APPLICATIONS_PER_JOB;
      for (
        let i = 0;
        i < 25 && state.applications < to.applications && state.applications < maxApplications;
        i++
      ) {
        items.push(applicationItem(state.applications++, benchWorkerId));
      }
      if (items.length === 0)
        for (let i = 0; i < 25 && state.jobs < to.jobs; i++) items.push(jobItem(++state.jobs));
    }
    return items.length > 0 ? items : undefined;
  };
  const worker = async () => {
    for (;;) {
      if (options.deadline !== undefined && Date.now() > options.deadline) return;
      const batch = nextBatch();
      if (!batch) return;
      await writeBatch(db, tableName, batch);
      options.onProgress?.(state);
    }
  };
  // Every batch taken is awaited before its worker returns, so `state` is what the table holds afterwards.
  await Promise.all(Array.from({ length: parallel }, worker));
  // Keep the id counter and the dashboard count as the product's own writes would leave them.
  await db.send(new PutCommand({ TableName: tableName, Item: { ...counterKey('JOB'), value: state.jobs } }));
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: dashboardKey,
      UpdateExpression: 'SET #jobs = :jobs',
      ExpressionAttributeNames: { '#jobs': 'jobs' },
      ExpressionAttributeValues: { ':jobs': state.jobs },
    }),
  );
  return state;
}
