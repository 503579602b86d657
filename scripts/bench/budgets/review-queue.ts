/**
 * `npx tsx scripts/bench/budgets/review-queue.ts` (also run by `npm run bench`): the HR and OPS review queue at scale.
 * Three jobs with 10, 1k and 10k applications each (seeded with BatchWriteItem in the items' own shapes, keys
 * from functions/lib/db/keys.ts); getInternalDataById reads one status tab of one job (one Query of the job's
 * gsi1 partition), and should take the same time whatever the job's size: flat is the goal. Then
 * reviewApplication, shortlisting applicants one by one (the conditional transaction, then the SMS to the
 * local outbox), and reviewApplications, shortlisting 100 at once (bulk moves: 100 conditional
 * transactions one after another, then 100 SMS ten at a time). Real handlers on the real middy stack, in process, against DynamoDB Local; the sizes are
 * measured in alternating order so that drift falls on all alike.
 *
 * Run directly, it starts its own DynamoDB Local, or uses BENCH_DYNAMODB_ENDPOINT when set.
 */

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createSmsOutbox } from '#infra/local/dev/sms-outbox';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { lambdaContext } from '#infra/local/events';
import { loadHandler } from '#infra/local/handlers';
import { applicationItemKeys, counterKey, jobApplicationsPartition, userItemKeys } from '#lib/db/keys';
import { contracts } from '#shared/api/index';
import { jobSummary } from '#shared/api/job-shapes';
import type { ApplicationStatus } from '#shared/domain/codes';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createStaff } from '../support/accounts';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { ms, percentile, table } from '../support/report';
import { jobItem, writeAll } from '../support/seed';
import { eventFor } from './api';

const settings = {
  /** Applications per job, one job each. */
  sizes: [10, 1_000, 10_000],
  /** The tab read: a quarter of each job's applications are in it. */
  page: 'shortlisted' as const,
  limit: 20,
  warmup: 100,
  iterations: Number(process.env.REVIEW_QUEUE_ITERATIONS ?? 600),
  /**
   * Applicants of the largest job shortlisted one by one, each with a worker account and a verified number (no
   * more than the outbox keeps, so its count checks that every review sent its SMS).
   */
  reviews: 200,
  /** reviewApplications calls, each shortlisting `bulkSize` other applicants of the largest job at once. */
  bulkCalls: Number(process.env.REVIEW_QUEUE_BULK_CALLS ?? 3),
  bulkSize: 100,
};

/** Statuses in turn, so every tab of every job holds a quarter of its applications. */
const STATUSES: ApplicationStatus[] = ['APPLIED', 'SHORTLISTED', 'SELECTED', 'REJECTED'];
const BASE_TIME = Date.UTC(2025, 0, 1);

/** Runs this file in a process of its own against the DynamoDB Local at `endpoint`; answers what it prints. */
export const reviewQueue = (endpoint: string): string => printedBy(import.meta.url, endpoint);

/** Application `n` of job `jobId`: applicant `jobId * 100000 + n`, in STATUSES[n % 4], a minute apart. */
export function applicationItem(jobId: number, n: number): Record<string, unknown> {
  const userId = jobId * 100_000 + n + 1;
  const application = {
    ...jobSummary.parse(jobItem(jobId)),
    STATUS: STATUSES[n % STATUSES.length] as ApplicationStatus,
    APPLIED_AT: new Date(BASE_TIME + n * 60_000).toISOString(),
    USER_ID: userId,
    NAME: `Applicant ${userId}`,
    EMAIL: `applicant.${userId}@example.com`,
    MOBILE_NUMBER: `9${String(userId).padStart(9, '0')}`,
    APPLICANT_LOCATION: 'chennai',
  };
  return { ...applicationItemKeys(application), ...application };
}

/** The worker account of an applicant (what the review's SMS reads: the current verified number). */
export function workerItem(userId: number): Record<string, unknown> {
  const createdAt = new Date(BASE_TIME).toISOString();
  return {
    ...userItemKeys(userId, createdAt),
    ID: userId,
    NAME: `Applicant ${userId}`,
    EMAIL: `applicant.${userId}@example.com`,
    MOBILE_NUMBER: `9${String(userId).padStart(9, '0')}`,
    GENDER: 0,
    DOB: '2002-01-01',
    ACTIVE: 1,
    VERIFIED: 1,
    REGISTERED: 1,
    LOCATION: 'chennai',
    // As registration leaves it: HR's rows carry the education (an account without one fails the list's output).
    EDUCATION_LEVEL: 'graduate',
    LANGUAGES: ['english'],
    CREATED_AT: createdAt,
    // Consented as adults with SMS updates: listed for HR, and texted on a move.
    PRIVACY_STATE: 'given',
    NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
    SMS_UPDATES: true,
  };
}

/** The SMS outbox of the local twin, on a port of its own: the reviews' SMS go there as on `npm start`. */
async function startOutbox() {
  let outbox: ReturnType<typeof createSmsOutbox> | undefined;
  const server = createServer((request, response) => {
    void Promise.resolve(outbox?.handle(request, response, new URL(request.url ?? '/', 'http://localhost')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  outbox = createSmsOutbox({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log: () => undefined,
  });
  return { outbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function measure(endpoint: string): Promise<string> {
  const tableName = `review-queue-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  const sms = await startOutbox();
  Object.assign(process.env, {
    ...functionEnvironment(endpoint),
    TABLE_NAME: tableName,
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...sms.outbox.environment,
  });
  try {
    return await run(
      endpoint,
      tableName,
      () => sms.outbox.messages().length,
      (number) => sms.outbox.messages(`+91${number}`).length,
    );
  } finally {
    await sms.close();
  }
}

async function run(
  endpoint: string,
  tableName: string,
  smsSent: () => number,
  smsTo: (number: string) => number,
): Promise<string> {
  const seedDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );
  const jobIds = settings.sizes.map((_, index) => index + 1);
  const items: Record<string, unknown>[] = [];
  for (const [index, size] of settings.sizes.entries()) {
    const jobId = jobIds[index] as number;
    const counts = Object.fromEntries(
      STATUSES.map((status, s) => [`APPLICANTS_${status}`, Math.ceil((size - s) / STATUSES.length)]),
    );
    items.push({ ...jobItem(jobId), ...counts });
    for (let n = 0; n < size; n++) items.push(applicationItem(jobId, n));
  }
  // The largest job's first applicants in New get worker accounts, for the reviews.
  const largest = jobIds.at(-1) as number;
  const reviewed = Array.from({ length: settings.reviews }, (_, i) => i * STATUSES.length);
  for (const n of reviewed) items.push(workerItem(largest * 100_000 + n + 1));
  // And the next ones in New, for the bulk moves.
  const bulkRows = Array.from(
    { length: settings.bulkCalls * settings.bulkSize },
    (_, i) => (settings.reviews + i) * STATUSES.length,
  );
  for (const n of bulkRows) items.push(workerItem(largest * 100_000 + n + 1));
  items.push({ ...counterKey('JOB'), value: jobIds.length });
  await writeAll(seedDb, tableName, items);

  const { token } = await createStaff('HR', 'hr.bench@earnlearn.in', 'Bench HR');

  // ---- one tab of one job, at each size ------------------------------------------------------------------
  const list = await loadHandler(contracts.getInternalDataById);
  const samples = new Map<number, number[]>(settings.sizes.map((size) => [size, []]));
  // The same Query straight to DynamoDB Local, to tell its own growth from the handler's.
  const bare = new Map<number, number[]>(settings.sizes.map((size) => [size, []]));
  const bareRead = async (jobId: number): Promise<number> => {
    const start = performance.now();
    await seedDb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :partition AND begins_with(gsi1sk, :status)',
        ExpressionAttributeValues: {
          ':partition': jobApplicationsPartition(jobId),
          ':status': 'SHORTLISTED#',
        },
        ScanIndexForward: true,
        Limit: settings.limit,
      }),
    );
    return performance.now() - start;
  };
  const read = async (jobId: number): Promise<number> => {
    const event = eventFor(
      'getInternalDataById',
      token,
      `?id=${jobId}&page=${settings.page}&limit=${settings.limit}`,
    );
    const start = performance.now();
    const result = await list(event, lambdaContext('getInternalDataById'));
    const took = performance.now() - start;
    if (result.statusCode !== 200) throw new Error(`getInternalDataById answered ${result.statusCode}`);
    return took;
  };
  for (let i = 0; i < settings.warmup + settings.iterations; i++) {
    const order = i % 2 === 0 ? settings.sizes.entries() : [...settings.sizes.entries()].reverse();
    for (const [index, size] of order) {
      const took = await read(jobIds[index] as number);
      const bareTook = await bareRead(jobIds[index] as number);
      if (i >= settings.warmup) {
        samples.get(size)?.push(took);
        bare.get(size)?.push(bareTook);
      }
    }
  }

  // ---- reviewApplication: shortlist applicants one by one -----------------------------------------------
  const review = await loadHandler(contracts.reviewApplication);
  const reviews: number[] = [];
  for (const n of reviewed) {
    const userId = largest * 100_000 + n + 1;
    const body = JSON.stringify({ id: largest, userId, status: 'APPLIED', decision: 'accept' });
    const event = eventFor('reviewApplication', token, '', body);
    const start = performance.now();
    const result = await review(event, lambdaContext('reviewApplication'));
    reviews.push(performance.now() - start);
    if (result.statusCode !== 200) throw new Error(`reviewApplication answered ${result.statusCode}`);
  }

  // ---- reviewApplications: shortlist 100 at once -----------------------------------------------------------
  const bulk = await loadHandler(contracts.reviewApplications);
  const bulkCalls: number[] = [];
  const singleSms = smsSent();
  // The outbox keeps the last 200: each call's 100 are counted right after it, by the workers' numbers.
  let bulkSms = 0;
  for (let call = 0; call < settings.bulkCalls; call++) {
    const chosen = bulkRows.slice(call * settings.bulkSize, (call + 1) * settings.bulkSize);
    const applications = chosen.map((n) => ({ userId: largest * 100_000 + n + 1, status: 'APPLIED' }));
    const body = JSON.stringify({ id: largest, decision: 'accept', applications });
    const event = eventFor('reviewApplications', token, '', body);
    const start = performance.now();
    const result = await bulk(event, lambdaContext('reviewApplications'));
    bulkCalls.push(performance.now() - start);
    if (result.statusCode !== 200) throw new Error(`reviewApplications answered ${result.statusCode}`);
    const { moved } = JSON.parse(String(result.body)) as { moved: number };
    if (moved !== settings.bulkSize)
      throw new Error(`reviewApplications moved ${moved} of ${settings.bulkSize}`);
    bulkSms += applications.filter(({ userId }) => smsTo(`9${String(userId).padStart(9, '0')}`) === 1).length;
  }

  const rows = settings.sizes.map((size) => {
    const values = samples.get(size) ?? [];
    const query = bare.get(size) ?? [];
    return [
      `${size.toLocaleString('en-US')} applications`,
      ms(percentile(values, 50)),
      ms(percentile(values, 99)),
      ms(percentile(query, 50)),
      ms(percentile(query, 99)),
    ];
  });
  const smallest = percentile(samples.get(settings.sizes[0] as number) ?? [], 50);
  const biggest = percentile(samples.get(settings.sizes.at(-1) as number) ?? [], 50);
  return [
    `\nThe review queue: one status tab of one job (getInternalDataById, page=${settings.page}, limit=${settings.limit}), ${settings.iterations} interleaved calls per size`,
    table(['job with', 'p50', 'p99', 'bare Query p50', 'bare Query p99'], rows),
    `p50 at ${settings.sizes.at(-1)?.toLocaleString('en-US')} / at ${settings.sizes[0]}: ${(biggest / smallest).toFixed(2)}x (flat is 1.00x)`,
    `reviewApplication (shortlist, transaction + SMS to the local outbox), ${reviews.length} calls: p50 ${ms(percentile(reviews, 50))}, p99 ${ms(percentile(reviews, 99))}; ${singleSms} SMS in the outbox`,
    `reviewApplications (shortlist ${settings.bulkSize} at once: ${settings.bulkSize} transactions in turn, then the SMS ten at a time), ${bulkCalls.length} calls: ${bulkCalls.map((took) => ms(took)).join(', ')} (${ms(percentile(bulkCalls, 50) / settings.bulkSize)} a row at the median); ${bulkSms} of ${bulkCalls.length * settings.bulkSize} workers texted once`,
  ].join('\n');
}

if (isScript(import.meta.url)) await printMeasured(measure);
