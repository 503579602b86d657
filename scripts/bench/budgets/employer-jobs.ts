/**
 * `npm run bench -- employer-jobs` (optional, not in the full run): an employer's job list
 * (employerJobs.listForOrganisation, the first page, newest first) with 1k jobs in the table, then with the same
 * table grown to 100k. One organisation has the same few hundred jobs at both sizes; every other job belongs to
 * one of many other organisations. The list is one Query of the organisation's partition a page and one
 * BatchGetItem of that page's jobs (decision 520), so its time should not grow with the table: flat is the goal.
 * The db module itself, in process, against DynamoDB Local; the items are jobs.ts's shapes (support/seed.ts):
 * each job with ORG_ID and the item listing it under its organisation. The two sizes are measured one after the
 * other on the one table (a db module serves one table), each after its own warm-up.
 *
 * Run directly, it starts its own DynamoDB Local, or uses BENCH_DYNAMODB_ENDPOINT when set.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { jobKey } from '#lib/db/keys';
import { organisationJobsPageInput } from '#lib/db/requests';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { ms, percentile, table } from '../support/report';
import { jobItem, organisationJobItem } from '../support/seed';
import { flatnessLine, measureAtSizes } from '../support/sizes';

const FIRST_SIZE = 1_000;
const settings = {
  sizes: [FIRST_SIZE, Number(process.env.EMPLOYER_JOBS_LARGE ?? 100_000)],
  /** The measured organisation's jobs, the same at both sizes. */
  ownJobs: 300,
  /** The other jobs are spread over this many other organisations. */
  otherOrganisations: 200,
  limit: 20,
  // The sizes run one after the other: a long warm-up keeps the JIT's drift off the first.
  warmup: 400,
  iterations: Number(process.env.EMPLOYER_JOBS_ITERATIONS ?? 500),
};

/** Runs this file in a process of its own against the DynamoDB Local at `endpoint`; answers what it prints. */
export const employerJobsBench = (endpoint: string): string => printedBy(import.meta.url, endpoint);

/** An organisation id of the product's form (16 characters of [A-Za-z0-9_-]). */
const organisationId = (n: number) => `benchorg${String(n).padStart(8, '0')}`;
const MEASURED = organisationId(0);

/** Job `id` and its list item: `ownJobs` of the first size's jobs, spread among them, are the measured organisation's. */
function seededJob(id: number): Record<string, unknown>[] {
  const own = id <= FIRST_SIZE && (id * settings.ownJobs) % FIRST_SIZE < settings.ownJobs;
  const organisation = own ? MEASURED : organisationId(1 + (id % settings.otherOrganisations));
  return [jobItem(id, organisation), organisationJobItem(organisation, id)];
}

async function measure(endpoint: string): Promise<string> {
  const tableName = `employer-jobs-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  Object.assign(process.env, {
    ...functionEnvironment(endpoint),
    TABLE_NAME: tableName,
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  // Imported once the environment names the table: the db client reads it at import.
  const employerJobs = await import('#lib/db/employer-jobs');
  const seedDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );
  let listed = 0;
  const read = async (): Promise<number> => {
    const start = performance.now();
    const page = await employerJobs.listForOrganisation(MEASURED, { limit: settings.limit });
    const took = performance.now() - start;
    if (page.items.length !== settings.limit || !page.cursor)
      throw new Error(`listForOrganisation answered ${page.items.length} jobs`);
    listed = page.items.length;
    return took;
  };
  // The same two calls, the Query built by the same builder, straight to DynamoDB Local: the emulator's own growth apart.
  const bareRead = async (): Promise<number> => {
    const start = performance.now();
    const listed = await seedDb.send(
      new QueryCommand(organisationJobsPageInput(tableName, MEASURED, { limit: settings.limit })),
    );
    const Keys = (listed.Items ?? []).map((item) => jobKey(Number(item.jobId)));
    await seedDb.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys, ConsistentRead: true } } }));
    return performance.now() - start;
  };

  const measured = await measureAtSizes({
    db: seedDb,
    tableName,
    sizes: settings.sizes,
    itemsOf: seededJob,
    read,
    bareRead,
    warmup: settings.warmup,
    iterations: settings.iterations,
  });
  const rows = measured.map(({ size, samples, bare, seedSeconds }) => [
    `${size.toLocaleString('en-US')} jobs (${settings.ownJobs} of the organisation)`,
    ms(percentile(samples, 50)),
    ms(percentile(samples, 95)),
    ms(percentile(bare, 50)),
    ms(percentile(bare, 95)),
    `${seedSeconds.toFixed(0)} s`,
  ]);
  return [
    `\nAn employer's job list: listForOrganisation, the first page (limit=${settings.limit}, ${listed} jobs), ${settings.iterations} calls per size`,
    table(['table with', 'p50', 'p95', 'bare calls p50', 'bare calls p95', 'seeded in'], rows),
    flatnessLine(measured, true),
  ].join('\n');
}

if (isScript(import.meta.url)) await printMeasured(measure);
