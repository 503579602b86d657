/**
 * `npm run bench -- load` (also the last part of `npm run bench`): mixed traffic against the whole local twin
 * at 50 connections for 2 minutes (`LOAD_SECONDS` for a quick run; `LOAD_WORKERS`, 1000 by default, for a
 * quicker start), after a short warm-up: workers browse
 * jobs page by page, open jobs, apply (many distinct workers, duplicates included), read and update their
 * profiles; the admin lists and searches; HR and OPS read a job's applications and move them. It prints
 * requests/s and p50/p99 per route and the status codes, then checks the table (check.ts), and FAILs
 * (exit 1, one clear line) on any 5xx, any request left without an answer, any answer the route should not
 * give, or a table that does not add up.
 *
 * The twin runs in a process of its own (twin.ts) and autocannon in this one; both share this machine's
 * cores with DynamoDB Local's JVM, which the printed header says: the figures compare runs on one machine.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { heading, ms, percentile, table } from '../support/report';
import { checkTable } from './check';
import { EXPECTED_REFUSALS, type PhaseResult, ROUTES, type Route } from './routes';
import { LoadTraffic } from './traffic';
import type { LoadTwinReady } from './twin';

const seconds = Number(process.env.LOAD_SECONDS ?? 120);
const settings = {
  seconds,
  /** Untimed traffic first (the twin's JIT and DynamoDB Local's warm up); its answers are still checked. */
  warmupSeconds: Math.min(10, Math.max(2, Math.round(seconds / 12))),
  twin: { workers: Number(process.env.LOAD_WORKERS ?? 1_000), extraJobs: 36, parallel: 8 },
};

/** Runs this file in a process of its own, its output on this one's; answers its exit code. */
export function runLoad(): number {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
  });
  return run.status ?? 1;
}

const progress = (message: string) => process.stderr.write(`[load] ${message}\n`);

function startTwinProcess(): Promise<{ child: ChildProcess; twin: LoadTwinReady }> {
  const child = fork(fileURLToPath(new URL('./twin.ts', import.meta.url)), ['serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOAD_TWIN_SETTINGS: JSON.stringify(settings.twin) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, twin: message as LoadTwinReady }));
    child.once('exit', (code) => reject(new Error(`The twin process ended before it served (exit ${code})`)));
  });
}

async function stopTwinProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
  await exited;
  clearTimeout(timer);
}

function statusText(statuses: ReadonlyMap<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

/** Answers a route should not give: anything but 200 and its expected refusal. */
function unexpected(route: Route, statuses: ReadonlyMap<number, number>): number {
  let count = 0;
  for (const [status, n] of statuses)
    if (status !== 200 && status !== EXPECTED_REFUSALS[route]?.status) count += n;
  return count;
}

function render(result: PhaseResult, connections: number, loadBefore: number[]): string[] {
  const all: number[] = [];
  const statuses = new Map<number, number>();
  const rows = ROUTES.map((route) => {
    const figures = result.routes.get(route);
    const latencies = figures?.latencies ?? [];
    all.push(...latencies);
    for (const [status, count] of figures?.statuses ?? [])
      statuses.set(status, (statuses.get(status) ?? 0) + count);
    return [
      route,
      String(latencies.length),
      (latencies.length / result.seconds).toFixed(1),
      ms(percentile(latencies, 50)),
      ms(percentile(latencies, 99)),
      statusText(figures?.statuses ?? new Map()),
    ];
  });
  rows.push([
    'all routes',
    String(all.length),
    (all.length / result.seconds).toFixed(1),
    ms(percentile(all, 50)),
    ms(percentile(all, 99)),
    statusText(statuses),
  ]);
  const cores = cpus();
  return [
    heading('Load: mixed traffic on the local twin'),
    `${result.seconds.toFixed(1)} s at ${connections} connections (after ${settings.warmupSeconds} s of warm-up), autocannon, one instance per route family (browse 14, apply 10, profile 8, admin 8, HR/OPS 10 connections).`,
    `Scale: this machine, ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), shared by the twin (one Node process and DynamoDB Local's JVM) and autocannon (one more Node process): figures compare runs here; they are not AWS capacity. Load average before the run: ${loadBefore.map((value) => value.toFixed(2)).join(', ')} (1, 5, 15 min). Latency is per call, from writing the request to the whole answer; requests/s counts answers.`,
    table(['route', 'answers', 'req/s', 'p50', 'p99', 'status codes'], rows),
  ];
}

async function main(): Promise<number> {
  progress(
    `starting the twin in memory, ${settings.twin.workers} workers and ${settings.twin.extraJobs} more jobs`,
  );
  const { child, twin } = await startTwinProcess();
  const failures: string[] = [];
  const output: string[] = [];
  try {
    progress(
      `twin up in ${twin.seconds.start.toFixed(1)} s, accounts in ${twin.seconds.accounts.toFixed(1)} s; ${twin.openJobs.length} open of ${twin.allJobs.length} jobs`,
    );
    const traffic = new LoadTraffic(twin);
    const connections = traffic.connections();
    const loadBefore = loadavg();
    progress(`warm-up: ${settings.warmupSeconds} s`);
    const warmup = await traffic.run(settings.warmupSeconds);
    progress(`load: ${settings.seconds} s at ${connections} connections`);
    const measured = await traffic.run(settings.seconds);
    output.push(...render(measured, connections, loadBefore));

    for (const [name, phase] of [
      ['warm-up', warmup],
      ['load', measured],
    ] as const) {
      let serverErrors = 0;
      let wrong = 0;
      for (const [route, figures] of phase.routes) {
        for (const [status, count] of figures.statuses) if (status >= 500) serverErrors += count;
        wrong += unexpected(route, figures.statuses);
      }
      if (serverErrors > 0) failures.push(`${serverErrors} answers 5xx during the ${name}`);
      if (phase.errors + phase.timeouts > 0)
        failures.push(`${phase.errors} connection errors and ${phase.timeouts} timeouts during the ${name}`);
      if (wrong - serverErrors > 0)
        failures.push(`${wrong - serverErrors} unexpected 4xx answers during the ${name}`);
    }
    for (const [route, refusal] of Object.entries(EXPECTED_REFUSALS))
      output.push(
        `${route}: ${measured.routes.get(route as Route)?.statuses.get(refusal.status) ?? 0} ${refusal.label}`,
      );
    output.push(`no answer: ${measured.errors} connection errors, ${measured.timeouts} timeouts`);

    // Requests in flight when autocannon stopped still land: let them, then read the table.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    progress('checking the table');
    const check = await checkTable(twin, traffic.applies);
    output.push('Table check:', ...check.lines.map((line) => `  ${line}`));
    if (check.problems.length === 0)
      output.push('  PASS: every 2xx apply is one application, counts equal the items');
    else {
      output.push(...check.problems.map((problem) => `  problem: ${problem}`));
      failures.push(`the table check found ${check.problems.length} problems`);
    }
  } catch (error: unknown) {
    failures.push(
      `the load run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await stopTwinProcess(child);
  }
  output.push(
    failures.length === 0
      ? 'LOAD PASS: no 5xx, every request answered as expected, the table adds up'
      : `LOAD FAIL: ${failures.join('; ')}`,
  );
  process.stdout.write(`${output.join('\n')}\n`);
  return failures.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(await main());
}
