/**
 * `npm run bench -- privacy` (also run by `npm run bench`): the privacy budgets of docs/ARCHITECTURE.md.
 *
 * 1. Staff access on the record: HR's applications list (getInternalDataById, a page of 20 consented
 *    applicants) with its page read written (one BatchWriteItem of one item per page, sent beside the consent
 *    read) against the same handler whose BatchWriteItem answers at once without reaching DynamoDB (the list
 *    without access logging), in alternating calls. Budget: within 1.15x.
 * 2. Download my data: getMyData of a worker with 200 applications (a quarter moved by staff), consent records,
 *    message records, access entries and page reads naming them (found through the applications). Budget:
 *    seconds, not minutes.
 * 3. Erase my account: eraseAccount of workers with 200 applications each and page reads naming them (their
 *    bucket folders empty).
 *
 * Real handlers on the real middy stack, in process, against DynamoDB Local; seeded with BatchWriteItem in the
 * items' own shapes (keys from functions/lib/db/keys.ts). Run directly, it starts its own DynamoDB Local, or uses
 * BENCH_DYNAMODB_ENDPOINT when set.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { lambdaContext } from '#infra/local/events';
import { loadHandler } from '#infra/local/handlers';
import { applicationItemKeys, counterKey, userItemKeys } from '#lib/db/keys';
import { accessEntryKey, consentRecordKey, messageRecordKey, pageReadKey } from '#lib/db/privacy-keys';
import { contracts } from '#shared/api/index';
import { jobSummary } from '#shared/api/job-shapes';
import type { ApplicationStatus } from '#shared/domain/codes';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { createStaff, registerWorker } from '../support/accounts';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { ms, percentile, table, verdict, verdictLine } from '../support/report';
import { jobItem, writeAll } from '../support/seed';
import { eventFor } from './api';

const settings = {
  /** The HR page: its applicants, all with consent in force. */
  listLimit: 20,
  warmup: 100,
  iterations: Number(process.env.PRIVACY_ITERATIONS ?? 400),
  /** The exported worker's applications, and its other records. */
  applications: 200,
  messages: 60,
  /** The exported worker's own access entries (reads of them alone), and HR's page reads naming them. */
  accesses: 60,
  pageReads: 60,
  /** Workers named in each seeded page read. */
  pageSize: 20,
  exports: Number(process.env.PRIVACY_EXPORTS ?? 30),
  /** Workers erased, each with as many applications as the exported one. */
  erasures: Number(process.env.PRIVACY_ERASURES ?? 5),
  budget: 1.15,
};

const BASE_TIME = Date.UTC(2026, 0, 1);
const STATUSES: ApplicationStatus[] = ['APPLIED', 'SHORTLISTED', 'SELECTED', 'REJECTED'];

export const privacyBench = (endpoint: string): string => printedBy(import.meta.url, endpoint);

function applicantItem(userId: number): Record<string, unknown> {
  const createdAt = new Date(BASE_TIME).toISOString();
  return {
    ...userItemKeys(userId, createdAt),
    ID: userId,
    NAME: `Applicant ${userId}`,
    EMAIL: `applicant.${userId}@example.com`,
    MOBILE_NUMBER: `9${String(userId).padStart(9, '0')}`,
    GENDER: 0,
    DOB: '2002-01-01',
    EDUCATION_LEVEL: 'graduate',
    ACTIVE: 1,
    VERIFIED: 1,
    REGISTERED: 1,
    LOCATION: 'chennai',
    LANGUAGES: ['english'],
    CREATED_AT: createdAt,
    PRIVACY_STATE: 'given',
    NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
    SMS_UPDATES: true,
  };
}

/** HR's read of a page of job `jobId`'s applicants at `at`, naming `userId` among `pageSize` workers. */
function pageReadItem(jobId: number, userId: number, at: string, n: number): Record<string, unknown> {
  const others = Array.from({ length: settings.pageSize - 1 }, (_, k) => 600_000 + k);
  return {
    ...pageReadKey(jobId, at, `p${n}`),
    entity: 'PAGE_READ',
    BY_ID: 1,
    BY_ROLE: 'HR',
    AT: at,
    WHAT: 'getInternalDataById',
    DATA: ['contacts', 'applications'],
    JOB_ID: jobId,
    USER_IDS: new Set([userId, ...others]),
  };
}

/** Page reads of the last day, spread over the jobs 10.. the worker applied to. */
function pageReadsOf(userId: number): Record<string, unknown>[] {
  return Array.from({ length: settings.pageReads }, (_, n) =>
    pageReadItem(
      10 + ((n * 7) % settings.applications),
      userId,
      new Date(Date.now() - n * 60_000).toISOString(),
      n,
    ),
  );
}

function applicationItem(
  jobId: number,
  worker: { id: number; name: string },
  n: number,
  moved: boolean,
): Record<string, unknown> {
  const appliedAt = new Date(BASE_TIME + n * 60_000).toISOString();
  const status: ApplicationStatus = moved ? (STATUSES[1 + (n % 3)] as ApplicationStatus) : 'APPLIED';
  const application = {
    ...jobSummary.parse(jobItem(jobId)),
    STATUS: status,
    APPLIED_AT: appliedAt,
    USER_ID: worker.id,
    NAME: worker.name,
    EMAIL: `${worker.name.replace(/\s/g, '.').toLowerCase()}@example.com`,
    MOBILE_NUMBER: `9${String(worker.id).padStart(9, '0')}`,
    APPLICANT_LOCATION: 'chennai',
    ...(moved
      ? {
          REVIEWED_AT: appliedAt,
          REVIEWS: [
            {
              FROM: 'APPLIED',
              TO: status,
              AT: appliedAt,
              BY_ID: 1,
              BY_NAME: 'Bench HR',
              BY_EMAIL: 'hr.bench@earnlearn.in',
              BY_TYPE: 'HR',
            },
          ],
        }
      : {}),
  };
  return { ...applicationItemKeys(application), ...application };
}

async function measure(endpoint: string): Promise<string> {
  const tableName = `privacy-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  Object.assign(process.env, {
    ...functionEnvironment(endpoint),
    TABLE_NAME: tableName,
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    // The export signs links to the documents: signing needs a bucket name, not a bucket.
    UPLOADS_BUCKET: 'earnlearn-bench-uploads',
  });
  const seedDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );

  // ---- seed: one job with a page of consented applicants; a worker with 200 applications ------------------
  const listJob = 1;
  const items: Record<string, unknown>[] = [{ ...jobItem(listJob), APPLICANTS_APPLIED: settings.listLimit }];
  for (let n = 0; n < settings.listLimit; n++) {
    const userId = 500_000 + n;
    items.push(applicantItem(userId));
    items.push(applicationItem(listJob, { id: userId, name: `Applicant ${userId}` }, n, false));
  }
  const worker = await registerWorker(
    { sub: 'google-privacy-bench', email: 'export.bench@example.com', name: 'Export Bench' },
    { mobile: '9876500001' },
  );
  for (let n = 0; n < settings.applications; n++) {
    const jobId = 10 + n;
    items.push(jobItem(jobId));
    items.push(applicationItem(jobId, { id: worker.id, name: 'Export Bench' }, n, n % 4 === 0));
  }
  for (let n = 0; n < settings.messages; n++) {
    const at = new Date(BASE_TIME + n * 3_600_000).toISOString();
    items.push({
      ...messageRecordKey(worker.id, at, `m${n}`),
      entity: 'MESSAGE',
      CHANNEL: 'sms',
      KIND: n % 2 === 0 ? 'otp' : 'review',
      AT: at,
      TO: '98******01',
    });
  }
  for (let n = 0; n < settings.accesses; n++) {
    const at = new Date(BASE_TIME + n * 1_800_000).toISOString();
    items.push({
      ...accessEntryKey(worker.id, at, `a${n}`),
      entity: 'ACCESS',
      BY_ID: 1,
      BY_ROLE: 'HR',
      AT: at,
      WHAT: 'getInternalDataById',
      DATA: ['contacts', 'applications'],
    });
  }
  items.push(...pageReadsOf(worker.id));
  for (let n = 0; n < 10; n++) {
    const at = new Date(BASE_TIME + n * 86_400_000).toISOString();
    items.push({
      ...consentRecordKey(worker.id, at, `c${n}`),
      entity: 'CONSENT',
      PURPOSE: 'smsUpdates',
      ACTION: n % 2 === 0 ? 'withdraw' : 'grant',
      NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
      LANGUAGE: 'en',
      AT: at,
      SCREEN: 'privacySettings',
      BY: 'worker',
    });
  }
  items.push({ ...counterKey('JOB'), value: 10 + settings.applications });
  await writeAll(seedDb, tableName, items);
  const hr = await createStaff('HR', 'hr.privacy.bench@earnlearn.in', 'Bench HR');

  // ---- 1. the HR list with and without its access entries -------------------------------------------------
  const { db } = await import('#lib/clients/dynamodb');
  const send = db.send.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let logging = true;
  let batchWrites = 0;
  db.send = ((command: unknown, ...rest: unknown[]) => {
    if (command instanceof BatchWriteCommand) {
      batchWrites++;
      if (!logging) return Promise.resolve({ UnprocessedItems: {} });
    }
    return send(command, ...rest);
  }) as typeof db.send;
  const list = await loadHandler(contracts.getInternalDataById);
  const read = async (): Promise<number> => {
    const event = eventFor('getInternalDataById', hr.token, `?id=${listJob}&limit=${settings.listLimit}`);
    const start = performance.now();
    const result = await list(event, lambdaContext('getInternalDataById'));
    const took = performance.now() - start;
    if (result.statusCode !== 200) throw new Error(`getInternalDataById answered ${result.statusCode}`);
    return took;
  };
  const withLog: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < settings.warmup + settings.iterations; i++) {
    const order = i % 2 === 0 ? [true, false] : [false, true];
    for (const side of order) {
      logging = side;
      const took = await read();
      if (i >= settings.warmup) (side ? withLog : without).push(took);
    }
  }
  logging = true;
  const writesPerCall = batchWrites / (2 * (settings.warmup + settings.iterations));

  // ---- 2. the export of a worker with 200 applications ------------------------------------------------------
  const exportData = await loadHandler(contracts.getMyData);
  const exports: number[] = [];
  let bytes = 0;
  for (let i = 0; i < settings.exports + 3; i++) {
    const event = eventFor('getMyData', worker.token);
    const start = performance.now();
    const result = await exportData(event, lambdaContext('getMyData'));
    const took = performance.now() - start;
    if (result.statusCode !== 200) throw new Error(`getMyData answered ${result.statusCode}`);
    bytes = String(result.body ?? '').length;
    if (i >= 3) exports.push(took);
  }
  db.send = send as typeof db.send;

  // ---- 3. the erasure of a worker with 200 applications -----------------------------------------------------
  // The same worker's applications, copied to fresh workers, each erased as "Erase my account" erases it
  // (eraseAccount): every application deleted with its job's counts moved, the account, its claims, the hashed
  // record. Their folders in the bucket are empty: ListObjectVersions answers nothing (one call per folder).
  const { s3 } = await import('#lib/clients/s3');
  const s3Send = s3.send.bind(s3) as (...args: unknown[]) => Promise<unknown>;
  s3.send = (() =>
    Promise.resolve({ Versions: [], DeleteMarkers: [], IsTruncated: false })) as typeof s3.send;
  const { eraseAccount } = await import('#features/erasure/erase-account');
  const erasures: number[] = [];
  for (let k = 0; k < settings.erasures; k++) {
    const erased = await registerWorker(
      { sub: `google-erasure-bench-${k}`, email: `erase.${k}@example.com`, name: `Erase Bench ${k}` },
      { mobile: `98765${String(10 + k).padStart(5, '0')}` },
    );
    const own: Record<string, unknown>[] = [];
    for (let n = 0; n < settings.applications; n++) {
      own.push(applicationItem(10 + n, { id: erased.id, name: `Erase Bench ${k}` }, n, n % 4 === 0));
    }
    own.push(...pageReadsOf(erased.id));
    await writeAll(seedDb, tableName, own);
    const start = performance.now();
    if (!(await eraseAccount(erased.id, 'workerRequest'))) throw new Error('eraseAccount found no account');
    erasures.push(performance.now() - start);
  }
  s3.send = s3Send as typeof s3.send;

  const p50With = percentile(withLog, 50);
  const p50Without = percentile(without, 50);
  const ratio = p50With / p50Without;
  return [
    `\nPrivacy: staff access on the record (getInternalDataById, a page of ${settings.listLimit}), ${settings.iterations} interleaved calls per side`,
    table(
      ['list', 'p50', 'p99'],
      [
        ['with access entries', ms(p50With), ms(percentile(withLog, 99))],
        ['without (BatchWriteItem answered at once)', ms(p50Without), ms(percentile(without, 99))],
      ],
    ),
    `p50 with / without: ${ratio.toFixed(2)}x (budget ${settings.budget}x) ${ratio <= settings.budget ? 'PASS' : 'OVER'}; ${writesPerCall.toFixed(2)} BatchWriteItem calls per list call (counted on both sides: 1.00 is one per page)`,
    verdictLine({
      figure: 'HR list p50 with staff-access entries vs without',
      measured: `${ratio.toFixed(2)}x`,
      limit: `<= ${settings.budget}x`,
      verdict: verdict(ratio, settings.budget),
    }),
    `Erase my account: eraseAccount of a worker with ${settings.applications} applications and ${settings.pageReads} page reads naming them, ${erasures.length} workers: p50 ${ms(percentile(erasures, 50))}, max ${ms(Math.max(...erasures))}`,
    `Download my data: getMyData of a worker with ${settings.applications} applications, ${settings.messages} messages, ${settings.accesses} access entries and ${settings.pageReads} page reads naming them, ${exports.length} calls: p50 ${ms(percentile(exports, 50))}, p99 ${ms(percentile(exports, 99))}, ${(bytes / 1024).toFixed(0)} KB of JSON`,
  ].join('\n');
}

if (isScript(import.meta.url)) await printMeasured(measure);
