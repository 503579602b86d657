/**
 * `npm run bench -- moderation-queue` (optional, not in the full run): the admin's moderation queue
 * (getModerationQueue, the first page, oldest first) with 1k jobs in the table, then with the same table grown
 * to 100k, a tenth of them in review each time (100, then 10,000 in the queue). The queue is one Query of one
 * gsi3 partition a page, so its time should not grow with the jobs: flat is the goal. Real handler on the real
 * middy stack, in process, against DynamoDB Local; the items are written in the job module's shapes (keys from
 * functions/lib/db/keys.ts). The two sizes are measured one after the other on the one table (a handler module
 * serves one table), each after its own warm-up.
 *
 * Run directly, it starts its own DynamoDB Local, or uses BENCH_DYNAMODB_ENDPOINT when set.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { lambdaContext } from '#infra/local/events';
import { loadHandler } from '#infra/local/handlers';
import { inReviewJobKeys, JOBS_IN_REVIEW } from '#lib/db/keys';
import { contracts } from '#shared/api/index';
import { moderate } from '#shared/domain/moderation/moderate';
import { storedHits } from '#shared/domain/moderation/rule-check';
import { RULES_VERSION } from '#shared/domain/moderation/rules';
import { createStaff } from '../support/accounts';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { ms, percentile, table } from '../support/report';
import { jobItem } from '../support/seed';
import { flatnessLine, measureAtSizes } from '../support/sizes';
import { eventFor } from './api';

const settings = {
  sizes: [1_000, Number(process.env.MODERATION_QUEUE_LARGE ?? 100_000)],
  /** One job in this many is in review. */
  inReviewEvery: 10,
  limit: 20,
  // The sizes run one after the other: a long warm-up keeps the JIT's drift off the first.
  warmup: 400,
  iterations: Number(process.env.MODERATION_QUEUE_ITERATIONS ?? 500),
};

const FEE_TEXT = 'Pay a registration fee of ₹500 before you start.';
const HITS = storedHits(moderate({ description: FEE_TEXT }));

/** Runs this file in a process of its own against the DynamoDB Local at `endpoint`; answers what it prints. */
export const moderationQueueBench = (endpoint: string): string => printedBy(import.meta.url, endpoint);

/** Job `id`: live as the seeder writes it, or, one in `inReviewEvery`, in review since its posting time. */
function seededJob(id: number): Record<string, unknown> {
  const live = jobItem(id);
  if (id % settings.inReviewEvery !== 0) return live;
  const { gsi1pk: _open, gsi1sk: _order, ...job } = live;
  const at = String(job.POSTED_AT);
  const by = { ID: 1, EMAIL: 'poster@employer.example' };
  return {
    ...job,
    ...inReviewJobKeys(id, at),
    STATUS: 'CLOSED',
    STATE: 'inReview',
    SUBMITTED_AT: at,
    SUBMITTED_BY: by,
    DESCRIPTION: FEE_TEXT,
    RULE_CHECK: { RULES_VERSION, HITS, BY: by, AT: at },
  };
}

async function measure(endpoint: string): Promise<string> {
  const tableName = `moderation-queue-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  Object.assign(process.env, {
    ...functionEnvironment(endpoint),
    TABLE_NAME: tableName,
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  const seedDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );
  const { token } = await createStaff('admin', 'admin.bench@earnlearn.in', 'Bench Admin');
  const queue = await loadHandler(contracts.getModerationQueue);
  const read = async (): Promise<number> => {
    const event = eventFor('getModerationQueue', token, `?limit=${settings.limit}`);
    const start = performance.now();
    const result = await queue(event, lambdaContext('getModerationQueue'));
    const took = performance.now() - start;
    if (result.statusCode !== 200) throw new Error(`getModerationQueue answered ${result.statusCode}`);
    const { data } = JSON.parse(String(result.body)) as { data: unknown[] };
    if (data.length !== settings.limit) throw new Error(`getModerationQueue answered ${data.length} rows`);
    return took;
  };

  // The same Query straight to DynamoDB Local, to tell the emulator's own growth from the handler's.
  const bareRead = async (): Promise<number> => {
    const start = performance.now();
    await seedDb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :queue',
        ExpressionAttributeValues: { ':queue': JOBS_IN_REVIEW },
        ScanIndexForward: true,
        Limit: settings.limit,
      }),
    );
    return performance.now() - start;
  };

  const measured = await measureAtSizes({
    db: seedDb,
    tableName,
    sizes: settings.sizes,
    itemsOf: (id) => [seededJob(id)],
    read,
    bareRead,
    warmup: settings.warmup,
    iterations: settings.iterations,
  });
  const rows = measured.map(({ size, samples, bare }) => [
    `${size.toLocaleString('en-US')} jobs (${(size / settings.inReviewEvery).toLocaleString('en-US')} in review)`,
    ms(percentile(samples, 50)),
    ms(percentile(samples, 99)),
    ms(percentile(bare, 50)),
    ms(percentile(bare, 99)),
  ]);
  return [
    `\nThe moderation queue: getModerationQueue, the first page (limit=${settings.limit}), ${settings.iterations} calls per size`,
    table(['table with', 'p50', 'p99', 'bare Query p50', 'bare Query p99'], rows),
    flatnessLine(measured),
  ].join('\n');
}

if (isScript(import.meta.url)) await printMeasured(measure);
