/**
 * `npm run bench -- job-search` (also run by `npm run bench`): Explore Jobs' search at scale. Two tables, ~1k
 * and ~100k open jobs (each with its listing items, written as posting writes them: keys from
 * functions/lib/db/keys.ts, items from job-listings.ts), the real searchJobs handler on the real middy stack,
 * in process, one process per table (the function modules read TABLE_NAME at import), the two measured in
 * alternating rounds. The cases are the common ones (no filter, a city, a city and WFH, a word), whose p50
 * should stay within 1.2x from 1k to 100k, and two with a filter expression for comparison: two words and WFH,
 * and the worst bounded one (a filter that matches nothing: every call reads its `mostItemsRead` items, where
 * the small table's list is shorter than that, so its ratio shows the bound, not growth).
 *
 * Run directly (`npx tsx scripts/bench/budgets/job-search.ts`), it starts its own DynamoDB Local, or uses
 * BENCH_DYNAMODB_ENDPOINT; JOB_SEARCH_LARGE (jobs) and JOB_SEARCH_SEED_BUDGET_MS bound the large table, and
 * JOB_SEARCH_CASES (a part of a case's name, e.g. "near me") measures only the cases it names.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { demoJobs } from '#infra/local/demo-data/jobs';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { lambdaContext } from '#infra/local/events';
import { counterKey, jobItemKeys } from '#lib/db/keys';
import { registerWorker } from '../support/accounts';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { ms, percentile, ratioText, table, type Verdict, verdict, verdictLine } from '../support/report';
import { writeBatch } from '../support/seed';
import { eventFor } from './api';

const settings = {
  small: 1_000,
  large: Number(process.env.JOB_SEARCH_LARGE ?? 100_000),
  seedBudgetMs: Number(process.env.JOB_SEARCH_SEED_BUDGET_MS ?? 420_000),
  limit: '12',
  warmup: 100,
  iterations: Number(process.env.JOB_SEARCH_ITERATIONS ?? 300),
  rounds: 6,
  parallel: 6,
};

/** The cases measured: a name and the query (the demo templates cycle, so each city and word is 1 job in 14). */
const ALL_CASES: { name: string; query: Record<string, string> }[] = [
  { name: 'no filter', query: {} },
  { name: 'city', query: { city: 'bangalore urban' } },
  { name: 'city + WFH', query: { city: 'bangalore urban', wfh: '1' } },
  { name: 'text (one word)', query: { q: 'marketing' } },
  { name: 'text (two words) + WFH', query: { q: 'marketing intern', wfh: '1' } },
  // A stem that is a prefix ("maths" -> "math" in Mathematics), a cross-script synonym, and near me
  // with WFH (the city's jobs or remote ones, read off every job's list).
  { name: 'text (plural, prefix): maths', query: { q: 'maths' } },
  { name: 'text (Hindi synonym): ट्यूटर', query: { q: 'ट्यूटर' } },
  { name: 'near me + WFH, city with none', query: { city: 'patna', wfh: '1' } },
  {
    name: 'city + type, no match (worst case: a page, then 3 bounded counts together)',
    query: { city: 'hyderabad-telangana', type: 'job' },
  },
  // Near me by distance (decision 620): a district with jobs (its own list fills the page), a point there, near
  // me with WFH (the remote list first), and a district with no job within the radius (the worst case: every
  // call reads MAX_LIST_READS empty lists, 46 districts being within 200 km of Patna).
  { name: 'near me (district with jobs)', query: { near: 'lucknow' } },
  { name: 'near me (a point)', query: { near: '26.85,80.95' } },
  { name: 'near me + WFH', query: { near: 'lucknow', wfh: '1' } },
  { name: 'near me, none within 200 km (worst case)', query: { near: 'patna' } },
];
const CASES = ALL_CASES.filter(
  ({ name }) => !process.env.JOB_SEARCH_CASES || name.includes(process.env.JOB_SEARCH_CASES),
);

const BASE_TIME = Date.UTC(2024, 0, 1);

/** Job `id`: demo template `id % 14`, a minute after the one before. */
function benchJob(id: number) {
  const template = demoJobs[id % demoJobs.length] as (typeof demoJobs)[number];
  return {
    ...template,
    ID: id,
    POSTED_AT: new Date(BASE_TIME + id * 60_000).toISOString(),
    STATUS: 'OPEN' as const,
  };
}

// ---- the child: one table's searchJobs -----------------------------------------------------------------------

type ToChild = { type: 'run'; query: Record<string, string>; calls: number } | { type: 'exit' };
type FromChild =
  | { type: 'ready' }
  | { type: 'samples'; samples: number[] }
  | { type: 'error'; message: string };

async function child(): Promise<void> {
  const send = (message: FromChild) => process.send?.(message);
  process.on('disconnect', () => process.exit(0));
  try {
    const { handlers } = await import('#functions/handlers');
    const { token } = await registerWorker(
      { sub: 'bench-search-worker', email: 'bench.search@example.com', name: 'Bench Search' },
      { details: { languages: ['english'], cityName: 'lucknow', education: 'graduate' } },
    );
    const { handler } = await handlers.searchJobs();
    process.on('message', (message: ToChild) => {
      if (message.type === 'exit') process.exit(0);
      const run = async () => {
        const search = new URLSearchParams({ ...message.query, limit: settings.limit }).toString();
        const samples: number[] = [];
        for (let i = 0; i < message.calls; i++) {
          const event = eventFor('searchJobs', token, `?${search}`);
          const context = lambdaContext('searchJobs');
          const start = performance.now();
          const result = await handler(event, context);
          samples.push(performance.now() - start);
          if (result.statusCode !== 200)
            throw new Error(`searchJobs answered ${result.statusCode}: ${result.body}`);
        }
        return samples;
      };
      run().then(
        (samples) => send({ type: 'samples', samples }),
        (error: unknown) =>
          send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    });
    send({ type: 'ready' });
  } catch (error: unknown) {
    send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

// ---- the parent: seed, then measure ------------------------------------------------------------------------------

class SearchProcess {
  private pending: ((message: FromChild) => void) | undefined;
  private constructor(private readonly process: ChildProcess) {
    process.on('message', (message: FromChild) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.(message);
    });
  }

  private next(): Promise<FromChild> {
    return new Promise((resolve) => {
      this.pending = resolve;
    });
  }

  static async start(env: Record<string, string>): Promise<SearchProcess> {
    const spawned = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, ...env, JOB_SEARCH_CHILD: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const started = new SearchProcess(spawned);
    const ready = await started.next();
    if (ready.type !== 'ready') throw new Error(`the search process did not start: ${JSON.stringify(ready)}`);
    return started;
  }

  async run(query: Record<string, string>, calls: number): Promise<number[]> {
    const reply = this.next();
    this.process.send({ type: 'run', query, calls } satisfies ToChild);
    const message = await reply;
    if (message.type !== 'samples') throw new Error(`search process: ${JSON.stringify(message)}`);
    return message.samples;
  }

  stop(): void {
    if (this.process.connected) this.process.send({ type: 'exit' } satisfies ToChild);
  }
}

/** Writes jobs `from`..`to - 1` with their listing items; stops between batches once `deadline` has passed. */
async function seed(
  db: DynamoDBDocumentClient,
  tableName: string,
  count: number,
  deadline: number,
  progress: (jobs: number) => void,
): Promise<{ jobs: number; items: number }> {
  const { listingItems } = await import('#lib/db/job-listings');
  let next = 1;
  let items = 0;
  let done = 0;
  const worker = async () => {
    while (next <= count && Date.now() < deadline) {
      const batch: Record<string, unknown>[] = [];
      const first = next;
      // Whole jobs per batch of at most 25 items (a job has up to ~11).
      while (next <= count) {
        const job = benchJob(next);
        const own = [{ ...jobItemKeys(job), ...job }, ...listingItems(job)];
        // A job with many heads has more than 25 items: it goes alone (written 25 at a time below).
        if (batch.length > 0 && batch.length + own.length > 25) break;
        batch.push(...own);
        next += 1;
      }
      const jobs = next - first;
      for (let start = 0; start < batch.length; start += 25) {
        await writeBatch(db, tableName, batch.slice(start, start + 25));
      }
      items += batch.length;
      done += jobs;
      progress(done);
    }
  };
  await Promise.all(Array.from({ length: settings.parallel }, worker));
  await writeBatch(db, tableName, [{ ...counterKey('JOB'), value: next - 1 }]);
  return { jobs: done, items };
}

async function measure(endpoint: string): Promise<string> {
  const tag = randomBytes(3).toString('hex');
  const env = { ...functionEnvironment(endpoint), POWERTOOLS_METRICS_DISABLED: 'true' };
  // The seeder imports the listing items' module, which reads its configuration at import.
  Object.assign(process.env, env, { TABLE_NAME: `job-search-${tag}-seed` });
  const sizes = [
    { label: 'small', table: `job-search-${tag}-small`, target: settings.small },
    { label: 'large', table: `job-search-${tag}-large`, target: settings.large },
  ];
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );
  const seeded: { jobs: number; items: number; seconds: number }[] = [];
  for (const size of sizes) {
    await createTable(endpoint, size.table);
    const start = performance.now();
    let reported = 0;
    const result = await seed(db, size.table, size.target, Date.now() + settings.seedBudgetMs, (jobs) => {
      if (jobs - reported >= 10_000) {
        reported = jobs;
        process.stderr.write(`[job search] ${size.label}: ${jobs} jobs\n`);
      }
    });
    seeded.push({ ...result, seconds: (performance.now() - start) / 1000 });
  }

  const processes = await Promise.all(
    sizes.map((size) => SearchProcess.start({ ...env, TABLE_NAME: size.table })),
  );
  try {
    const samples = CASES.map(() => sizes.map(() => [] as number[]));
    for (const [index, { query }] of CASES.entries()) {
      for (const process_ of processes) await process_.run(query, settings.warmup);
      const perRound = Math.ceil(settings.iterations / settings.rounds);
      for (let round = 0; round < settings.rounds; round++) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const side of order) {
          samples[index]?.[side]?.push(...(await (processes[side] as SearchProcess).run(query, perRound)));
        }
      }
    }
    const rows = CASES.map(({ name, query }, index) => {
      const [small, large] = samples[index] as [number[], number[]];
      const ratio = percentile(large, 50) / percentile(small, 50);
      return [
        name,
        new URLSearchParams(query).toString() || '-',
        ms(percentile(small, 50)),
        ms(percentile(large, 50)),
        ratioText(ratio),
        verdict(ratio, 1.2),
        ms(percentile(small, 99)),
        ms(percentile(large, 99)),
      ];
    });
    const [small, large] = seeded as [(typeof seeded)[number], (typeof seeded)[number]];
    return [
      `\nJob search (searchJobs, limit=${settings.limit}): ${small.jobs.toLocaleString('en-US')} vs ${large.jobs.toLocaleString('en-US')} open jobs (${small.items.toLocaleString('en-US')} / ${large.items.toLocaleString('en-US')} items, the large seeded in ${large.seconds.toFixed(0)} s); ${settings.iterations} calls per case and table in ${settings.rounds} alternating rounds after ${settings.warmup} untimed`,
      table(['case', 'query', 'p50 small', 'p50 large', 'ratio', '<= 1.2x', 'p99 small', 'p99 large'], rows),
      ...rows.map(([name, , , , ratio, result]) =>
        verdictLine({
          figure: `job search p50, ${small.jobs} -> ${large.jobs} jobs: ${name}`,
          measured: ratio ?? 'n/a',
          limit: '<= 1.2x',
          verdict: (result ?? 'n/a') as Verdict,
        }),
      ),
    ].join('\n');
  } finally {
    for (const process_ of processes) process_.stop();
  }
}

/** Runs this file in a process of its own against the DynamoDB Local at `endpoint`; answers what it prints. */
export const jobSearch = (endpoint: string): string => printedBy(import.meta.url, endpoint);

if (isScript(import.meta.url)) {
  if (process.env.JOB_SEARCH_CHILD === '1') await child();
  else {
    await printMeasured(measure);
    process.exit(0);
  }
}
