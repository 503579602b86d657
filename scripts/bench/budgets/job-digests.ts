/**
 * `npm run bench -- job-digests` (also run by `npm run bench`): the daily digest of job alerts over
 * DIGEST_ALERTS alerts (100k unless set), the worst case the issue names: every alert in one city, each of its
 * own worker (consented, active, verified), and new jobs posted there, so every alert matches and every worker
 * is sent a digest. The real run (functions/features/job-alerts/digest.ts) against DynamoDB Local, with the
 * channel stood in (answers "sent" at once: SNS and SES are not what is measured; their price is in
 * docs/operations.md). Prints the time, the DynamoDB calls by kind and the items read and written, and how long
 * the same would take at that rate against the 15 minutes of one Lambda run.
 *
 * Run directly (`npx tsx scripts/bench/budgets/job-digests.ts`), it starts its own DynamoDB Local, or uses
 * BENCH_DYNAMODB_ENDPOINT.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { jobAlertIndexKeys, jobAlertKey, userItemKeys } from '#lib/db/keys';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { table } from '../support/report';
import { writeAll } from '../support/seed';

const settings = {
  alerts: Number(process.env.DIGEST_ALERTS ?? 100_000),
  newJobs: 3,
  concurrency: Number(process.env.DIGEST_CONCURRENCY ?? 32),
};

const CITY = 'hyderabad-telangana';
const FIRST_USER = 1_000_000;

/** Runs the digest bench in a process of its own against the DynamoDB Local at `endpoint`. */
export const jobDigests = (endpoint: string): string => printedBy(import.meta.url, endpoint);

async function measure(endpoint: string): Promise<string> {
  const tableName = `digests-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  Object.assign(process.env, {
    ...functionEnvironment(endpoint),
    TABLE_NAME: tableName,
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    SITE_URL: 'https://earnlearn.in',
    SMS_SENDER_ID: 'EARNLN',
    SES_FROM_ADDRESS: 'no-reply@earnlearn.in',
  });
  const seedDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );

  // ---- seed: the workers and their alerts, an hour before the new jobs ----------------------------------------
  const seedStart = performance.now();
  const createdAt = new Date(Date.now() - 3_600_000).toISOString();
  const items: Record<string, unknown>[] = [];
  for (let n = 0; n < settings.alerts; n++) {
    const id = FIRST_USER + n;
    const alertId = n.toString(16).padStart(10, '0');
    items.push({
      ...userItemKeys(id, createdAt),
      ID: id,
      NAME: `Digest Bench ${n}`,
      EMAIL: `digest.${n}@example.com`,
      MOBILE_NUMBER: `9${String(n).padStart(9, '0')}`,
      GENDER: 0,
      DOB: '2000-01-01',
      ACTIVE: 1,
      VERIFIED: 1,
      REGISTERED: 1,
      CREATED_AT: createdAt,
      LOCATION: CITY,
      PRIVACY_STATE: 'given',
      NOTICE_VERSION: PRIVACY_NOTICE_VERSION,
      JOB_ALERTS: true,
      JOB_ALERT_COUNT: 1,
      SITE_LANGUAGE: (['en', 'hi', 'te'] as const)[n % 3],
    });
    items.push({
      ...jobAlertKey(id, alertId),
      ...jobAlertIndexKeys(`ALERTS#CITY#${CITY}`, id, alertId),
      entity: 'JOB_ALERT',
      ALERT_ID: alertId,
      USER_ID: id,
      FILTERS: n % 2 === 0 ? { city: CITY } : { city: CITY, type: 'job' },
      CHANNEL: n % 4 === 0 ? 'email' : 'sms',
      CREATED_AT: createdAt,
    });
  }
  await writeAll(seedDb, tableName, items);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const jobs = await import('#lib/db/jobs');
  const { demoJobs } = await import('#infra/local/demo-data/jobs');
  const template = demoJobs[0] as (typeof demoJobs)[number];
  for (let n = 0; n < settings.newJobs; n++) {
    await jobs.create({
      ...template,
      TITLE: `Digest bench job ${n}`,
      CITY,
      WORK_FROM_HOME: 0,
      TYPE: 'JOB',
      POSTED_AT: new Date(Date.now() - 60_000 + n).toISOString(),
    });
  }

  // ---- the run: every DynamoDB call counted by kind; the channel stood in ----------------------------------------
  const { db } = await import('#lib/clients/dynamodb');
  const send = db.send.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const calls = new Map<string, number>();
  db.send = ((command: { constructor: { name: string } }, ...rest: unknown[]) => {
    const name = command.constructor.name.replace(/Command$/, '');
    calls.set(name, (calls.get(name) ?? 0) + 1);
    return send(command, ...rest);
  }) as typeof db.send;
  const { runDigest } = await import('#features/job-alerts/digest');
  let delivered = 0;
  const start = performance.now();
  const run = await runDigest({
    concurrency: settings.concurrency,
    deliver: async () => {
      delivered += 1;
      return 'sent';
    },
  });
  const seconds = (performance.now() - start) / 1000;
  db.send = send as typeof db.send;
  const perSecond = run.workersMatched / seconds;
  return [
    `\nJob-alert digests: ${settings.alerts} alerts in one city, each of its own worker, ${settings.newJobs} new jobs there (seeded in ${seedSeconds.toFixed(0)} s)`,
    table(
      ['measure', 'value'],
      [
        ['run time', `${seconds.toFixed(1)} s (concurrency ${settings.concurrency})`],
        ['alerts read / matched', `${run.alertsRead} / ${run.alertsMatched}`],
        ['workers sent a digest', `${run.outcomes.sent ?? 0} (channel stood in: ${delivered} calls)`],
        ['items read (jobs, alerts, accounts)', String(run.itemsRead)],
        ['items written (day marks, alert updates)', String(run.itemsWritten)],
        [
          'DynamoDB calls',
          [...calls]
            .sort()
            .map(([name, count]) => `${name} ${count}`)
            .join(', '),
        ],
        ['workers a second', perSecond.toFixed(0)],
        [
          'fits one 15-minute Lambda run',
          `${seconds <= 840 ? 'yes' : 'no'} (${(settings.alerts / perSecond / 60).toFixed(1)} min at this rate for ${settings.alerts})`,
        ],
      ],
    ),
  ].join('\n');
}

if (isScript(import.meta.url)) await printMeasured(measure);
