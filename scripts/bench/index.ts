/**
 * `npm run bench`: measures the budgets of docs/ARCHITECTURE.md ("Budgets") in one run against one in-memory
 * DynamoDB Local on 127.0.0.1, and prints each figure, its baseline, the ratio and PASS/OVER. It reports and
 * exits 0 whatever the verdicts; it exits 1 only when a measurement could not be made at all, or when the load
 * run fails (a 5xx, a request left unanswered, a table that does not add up).
 *
 *   1. API overhead   real handler vs bare handler (same DynamoDB calls), p50 and p99, in process.
 *   2. Scale          the same hot endpoints' p50 with ~1k vs ~100k items in the table (and 1k vs 100k students
 *                     for the admin's list and search).
 *   3. Bundles        each handler bundled by the CDK construct: size, and cold start vs a minimal bundle.
 *   4. SPA            gzip size of the JavaScript the first load of `/` fetches.
 * Beside them: the account check (account-check.ts), the HR/OPS review queue at 10, 1k and 10k applications
 * per job (review-queue.ts) and Explore Jobs' search at 1k and 100k open jobs (job-search.ts; alone:
 * `npm run bench -- job-search`). Last, on its own once the rest has stopped: 2 minutes of mixed traffic on the whole
 * local twin at 50 connections (load.ts). `npm run bench -- load` runs that alone.
 *
 * Function modules read their configuration at import and a module instance serves one table, so the API runs
 * happen in one child process per table (`api-worker.ts`), the two tables measured in alternating rounds so
 * that drift (JIT warm-up of V8 and of DynamoDB Local's JVM, heap growth) falls on both alike.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion, startDynamoDb } from '#infra/local/dynamodb';
import { repoRoot } from '#infra/local/handlers';
import { handlerEntry } from '#infra/paths';
import { allContracts, type ContractName, handlerFileName } from '#shared/api/index';
import { accountCheck } from './account-check';
import { eventFor, HOT_ENDPOINTS, type HotEndpoint, type Samples } from './api';
import { type Account, ApiProcess } from './api-process';
import { type BundleJob, bundleWithCdk, coldStart, prepareColdStarts, SDK_BUNDLED } from './bundles';
import { jobSearch } from './job-search';
import { measureLighthouse, renderLighthouse } from './lighthouse';
import { runLoad } from './load';
import { type Results, render } from './render';
import { reviewQueue } from './review-queue';
import { grow, split } from './seed';
import { seedStudents } from './seed-students';
import { measureSpa } from './spa';

const settings = {
  /** Untimed calls per side, endpoint and table before timing: at least this many, for at least `warmupMs`. */
  minWarmup: 100,
  warmupMs: 3_000,
  /** Timed calls per side, endpoint and table, in `rounds` alternating between the two tables. */
  iterations: 600,
  rounds: 6,
  smallItems: 1_000,
  largeItems: 100_000,
  /** Seeding the large table stops here, and the size reached is used (and printed). */
  seedBudgetMs: 150_000,
  /** Students (each with its search words) in the small and the large table, and the large one's budget. */
  smallStudents: 1_000,
  largeStudents: 100_000,
  studentSeedBudgetMs: 600_000,
  seedParallel: 6,
  coldRuns: 5,
};

const startedAt = performance.now();
const elapsed = () => (performance.now() - startedAt) / 1000;
const progress = (message: string) =>
  process.stderr.write(`[bench ${elapsed().toFixed(0).padStart(3)} s] ${message}\n`);

const results: Results = {
  settings,
  problems: [],
  api: {},
  cold: new Map(),
  bundles: [],
  minimals: new Map(),
  sdkBundled: new Map(),
};

async function section(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error: unknown) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    results.problems.push(`${name}: ${message}`);
    progress(`${name} FAILED: ${message}`);
  }
}

const picked = process.argv[2];
if (picked === 'load') process.exit(runLoad());
if (picked === 'job-search') {
  const own = await startDynamoDb();
  try {
    process.stdout.write(`${jobSearch(own.endpoint)}\n`);
  } finally {
    await own.stop();
  }
  process.exit(0);
}
if (picked !== undefined) {
  process.stderr.write(
    `There is no bench "${picked}": npm run bench, npm run bench -- load, or npm run bench -- job-search\n`,
  );
  process.exit(2);
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

progress('starting DynamoDB Local (in memory)');
const dynamodb = await startDynamoDb();
results.endpoint = dynamodb.endpoint;
const tag = randomBytes(3).toString('hex');
const tables = { small: `bench-${tag}-small`, large: `bench-${tag}-large` };
/** What every function process gets (TABLE_NAME aside): as the functions read it, with local credentials. */
const functionEnv: Record<string, string> = {
  DYNAMODB_ENDPOINT: dynamodb.endpoint,
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  POWERTOOLS_SERVICE_NAME: 'earnlearn',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
const workDir = mkdtempSync(join(tmpdir(), 'earnlearn-bench-'));
const apis: ApiProcess[] = [];

try {
  await createTable(dynamodb.endpoint, tables.small);
  await createTable(dynamodb.endpoint, tables.large);
  const seedDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamodb.endpoint, region: localRegion, credentials: localCredentials }),
  );

  // ---- one API process per table, then the data -----------------------------------------------------------
  progress('starting one API process per table');
  const started = await Promise.allSettled([
    ApiProcess.start('small table', { ...functionEnv, TABLE_NAME: tables.small }),
    ApiProcess.start('large table', { ...functionEnv, TABLE_NAME: tables.large }),
  ]);
  for (const result of started) if (result.status === 'fulfilled') apis.push(result.value.process);
  const [small, large] = started.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }) as [Awaited<ReturnType<typeof ApiProcess.start>>, Awaited<ReturnType<typeof ApiProcess.start>>];

  progress(`seeding the small table (${settings.smallItems} items)`);
  results.smallState = await grow(
    seedDb,
    tables.small,
    small.worker.id,
    { jobs: 0, applications: 0 },
    split(settings.smallItems),
    {
      parallel: settings.seedParallel,
    },
  );
  progress(
    `seeding the large table (up to ${settings.largeItems} items, at most ${settings.seedBudgetMs / 1000} s)`,
  );
  const seedStart = performance.now();
  let reported = 0;
  results.largeState = await grow(
    seedDb,
    tables.large,
    large.worker.id,
    { jobs: 0, applications: 0 },
    split(settings.largeItems),
    {
      parallel: settings.seedParallel,
      deadline: Date.now() + settings.seedBudgetMs,
      onProgress: (state) => {
        const total = state.jobs + state.applications;
        if (total - reported >= 25_000) {
          reported = total;
          progress(`  ${total} items`);
        }
      },
    },
  );
  results.seedSeconds = (performance.now() - seedStart) / 1000;

  progress(`seeding students: ${settings.smallStudents} in the small table`);
  const smallStudents = await seedStudents(seedDb, tables.small, 0, settings.smallStudents, {
    parallel: settings.seedParallel,
  });
  progress(
    `seeding students: up to ${settings.largeStudents} in the large table, at most ${settings.studentSeedBudgetMs / 1000} s`,
  );
  const studentsStart = performance.now();
  let studentsReported = 0;
  const largeStudents = await seedStudents(seedDb, tables.large, 0, settings.largeStudents, {
    parallel: settings.seedParallel,
    deadline: Date.now() + settings.studentSeedBudgetMs,
    onProgress: (seed) => {
      if (seed.students - studentsReported >= 10_000) {
        studentsReported = seed.students;
        progress(`  ${seed.students} students, ${seed.items} items`);
      }
    },
  });
  results.students = {
    small: smallStudents,
    large: largeStudents,
    seconds: (performance.now() - studentsStart) / 1000,
  };

  // ---- 1 and 2: API overhead and scale ----------------------------------------------------------------------
  await section('API overhead and scale', async () => {
    const sides = [
      { api: small.process, jobs: results.smallState?.jobs ?? 1, samples: new Map<HotEndpoint, Samples>() },
      { api: large.process, jobs: results.largeState?.jobs ?? 1, samples: new Map<HotEndpoint, Samples>() },
    ];
    progress(`API warm-up: >= ${settings.warmupMs / 1000} s per endpoint and table`);
    for (const name of HOT_ENDPOINTS) {
      for (const side of sides) {
        const { minWarmup, warmupMs } = settings;
        const warm = await side.api.measure(name, { minWarmup, warmupMs, iterations: 0, jobs: side.jobs });
        side.samples.set(name, { ...warm, real: [], bare: [] });
      }
    }
    progress(
      `API runs: ${settings.iterations} timed calls per side, endpoint and table, in ${settings.rounds} rounds`,
    );
    const perRound = Math.ceil(settings.iterations / settings.rounds);
    for (let round = 0; round < settings.rounds; round++) {
      for (const name of HOT_ENDPOINTS) {
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
          const run = await side.api.measure(name, {
            minWarmup: 0,
            warmupMs: 0,
            iterations: perRound,
            jobs: side.jobs,
          });
          const total = side.samples.get(name) as Samples;
          total.real.push(...run.real);
          total.bare.push(...run.bare);
        }
      }
    }
    results.api = { small: sides[0]?.samples, large: sides[1]?.samples };
  });
  await section(
    'Account check',
    async () => void process.stdout.write(`${accountCheck(dynamodb.endpoint)}\n`),
  );
  await section('Review queue', async () => {
    progress('review queue: one status tab of jobs with 10, 1k and 10k applications; reviewApplication');
    process.stdout.write(`${reviewQueue(dynamodb.endpoint)}\n`);
  });
  await section('Job search', async () => {
    progress('job search: searchJobs with 1k and 100k open jobs (seeding both, then alternating rounds)');
    process.stdout.write(`${jobSearch(dynamodb.endpoint)}\n`);
  });

  // ---- 3: bundles and cold start --------------------------------------------------------------------------
  await section('Bundles', async () => {
    progress("bundling each handler and its minimal twin with the CDK's ApiFunction");
    const jobs: BundleJob[] = [];
    for (const contract of allContracts) {
      const name = contract.name as ContractName;
      jobs.push({ name, contract: name, entry: handlerEntry(contract) });
      const minimal = join(repoRoot, 'scripts/bench/minimal', `${handlerFileName(name)}.ts`);
      if (existsSync(minimal)) {
        jobs.push({ name: `minimal-${name}`, contract: name, entry: minimal });
        const deployed = handlerEntry(contract);
        jobs.push({ name: `${SDK_BUNDLED}${name}`, contract: name, entry: deployed, bundleAwsSdk: true });
      }
    }
    for (const bundle of await bundleWithCdk(jobs, join(workDir, 'cdk.out'))) {
      if (bundle.name.startsWith('minimal-'))
        results.minimals.set(bundle.name.slice('minimal-'.length), bundle);
      else if (bundle.name.startsWith(SDK_BUNDLED))
        results.sdkBundled.set(bundle.name.slice(SDK_BUNDLED.length), bundle);
      else results.bundles.push(bundle);
    }
  });

  await section('Cold start', async () => {
    progress(
      `cold start: ${settings.coldRuns} timed runs (+1 untimed) per bundle, real, minimal and SDK-bundled interleaved`,
    );
    const runner = prepareColdStarts(workDir);
    let nextJob = 1;
    const eventFile = (name: string, account: Account, file: string) => {
      const event =
        name === 'applyJob'
          ? eventFor('applyJob', account.token, '', JSON.stringify({ id: nextJob++ }))
          : eventFor(name as ContractName, account.token, name === 'getJobById' ? '?id=1' : '');
      writeFileSync(file, JSON.stringify(event));
      return file;
    };
    for (const bundle of results.bundles) {
      const minimal = results.minimals.get(bundle.name);
      if (!minimal) continue;
      // Reads as the bench worker; applyJob as the second worker, one job it has not applied to per run.
      const account = bundle.name === 'applyJob' ? small.applicant : small.worker;
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        ...functionEnv,
        TABLE_NAME: tables.small,
        BENCH_ACCOUNT_ID: String(account.id),
        // As deployed: the construct sets NODE_OPTIONS=--enable-source-maps on every function.
        NODE_OPTIONS: '--enable-source-maps',
      };
      const sdkBundled = results.sdkBundled.get(bundle.name);
      const samples = { real: [] as number[], minimal: [] as number[], sdkBundled: [] as number[] };
      const kinds = { real: bundle, minimal, sdkBundled };
      for (let run = 0; run <= settings.coldRuns; run++) {
        const order = (['real', 'minimal', 'sdkBundled'] as const).filter(
          (side) => kinds[side] !== undefined,
        );
        for (const side of run % 2 === 0 ? order : [...order].reverse()) {
          const file = eventFile(
            bundle.name,
            account,
            join(workDir, `event-${bundle.name}-${side}-${run}.json`),
          );
          const took = await coldStart(runner, kinds[side] ?? bundle, file, env);
          if (run > 0) samples[side].push(took);
        }
      }
      results.cold.set(bundle.name, samples);
    }
  });

  // ---- 4: SPA -----------------------------------------------------------------------------------------------
  await section('SPA', async () => {
    progress('SPA first-load JavaScript');
    results.spa = measureSpa();
  });
} finally {
  await Promise.all(apis.map((api) => api.stop()));
  await dynamodb.stop();
  rmSync(workDir, { recursive: true, force: true });
}

results.seconds = elapsed();
process.stdout.write(`${render(results)}\n`);
progress('load: mixed traffic on the whole local twin (load.ts), in a process of its own');
if (runLoad() !== 0) results.problems.push('Load: the run failed (its LOAD FAIL line says why)');
progress('Lighthouse on / and /jobs/1 as a signed-in worker (fetched by npx on first use)');
const lighthouse = await measureLighthouse([{ path: '/' }, { path: '/jobs/1', signedIn: true }]);
process.stdout.write(`\n${renderLighthouse(lighthouse)}\n`);
process.exit(results.problems.length > 0 ? 1 : 0);
