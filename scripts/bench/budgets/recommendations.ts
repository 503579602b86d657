/**
 * `npm run bench -- recommendations` (also run by `npm run bench`): "Recommended for you" (getRecommendedJobs,
 * decision 600) for one worker with skills, hours and three preferred districts, with 1k open jobs in the table,
 * then with the same table grown to 100k. The endpoint reads the first page (50, newest first) of the worker's
 * district's list, of each preferred district's and of the work-from-home list, together, and scores them in
 * memory, so its time should not grow with the table: flat is the goal (p50 at 100k within 1.15x of p50 at 1k).
 * Beside it, the bare calls: the same reads (the session's account, the profile's sections, the same Queries,
 * built from the same keys) straight to DynamoDB Local, so the handler's own cost shows (p50 within 1.15x of
 * them). The real handler on the real middy stack, in process; each job is seeded with its job item and the
 * listing items these Queries read (its district's list and, when remote, the work-from-home list), in the
 * listing module's own shapes (`listingItems`).
 *
 * Run directly, it starts its own DynamoDB Local, or uses BENCH_DYNAMODB_ENDPOINT when set.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { demoJobs } from '#infra/local/demo-data/jobs';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { lambdaContext } from '#infra/local/events';
import { loadHandler } from '#infra/local/handlers';
import type { ListedJob } from '#lib/db/job-listings';
import { jobItemKeys, listingPartition, userKey } from '#lib/db/keys';
import { profileSectionsKey } from '#lib/db/privacy-keys';
import { contracts } from '#shared/api/index';
import { RECOMMENDATION_PAGE } from '#shared/domain/job-recommendations';
import { EMPTY_SECTIONS } from '#shared/domain/profile-sections';
import { SKILL_CODES } from '#shared/domain/skills';
import { registerWorker } from '../support/accounts';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { ms, percentile, ratioText, table, verdict, verdictLine } from '../support/report';
import { measureAtSizes } from '../support/sizes';
import { eventFor } from './api';

const settings = {
  sizes: [1_000, Number(process.env.RECOMMENDATIONS_LARGE ?? 100_000)],
  warmup: 300,
  iterations: Number(process.env.RECOMMENDATIONS_ITERATIONS ?? 500),
};
/** Both budgets: flat as the table grows, and the handler near its bare calls (docs/ARCHITECTURE.md's aim). */
const LIMIT = 1.15;

const BASE_TIME = Date.UTC(2024, 0, 1);
/** The worker's own district and the three they prefer: all among the demo jobs' districts. */
const HOME = 'chennai';
const PLACES = ['pune', 'lucknow', 'jaipur'];

/** Runs this file in a process of its own against the DynamoDB Local at `endpoint`; answers what it prints. */
export const recommendationsBench = (endpoint: string): string => printedBy(import.meta.url, endpoint);

/** Job `id`: demo template `id % 14`, a minute after the one before, asking two of the listed skills. */
function benchJob(id: number) {
  const template = demoJobs[id % demoJobs.length] as (typeof demoJobs)[number];
  return {
    ...template,
    ID: id,
    POSTED_AT: new Date(BASE_TIME + id * 60_000).toISOString(),
    STATUS: 'OPEN' as const,
    SKILLS: [SKILL_CODES[id % SKILL_CODES.length], SKILL_CODES[(id * 7 + 3) % SKILL_CODES.length]],
  };
}

async function measure(endpoint: string): Promise<string> {
  const tableName = `recommendations-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  Object.assign(process.env, {
    ...functionEnvironment(endpoint),
    TABLE_NAME: tableName,
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  // Imported once the environment names the table: the db client reads it at import.
  const { listingItems } = await import('#lib/db/job-listings');
  const profileSections = await import('#lib/db/profile-sections');
  const seedDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );
  const read = [HOME, ...PLACES].map((city) => listingPartition({ kind: 'CITY', city }));
  const wfh = listingPartition({ kind: 'WFH' });
  const wanted = new Set([...read, wfh]);
  const itemsOf = (id: number) => {
    const job = benchJob(id);
    const listed = listingItems(job as unknown as ListedJob).filter((item) => wanted.has(String(item.pk)));
    return [{ ...jobItemKeys(job), ...job }, ...listed];
  };

  const worker = await registerWorker(
    { sub: 'bench-recommended-worker', email: 'bench.recommended@example.com', name: 'Bench Recommended' },
    { details: { cityName: HOME, education: 'graduate', languages: ['english', 'hindi', 'telugu'] } },
  );
  await profileSections.put(
    worker.id,
    {
      ...EMPTY_SECTIONS,
      skills: SKILL_CODES.slice(0, 4).map((code) => ({ code, level: 'intermediate' as const })),
      availability: { hoursPerWeek: 20, days: ['sat', 'sun'], from: '' },
      preferences: { jobTypes: ['GIG'], places: PLACES },
    },
    new Date().toISOString(),
  );

  const handler = await loadHandler(contracts.getRecommendedJobs);
  let shown = 0;
  const real = async (): Promise<number> => {
    const event = eventFor('getRecommendedJobs', worker.token);
    const start = performance.now();
    const result = await handler(event, lambdaContext('getRecommendedJobs'));
    const took = performance.now() - start;
    if (result.statusCode !== 200) throw new Error(`getRecommendedJobs answered ${result.statusCode}`);
    shown = (JSON.parse(String(result.body)) as { data: unknown[] }).data.length;
    return took;
  };
  const bareRead = async (): Promise<number> => {
    const start = performance.now();
    await seedDb.send(
      new GetCommand({ TableName: tableName, Key: userKey(worker.id), ConsistentRead: true }),
    );
    await seedDb.send(
      new GetCommand({ TableName: tableName, Key: profileSectionsKey(worker.id), ConsistentRead: true }),
    );
    await Promise.all(
      [...read, wfh].map((partition) =>
        seedDb.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :partition',
            ExpressionAttributeValues: { ':partition': partition },
            ScanIndexForward: false,
            Limit: RECOMMENDATION_PAGE,
          }),
        ),
      ),
    );
    return performance.now() - start;
  };
  const measured = await measureAtSizes({
    db: seedDb,
    tableName,
    sizes: settings.sizes,
    itemsOf,
    read: real,
    bareRead,
    warmup: settings.warmup,
    iterations: settings.iterations,
  });
  const [small, large] = [measured[0], measured.at(-1)] as [(typeof measured)[0], (typeof measured)[0]];
  const flat = percentile(large.samples, 50) / percentile(small.samples, 50);
  const overBare = percentile(large.samples, 50) / percentile(large.bare, 50);
  const rows = measured.map((at) => [
    `${at.size.toLocaleString('en-US')} jobs`,
    ms(percentile(at.samples, 50)),
    ms(percentile(at.samples, 99)),
    ms(percentile(at.bare, 50)),
    ratioText(percentile(at.samples, 50) / percentile(at.bare, 50)),
    `${at.seedSeconds.toFixed(0)} s`,
  ]);
  const sizes = `${small.size} -> ${large.size} jobs`;
  return [
    `\nRecommended for you (getRecommendedJobs: ${read.length + 1} Queries of ${RECOMMENDATION_PAGE}, ${shown} jobs shown; ${settings.iterations} calls per size after ${settings.warmup} untimed)`,
    table(['table with', 'p50', 'p99', 'bare p50', 'p50 / bare', 'seeding'], rows),
    `p50 at ${large.size.toLocaleString('en-US')} / at ${small.size.toLocaleString('en-US')}: ${ratioText(flat)} (flat is 1.00x); the bare calls ${ratioText(percentile(large.bare, 50) / percentile(small.bare, 50))}`,
    verdictLine({
      figure: `recommendations p50, ${sizes}`,
      measured: ratioText(flat),
      limit: `<= ${LIMIT}x`,
      verdict: verdict(flat, LIMIT),
    }),
    verdictLine({
      figure: `recommendations p50 at ${large.size} jobs vs its bare Queries`,
      measured: ratioText(overBare),
      limit: `<= ${LIMIT}x`,
      verdict: verdict(overBare, LIMIT),
    }),
  ].join('\n');
}

if (isScript(import.meta.url)) await printMeasured(measure);
