/**
 * `npm run bench`: measures the budgets of docs/ARCHITECTURE.md ("Budgets") in one run against one in-memory
 * DynamoDB Local on 127.0.0.1, and prints each figure, its baseline, the ratio and PASS/OVER. It reports and
 * exits 0 whatever the verdicts; it exits 1 only when a measurement could not be made at all.
 *
 *   1. API overhead   real handler vs bare handler (same DynamoDB calls), p50 and p99, in process.
 *   2. Scale          the same hot endpoints' p50 with ~1k vs ~100k items in the table.
 *   3. Bundles        each handler bundled as the CDK does: minified size, and cold start vs a minimal bundle.
 *   4. SPA            gzip size of the JavaScript the first load of `/` fetches.
 *
 * Function modules read their configuration at import, so they are imported only after `process.env` is set.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTable, localCredentials, localRegion, startDynamoDb } from '../../infra/local/dynamodb';
import { type ApiHandler, implementedContracts, loadHandler, repoRoot } from '../../infra/local/handlers';
import { type ContractName, contracts, handlerFileName, handlerPath } from '../../shared/api';
import { eventFor, HOT_ENDPOINTS, type HotEndpoint, measureEndpoint, type Samples } from './api';
import { bareContext, bareHandlers, documentClient } from './bare';
import { type Bundle, type BundleJob, bundleWithCdk, coldStart, prepareColdStarts } from './bundles';
import { heading, kib, median, ms, percentile, ratioText, table, verdict } from './report';
import { grow, type SeedState, split } from './seed';
import { measureSpa } from './spa';

const settings = {
  /** Untimed calls per side and endpoint before timing: at least `warmup`, and on for `warmupMs` (JIT of V8 and of
   * DynamoDB Local's JVM), at most 10x `warmup`. Both table sizes get the same warm-up. */
  warmup: 100,
  warmupMs: 5_000,
  iterations: 400,
  smallItems: 1_000,
  largeItems: 100_000,
  /** Seeding the large table stops here and the size reached is used (and printed). */
  seedBudgetMs: 150_000,
  seedParallel: 6,
  coldRuns: 5,
};

const budget = {
  p50: 1.25,
  p99: 1.5,
  scale: 1.2,
  coldStart: 1.3,
  bundleBytes: 250 * 1024,
  spaGzipBytes: 150 * 1024,
};

const startedAt = performance.now();
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)} s`;
const progress = (message: string) => process.stderr.write(`[bench ${elapsed()}] ${message}\n`);

const output: string[] = [];
const print = (text = '') => output.push(text);
const problems: string[] = [];
let passes = 0;
let overs = 0;
const count = (result: string) => {
  if (result === 'PASS') passes++;
  if (result === 'OVER') overs++;
  return result;
};

async function section(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error: unknown) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    problems.push(`${name}: ${message}`);
    progress(`${name} FAILED: ${message}`);
  }
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
process.env.DDB_LOCAL_TELEMETRY = '0';
if (process.env.BENCH_HEAP) process.env.JAVA_TOOL_OPTIONS = process.env.BENCH_HEAP;

progress('starting DynamoDB Local (in memory)');
const dynamodb = await startDynamoDb();
const tableName = `bench-${randomBytes(4).toString('hex')}`;
const sessionSecret = randomBytes(32).toString('base64url');
const functionEnv: Record<string, string> = {
  TABLE_NAME: tableName,
  DYNAMODB_ENDPOINT: dynamodb.endpoint,
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  SESSION_SECRET: sessionSecret,
  POWERTOOLS_SERVICE_NAME: 'earnlearn',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
Object.assign(process.env, functionEnv);
const workDir = mkdtempSync(join(tmpdir(), 'earnlearn-bench-'));

try {
  await createTable(dynamodb.endpoint, tableName);
  const users = await import('../../functions/lib/db/users');
  const { issueSessionToken } = await import('../../functions/lib/auth/session');

  /** A registered worker with a verified mobile number, made through the product's own account code. */
  const createWorker = async (tag: string, mobile: string) => {
    const { account } = await users.findOrCreateByGoogle({
      sub: `bench-${tag}`,
      email: `${tag}@example.com`,
      name: tag,
    });
    await users.saveRegistrationDetails(account.ID, {
      name: `Bench ${tag}`,
      gender: 0,
      dob: '2002-05-14',
      languages: ['english', 'hindi'],
      cityName: 'chennai',
      education: 'pursuingGraduation',
    });
    await users.verifyMobileNumber(account.ID, mobile);
    return { id: account.ID, token: await issueSessionToken({ accountId: account.ID, role: 'worker' }) };
  };
  // The bench worker reads; the cold-start worker applies (one fresh job per run) without changing the data read.
  const worker = await createWorker('bench-worker', '9000000001');
  const applicant = await createWorker('cold-start-worker', '9000000002');

  const seedDb = documentClient(localRegion, dynamodb.endpoint);
  const bare = bareHandlers(
    bareContext(documentClient(localRegion, dynamodb.endpoint), tableName, worker.id),
  );
  const real = new Map<HotEndpoint, ApiHandler>();
  for (const name of HOT_ENDPOINTS) real.set(name, await loadHandler(contracts[name]));

  const runApi = async (jobs: number): Promise<Map<HotEndpoint, Samples>> => {
    const results = new Map<HotEndpoint, Samples>();
    for (const name of HOT_ENDPOINTS) {
      const handler = real.get(name) as ApiHandler;
      results.set(
        name,
        await measureEndpoint(name, handler, bare[name], { ...settings, token: worker.token, jobs }),
      );
    }
    return results;
  };

  // ---- small table, API overhead -------------------------------------------------------------------------
  progress(`seeding ~${settings.smallItems} items`);
  let seeded: SeedState = await grow(
    seedDb,
    tableName,
    worker.id,
    { jobs: 0, applications: 0 },
    split(settings.smallItems),
    {
      parallel: settings.seedParallel,
    },
  );
  const smallState = { ...seeded };
  let small: Map<HotEndpoint, Samples> | undefined;
  await section('API overhead', async () => {
    progress(
      `API overhead: warm-up (${settings.warmupMs / 1000} s) + ${settings.iterations} interleaved calls per side and endpoint`,
    );
    if (process.env.BENCH_EXP) { const first = await runApi(smallState.jobs); for (const [n, s] of first) progress(`pass1 ${n} real ${median(s.real).toFixed(2)} bare ${median(s.bare).toFixed(2)}`); }
    small = await runApi(smallState.jobs);
    for (const [n, s] of small) progress(`pass2 ${n} real ${median(s.real).toFixed(2)} bare ${median(s.bare).toFixed(2)}`);
  });

  // ---- bundles and cold start ----------------------------------------------------------------------------
  const bundles: Bundle[] = [];
  const minimals = new Map<string, Bundle>();
  const cold = new Map<string, { real: number[]; minimal: number[] }>();
  await section('Bundles', async () => {
    progress("bundling each implemented handler and its minimal twin with the CDK's ApiFunction (esbuild)");
    const jobs: BundleJob[] = [];
    for (const contract of implementedContracts()) {
      const name = contract.name as ContractName;
      jobs.push({ name, contract: name, entry: join(repoRoot, handlerPath(contract)) });
      const minimal = join(repoRoot, 'scripts/bench/minimal', `${handlerFileName(name)}.ts`);
      if (name in bare && existsSync(minimal))
        jobs.push({ name: `minimal-${name}`, contract: name, entry: minimal });
    }
    for (const bundle of await bundleWithCdk(jobs, join(workDir, 'cdk.out'))) {
      if (bundle.name.startsWith('minimal-')) minimals.set(bundle.name.slice('minimal-'.length), bundle);
      else bundles.push(bundle);
    }
  });
  await section('Cold start', async () => {
    progress(
      `cold start: ${settings.coldRuns} timed runs (+1 untimed) per bundle, real and minimal interleaved`,
    );
    const runner = prepareColdStarts(workDir);
    let nextJob = 1;
    const eventFile = (name: string, run: number, side: string) => {
      const event =
        name === 'applyJob'
          ? eventFor('applyJob', applicant.token, '', JSON.stringify({ id: nextJob++ }))
          : eventFor(name as keyof typeof contracts, worker.token, name === 'getJobById' ? '?id=1' : '');
      const file = join(workDir, `event-${name}-${side}-${run}.json`);
      writeFileSync(file, JSON.stringify(event));
      return file;
    };
    for (const bundle of bundles) {
      const minimal = minimals.get(bundle.name);
      if (!minimal) continue;
      const accountId = bundle.name === 'applyJob' ? applicant.id : worker.id;
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        ...functionEnv,
        BENCH_ACCOUNT_ID: String(accountId),
        // As deployed: the construct sets NODE_OPTIONS=--enable-source-maps on every function.
        NODE_OPTIONS: '--enable-source-maps',
      };
      const samples = { real: [] as number[], minimal: [] as number[] };
      for (let run = 0; run <= settings.coldRuns; run++) {
        const order = run % 2 === 0 ? (['real', 'minimal'] as const) : (['minimal', 'real'] as const);
        for (const side of order) {
          const took = await coldStart(
            runner,
            side === 'real' ? bundle : minimal,
            eventFile(bundle.name, run, side),
            env,
          );
          if (run > 0) samples[side].push(took);
        }
      }
      cold.set(bundle.name, samples);
    }
  });

  // ---- large table, scale --------------------------------------------------------------------------------
  let large: Map<HotEndpoint, Samples> | undefined;
  let largeState: SeedState | undefined;
  let seedSeconds = 0;
  await section('Scale', async () => {
    const target = split(settings.largeItems);
    progress(`seeding up to ${settings.largeItems} items (budget ${settings.seedBudgetMs / 1000} s)`);
    const seedStart = performance.now();
    let lastReport = 0;
    seeded = await grow(seedDb, tableName, worker.id, seeded, target, {
      parallel: settings.seedParallel,
      deadline: Date.now() + settings.seedBudgetMs,
      onProgress: (state) => {
        const total = state.jobs + state.applications;
        if (total - lastReport >= 20_000) {
          lastReport = total;
          progress(`  ${total} items`);
        }
      },
    });
    seedSeconds = (performance.now() - seedStart) / 1000;
    largeState = { ...seeded };
    progress(`scale: the same API runs with ${seeded.jobs + seeded.applications} items`);
    large = await runApi(seeded.jobs);
  });

  // ---- SPA -----------------------------------------------------------------------------------------------
  let spa: ReturnType<typeof measureSpa> | undefined;
  await section('SPA', async () => {
    progress('SPA first-load JavaScript');
    spa = measureSpa();
  });

  // ---- report --------------------------------------------------------------------------------------------
  const items = (state: SeedState) => state.jobs + state.applications;
  print(heading('Earnlearn benchmark'));
  print(
    `Node ${process.version} on ${process.platform}/${process.arch}; Lambda runs Node 24 on arm64, so absolute times ` +
      'here are only indicative: the budgets are ratios measured in this one run.',
  );
  print(`DynamoDB Local ${dynamodb.endpoint} (in memory), table ${tableName}.`);

  print(heading('1. API overhead (real handler vs bare handler, in process)'));
  if (small) {
    const rows: string[][] = [];
    for (const [name, samples] of small) {
      for (const [stat, p, limit] of [
        ['p50', 50, budget.p50],
        ['p99', 99, budget.p99],
      ] as const) {
        const r = percentile(samples.real, p);
        const b = percentile(samples.bare, p);
        rows.push([name, stat, ms(r), ms(b), ratioText(r / b), `<= ${limit}x`, count(verdict(r / b, limit))]);
      }
    }
    print(table(['Endpoint', 'Stat', 'Real', 'Bare', 'Ratio', 'Budget', 'Verdict'], rows));
    const warmups = [...small.values()].map((samples) => samples.warmupCalls).join('/');
    const sizes = [...small]
      .map(([name, samples]) => `${name} ${kib(samples.bytes.real)} vs ${kib(samples.bytes.bare)}`)
      .join(', ');
    print(
      `${settings.iterations} timed calls per side after ${warmups} untimed warm-up calls, sequential, real and bare ` +
        `interleaved (alternating which goes first), table of ${items(smallState)} items (${smallState.jobs} jobs, ` +
        `${smallState.applications} applications). Real = the handler module (middy stack: Powertools logger ` +
        'context, header normalizer, session-token check, zod input and output) with an API Gateway v2 event. ' +
        'Bare = plain DocumentClient of the same config, the same Query/GetItem, the same account-status GetItem ' +
        'on the same 30 s cache schedule, JSON.stringify of the same body shape. The bare body keeps the key ' +
        `attributes the real output schema strips (body sizes real vs bare: ${sizes}).`,
    );
  } else print('not measured (see problems below)');

  print(heading('2. Scale (p50 of the real handler, small vs large table)'));
  if (small && large && largeState) {
    const rows: string[][] = [];
    for (const name of HOT_ENDPOINTS) {
      const s = small.get(name) as Samples;
      const l = large.get(name) as Samples;
      const r = median(l.real) / median(s.real);
      rows.push([
        name,
        ms(median(s.real)),
        ms(median(l.real)),
        ratioText(r),
        '<= 1.2x',
        count(verdict(r, budget.scale)),
        `${ms(median(s.bare))} -> ${ms(median(l.bare))} (${ratioText(median(l.bare) / median(s.bare))})`,
      ]);
    }
    const sizeNote =
      items(largeState) < settings.largeItems
        ? ` (target ${settings.largeItems} not reached in the seeding budget)`
        : '';
    print(
      table(
        [
          'Endpoint',
          `p50 @ ${items(smallState)}`,
          `p50 @ ${items(largeState)}`,
          'Ratio',
          'Budget',
          'Verdict',
          'Bare, for context',
        ],
        rows,
      ),
    );
    print(
      `Large table: ${items(largeState)} items${sizeNote}: ${largeState.jobs} open jobs, ${largeState.applications} ` +
        `applications, of which the bench worker's ${Math.ceil(largeState.applications / 10)} ` +
        `(small: ${Math.ceil(smallState.applications / 10)}). Seeded in ${seedSeconds.toFixed(0)} s with ` +
        `BatchWriteItem (25 items, ${settings.seedParallel} in parallel). Each page is the first ${50} items.`,
    );
    print(
      "Admin hot endpoints: no admin handler is implemented yet, so the budget's admin half is not measured.",
    );
  } else print('not measured (see problems below)');

  print(
    heading(
      "3a. Bundles (built by the CDK's ApiFunction construct: NodejsFunction + esbuild, its own options)",
    ),
  );
  if (bundles.length > 0) {
    const rows = bundles.map((bundle) => [
      bundle.name,
      kib(bundle.bytes),
      `<= ${kib(budget.bundleBytes)}`,
      count(verdict(bundle.bytes, budget.bundleBytes)),
      bundle.top.map((part) => `${part.name} ${kib(part.bytes)}`).join(', '),
    ]);
    for (const [name, minimal] of minimals)
      rows.push([`minimal ${name}`, kib(minimal.bytes), '(baseline)', '', '']);
    print(table(['Bundle', 'Minified', 'Budget', 'Verdict', 'Largest parts (from the source map)'], rows));
    const externals = [...new Set(bundles.flatMap((bundle) => bundle.externals))].sort();
    print(
      'Sizes are index.mjs without its .map, as the CDK stages it for deployment. ' +
        (externals.length > 0
          ? `Left external by the construct (loaded at run time, not counted): ${externals.join(', ')}.`
          : 'Nothing is left external: the AWS SDK is inside each bundle.'),
    );
    const smallestMinimal = Math.min(...[...minimals.values()].map((minimal) => minimal.bytes));
    if (smallestMinimal > budget.bundleBytes) {
      print(
        `Note: even the minimal bundles are ${kib(smallestMinimal)} or more, over the budget by themselves.`,
      );
    }
  } else print('not measured (see problems below)');

  print(heading('3b. Cold start (fresh node process: import bundle + answer one call, spawn to answer)'));
  if (cold.size > 0) {
    const rows: string[][] = [];
    for (const [name, samples] of cold) {
      const r = median(samples.real);
      const m = median(samples.minimal);
      const range = (values: number[]) =>
        `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
      rows.push([
        name,
        ms(r),
        ms(m),
        ratioText(r / m),
        `<= ${budget.coldStart}x`,
        count(verdict(r / m, budget.coldStart)),
        `${range(samples.real)} / ${range(samples.minimal)} ms`,
      ]);
    }
    print(
      table(
        [
          'Endpoint',
          'Real (median)',
          'Minimal (median)',
          'Ratio',
          'Budget',
          'Verdict',
          'Range real / minimal',
        ],
        rows,
      ),
    );
    print(
      `Median of ${settings.coldRuns} runs each after one untimed run, with NODE_OPTIONS=--enable-source-maps as ` +
        `deployed. Node here is ${process.version}; Lambda runs Node 24 (arm64, 512 MB), where the absolute ` +
        'times differ. Minimal = the bare handler of section 1 bundled alone with the same options (same DynamoDB ' +
        'calls, including the account-status GetItem the real handler makes on a cold cache). The session key ' +
        'comes from SESSION_SECRET here; on AWS the first call also reads it from Secrets Manager (not measured).',
    );
    const without = bundles.filter((bundle) => !cold.has(bundle.name)).map((bundle) => bundle.name);
    if (without.length > 0) print(`No minimal baseline yet (not measured): ${without.join(', ')}.`);
  } else print('not measured (see problems below)');

  print(heading('4. SPA first load of / (gzip level 9)'));
  if (spa) {
    const shown = spa.files.filter((file) => file.kind !== 'lazy');
    const lazy = spa.files.filter((file) => file.kind === 'lazy');
    const rows = shown.map((file) => [file.path, file.kind, kib(file.bytes), kib(file.gzip)]);
    rows.push(['first-load JavaScript', 'total', '', kib(spa.firstLoadJsGzip)]);
    print(table(['File', 'Kind', 'Raw', 'Gzip'], rows));
    print(
      table(
        ['Budget', 'Measured', 'Limit', 'Verdict'],
        [
          [
            'first-load JS gzip',
            kib(spa.firstLoadJsGzip),
            `< ${kib(budget.spaGzipBytes)}`,
            count(verdict(spa.firstLoadJsGzip, budget.spaGzipBytes, true)),
          ],
        ],
      ),
    );
    print(
      `dist/web built ${spa.builtNow ? 'now by this run' : `at ${spa.builtAt.toISOString()} (not rebuilt: run npm run build:web for fresh figures)`}. ` +
        `Lazy chunks, not counted: ${lazy.map((file) => `${file.path.replace('assets/', '')} ${kib(file.gzip)}`).join(', ') || 'none'}.`,
    );
    const adminFeatures = spa.features.filter((feature) => /admin|internal/i.test(feature));
    print(
      spa.adminChunks.length > 0
        ? `Admin/internal chunks: ${spa.adminChunks.map((chunk) => `${chunk.path}${chunk.firstLoad ? ' (IN FIRST LOAD)' : ''}`).join(', ')}.`
        : `Admin/internal split: not applicable yet, no admin or internal chunks exist (web/src/features: ${spa.features.join(', ')}${adminFeatures.length ? `; but found ${adminFeatures.join(', ')}: check the split` : ''}); the entry alone is reported.`,
    );
    print('Lighthouse performance (>= 95 on / and /jobs/{id}): not measured by this script.');
  } else print('not measured (see problems below)');

  print(heading('Summary'));
  print(
    `${passes} PASS, ${overs} OVER${problems.length ? `, ${problems.length} section(s) not measured` : ''}; run took ${elapsed().trim()}.`,
  );
  for (const problem of problems) print(`NOT MEASURED ${problem}`);
} finally {
  await dynamodb.stop();
  rmSync(workDir, { recursive: true, force: true });
}

process.stdout.write(`${output.join('\n')}\n`);
process.exit(problems.length > 0 ? 1 : 0);
