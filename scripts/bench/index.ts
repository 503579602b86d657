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
 * Beside them: the HR/OPS review queue at 10, 1k and 10k applications per job and Explore Jobs' search at 1k
 * and 100k open jobs (alone: `npm run bench -- job-search`), "Recommended for you" at 1k and 100k open jobs
 * (alone: `npm run bench -- recommendations`), the public job page's time to first byte in the
 * twin (alone: `npm run bench -- job-page`), and the daily job-alert digest over 100k alerts (alone:
 * `npm run bench -- job-digests`), a thread of 500 messages read page by page (alone: `npm run bench -- thread-pages`), and the rules against scam postings on a 5,000-character job (alone:
 * `npm run bench -- moderation`); optional, `npm run bench -- moderation-queue`: the moderation queue at 1k and
 * 100k jobs, and `npm run bench -- employer-jobs`: an employer's job list at 1k and 100k jobs. Last, each in a
 * process of its own once the rest has stopped: 2 minutes of mixed traffic on the whole local twin at 50
 * connections (`npm run bench -- load` runs that alone), then Lighthouse, then the first paint on a slow phone. The report is printed once, at the end, with every
 * verdict of the run in one table. `npm run bench -- bundles` runs section 3 alone (bundles and cold starts, on
 * the small table; the other sections print as not measured).
 *
 * Layout: this file is the entry and runs the sections in order; `budgets/` holds the measurements of the
 * budgets (api*.ts and bare.ts with minimal/ for 1-3a, bundles.ts and cdk-bundle.ts for 3, spa.ts,
 * lighthouse.ts, job-search.ts, review-queue.ts) and render.ts, the printed report; `load/` the load run (run.ts
 * drives autocannon, twin.ts serves, traffic.ts and routes.ts, check.ts); `support/` what they share (the
 * accounts, the seeders, report formatting, running a section in a process of its own).
 *
 * Function modules read their configuration at import and a module instance serves one table, so the API runs
 * happen in one child process per table (`budgets/api-worker.ts`), the two tables measured in alternating rounds so
 * that drift (JIT warm-up of V8 and of DynamoDB Local's JVM, heap growth) falls on both alike.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion, startDynamoDb } from '#infra/local/dynamodb';
import { ApiProcess, measureApi } from './budgets/api-process';
import { applicationsExport } from './budgets/applications-export';
import { bundleHandlers, measureColdStarts } from './budgets/bundles';
import { employerJobsBench } from './budgets/employer-jobs';
import { firstPaintVerdicts, measureFirstPaint, renderFirstPaint } from './budgets/first-paint';
import { jobDigests } from './budgets/job-digests';
import { jobPageBench } from './budgets/job-page';
import { jobSearch } from './budgets/job-search';
import {
  type LighthouseMeasures,
  lighthouseFailed,
  lighthousePages,
  lighthouseVerdicts,
  measureLighthouse,
  renderLighthouse,
} from './budgets/lighthouse';
import { moderationBench } from './budgets/moderation';
import { moderationQueueBench } from './budgets/moderation-queue';
import { privacyBench } from './budgets/privacy';
import { recommendationsBench } from './budgets/recommendations';
import { type Results, render } from './budgets/render';
import { reviewQueue } from './budgets/review-queue';
import { measureSpa } from './budgets/spa';
import { threadPages } from './budgets/thread-pages';
import { runLoad } from './load/run';
import { functionEnvironment } from './support/environment';
import { measuredInOwnProcess, wroteResults } from './support/own-process';
import { takeVerdicts, verdictTable } from './support/report';
import { grow, split } from './support/seed';
import { seedStudents } from './support/seed-students';

/**
 * The run's sizes. BENCH_ITERATIONS, BENCH_LARGE_ITEMS and BENCH_LARGE_STUDENTS shrink it for a quick check (the
 * sections' own variables, JOB_SEARCH_LARGE, REVIEW_QUEUE_ITERATIONS, LOAD_SECONDS and LOAD_WORKERS, apply too).
 */
const settings = {
  /** Untimed calls per side, endpoint and table before timing: at least this many, for at least `warmupMs`. */
  minWarmup: 100,
  warmupMs: 3_000,
  /** Timed calls per side, endpoint and table, in `rounds` alternating between the two tables. */
  iterations: Number(process.env.BENCH_ITERATIONS ?? 600),
  rounds: 6,
  smallItems: 1_000,
  largeItems: Number(process.env.BENCH_LARGE_ITEMS ?? 100_000),
  /** Seeding the large table stops here, and the size reached is used (and printed). */
  seedBudgetMs: 150_000,
  /** Students (each with its search words) in the small and the large table, and the large one's budget. */
  smallStudents: 1_000,
  largeStudents: Number(process.env.BENCH_LARGE_STUDENTS ?? 100_000),
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
  verdicts: [],
};

/** Prints a section's text as it runs; its verdicts wait for the table at the end. */
function printSection(printed: string): void {
  const { text, rows } = takeVerdicts(printed);
  results.verdicts.push(...rows);
  process.stdout.write(`${text}\n`);
}

/** A section run alone: its text, then its verdicts as a table. */
function printAlone(printed: string): void {
  const { text, rows } = takeVerdicts(printed);
  process.stdout.write(`${text}\n${rows.length > 0 ? `\n${verdictTable(rows)}\n` : ''}`);
}

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
/** `npm run bench -- lighthouse`: Lighthouse alone (LIGHTHOUSE_PAGES, paths separated by commas, picks pages). */
if (picked === 'lighthouse') {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
  const pages = only ? lighthousePages.filter((page) => only.includes(page.path)) : lighthousePages;
  const lighthouse = await measureLighthouse(pages);
  if (!wroteResults(lighthouse))
    process.stdout.write(
      `${renderLighthouse(lighthouse)}\n\n${verdictTable(lighthouseVerdicts(lighthouse))}\n`,
    );
  process.exit(lighthouseFailed(lighthouse) ? 1 : 0);
}
/** `npm run bench -- first-paint`: `/` and `/dashboard` on a throttled slow phone, cold and warm, alone. */
if (picked === 'first-paint') {
  const firstPaint = await measureFirstPaint();
  if (!wroteResults(firstPaint))
    process.stdout.write(
      `${renderFirstPaint(firstPaint)}\n\n${verdictTable(firstPaintVerdicts(firstPaint))}\n`,
    );
  process.exit(typeof firstPaint === 'string' ? 1 : 0);
}
if (picked === 'privacy') {
  const own = await startDynamoDb();
  try {
    printAlone(privacyBench(own.endpoint));
  } finally {
    await own.stop();
  }
  process.exit(0);
}
/** `npm run bench -- job-page`: the public job page's time to first byte in the twin alone. */
if (picked === 'job-page') {
  process.stdout.write(`${jobPageBench()}\n`);
  process.exit(0);
}
if (picked === 'job-digests') {
  const own = await startDynamoDb();
  try {
    process.stdout.write(`${jobDigests(own.endpoint)}\n`);
  } finally {
    await own.stop();
  }
  process.exit(0);
}
if (picked === 'thread-pages') {
  const own = await startDynamoDb();
  try {
    process.stdout.write(`${threadPages(own.endpoint)}\n`);
  } finally {
    await own.stop();
  }
  process.exit(0);
}
if (picked === 'job-search') {
  const own = await startDynamoDb();
  try {
    printAlone(jobSearch(own.endpoint));
  } finally {
    await own.stop();
  }
  process.exit(0);
}
/** `npm run bench -- moderation`: the rules against scam postings on a 5,000-character job, alone (pure). */
if (picked === 'moderation') {
  printAlone(moderationBench());
  process.exit(0);
}
/**
 * `npm run bench -- moderation-queue`: the admin's moderation queue at 1k and 100k jobs (optional: it seeds 100k
 * jobs, so the full run leaves it out).
 */
if (picked === 'moderation-queue') {
  const own = await startDynamoDb();
  try {
    process.stdout.write(`${moderationQueueBench(own.endpoint)}\n`);
  } finally {
    await own.stop();
  }
  process.exit(0);
}
/**
 * `npm run bench -- employer-jobs`: an employer's job list at 1k and 100k jobs in the table (optional: it seeds
 * 100k jobs, so the full run leaves it out).
 */
if (picked === 'employer-jobs') {
  const own = await startDynamoDb();
  try {
    process.stdout.write(`${employerJobsBench(own.endpoint)}\n`);
  } finally {
    await own.stop();
  }
  process.exit(0);
}
/** `npm run bench -- recommendations`: "Recommended for you" at 1k and 100k open jobs, alone. */
if (picked === 'recommendations') {
  const own = await startDynamoDb();
  try {
    printAlone(recommendationsBench(own.endpoint));
  } finally {
    await own.stop();
  }
  process.exit(0);
}
/** `npm run bench -- bundles`: section 3 alone (bundles and cold starts), on the small table. */
const onlyBundles = picked === 'bundles';
if (picked !== undefined && !onlyBundles) {
  process.stderr.write(
    `There is no bench "${picked}": npm run bench, npm run bench -- load, npm run bench -- job-search, ` +
      'npm run bench -- bundles, npm run bench -- privacy, npm run bench -- job-page, npm run bench -- first-paint, ' +
      'npm run bench -- job-digests, npm run bench -- moderation, npm run bench -- moderation-queue, ' +
      'npm run bench -- employer-jobs, npm run bench -- recommendations or ' +
      'npm run bench -- lighthouse\n',
  );
  process.exit(2);
}

process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

progress('starting DynamoDB Local (in memory)');
const dynamodb = await startDynamoDb();
results.endpoint = dynamodb.endpoint;
const tag = randomBytes(3).toString('hex');
const tables = { small: `bench-${tag}-small`, large: `bench-${tag}-large` };
/** What every function process gets (TABLE_NAME aside): as the functions read it, with local credentials. */
const functionEnv = { ...functionEnvironment(dynamodb.endpoint), POWERTOOLS_SERVICE_NAME: 'earnlearn' };
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
  // The large table, the students, sections 1-2 and the review queue and job search: not in a bundles-only run.
  if (!onlyBundles) {
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
      const [smallSamples, largeSamples] = await measureApi(
        [
          { api: small.process, jobs: results.smallState?.jobs ?? 1 },
          { api: large.process, jobs: results.largeState?.jobs ?? 1 },
        ],
        settings,
        progress,
      );
      results.api = { small: smallSamples, large: largeSamples };
    });
    await section('Review queue', async () => {
      progress('review queue: one status tab of jobs with 10, 1k and 10k applications; reviewApplication');
      printSection(reviewQueue(dynamodb.endpoint));
    });
    await section('Applications export and search', async () => {
      progress("HR's CSV export and search of jobs with 1k and 10k applications");
      printSection(applicationsExport(dynamodb.endpoint));
    });
    await section('Privacy', async () => {
      progress(
        'privacy: the HR list with and without access entries; the export of a worker with 200 applications',
      );
      printSection(privacyBench(dynamodb.endpoint));
    });
    await section('Recommendations', async () => {
      progress('recommendations: 1k then 100k open jobs');
      printSection(recommendationsBench(dynamodb.endpoint));
    });
    await section('Job search', async () => {
      progress('job search: searchJobs with 1k and 100k open jobs (seeding both, then alternating rounds)');
      printSection(jobSearch(dynamodb.endpoint));
    });
    await section('Rules against scam postings', async () => {
      progress('rules against scam postings: moderate() on a 5,000-character job in three languages');
      printSection(moderationBench());
    });
    await section('Application threads', async () => {
      progress('application threads: a thread of 500 messages read a page at a time');
      printSection(threadPages(dynamodb.endpoint));
    });
    await section('Job-alert digests', async () => {
      progress('job-alert digests: the daily run over 100k alerts that all match (DIGEST_ALERTS to change)');
      printSection(jobDigests(dynamodb.endpoint));
    });
  }

  // ---- 3: bundles and cold start --------------------------------------------------------------------------
  await section('Bundles', async () => {
    progress("bundling each implemented handler and its minimal twin with the CDK's ApiFunction");
    const { bundles, minimals } = await bundleHandlers(join(workDir, 'cdk.out'));
    results.bundles = bundles;
    results.minimals = minimals;
  });

  await section('Cold start', async () => {
    progress(
      `cold start: ${settings.coldRuns} timed runs (+1 untimed) per bundle, real and minimal interleaved`,
    );
    results.cold = await measureColdStarts(results.bundles, results.minimals, {
      workDir,
      runs: settings.coldRuns,
      // Reads as the bench worker; applyJob as the second worker, one job it has not applied to per run.
      accounts: { reader: small.worker, applicant: small.applicant },
      env: { ...functionEnv, TABLE_NAME: tables.small },
    });
  });

  // ---- 4: SPA -----------------------------------------------------------------------------------------------
  if (!onlyBundles)
    await section('SPA', async () => {
      progress('SPA first-load JavaScript');
      results.spa = measureSpa();
    });
  if (!onlyBundles)
    await section('Job page', async () => {
      progress("the public job page's time to first byte in the twin (its own process and twin)");
      printSection(jobPageBench());
    });
} finally {
  await Promise.all(apis.map((api) => api.stop()));
  await dynamodb.stop();
  rmSync(workDir, { recursive: true, force: true });
}

if (!onlyBundles) {
  progress('load: mixed traffic on the whole local twin (load/run.ts), in a process of its own');
  if (runLoad() !== 0) results.problems.push('Load: the run failed (its LOAD FAIL line says why)');
  progress(
    'Lighthouse on /, /jobs (signed out), /jobs/1 as a signed-in worker, the staff log-in pages and four back-office screens ' +
      'signed in (fetched by npx on first use), in a process of its own',
  );
  const lighthouse = measuredInOwnProcess<LighthouseMeasures>('lighthouse');
  if (typeof lighthouse === 'string') results.problems.push(`Lighthouse: ${lighthouse}`);
  else {
    results.lighthouse = lighthouse;
    for (const [protocol, measured] of Object.entries(lighthouse))
      if (typeof measured === 'string') results.problems.push(`Lighthouse (${protocol}): ${measured}`);
  }
  progress('first paint of / and /dashboard on a throttled slow phone, in a process of its own');
  results.firstPaint = measuredInOwnProcess<Awaited<ReturnType<typeof measureFirstPaint>>>('first-paint');
  if (typeof results.firstPaint === 'string') results.problems.push(`First paint: ${results.firstPaint}`);
}
results.seconds = elapsed();
process.stdout.write(`${render(results)}\n`);
process.exit(results.problems.length > 0 ? 1 : 0);
