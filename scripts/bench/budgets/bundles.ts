/**
 * Bundles and cold start. Each handler is bundled by the CDK construct the API stack deploys
 * (`cdk-bundle.ts`: ApiFunction -> NodejsFunction -> local esbuild, with the construct's own options), and so
 * is a minimal handler per endpoint (`minimal/`: the same DynamoDB calls, nothing else), so both carry the AWS SDK
 * clients they use (decision 117). A cold start is a fresh `node` process that imports the bundle and answers one
 * call, timed from spawn to the answer on its stdout.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { packagesImportedAtRunTime } from '#infra/aws/bundle-imports';
import { repoRoot } from '#infra/local/handlers';
import { handlerEntry } from '#infra/paths';
import { allContracts, type ContractName, handlerFileName } from '#shared/api/index';
import type { BenchAccount } from '../support/accounts';
import { eventFor } from './api';

export interface Bundle {
  name: string;
  file: string;
  /** index.mjs, without its source map. */
  bytes: number;
  /** The biggest contributors to the output, from the source map. */
  top: { name: string; bytes: number }[];
  /** Packages the bundle imports at run time (left external by the bundler), Node built-ins aside. */
  externals: string[];
}

export interface BundleJob {
  name: string;
  contract: ContractName;
  /** Absolute path of the handler module. */
  entry: string;
}

function run(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Bundles every job with the CDK into `outdir`; esbuild's output is shown only if it fails. */
export async function bundleWithCdk(jobs: BundleJob[], outdir: string): Promise<Bundle[]> {
  const result = await run(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts/bench/budgets/cdk-bundle.ts'), outdir, JSON.stringify(jobs)],
    repoRoot,
  );
  if (result.code !== 0)
    throw new Error(`CDK bundling failed (exit ${result.code}):\n${result.stderr.slice(-4000)}`);
  const bundled = JSON.parse(result.stdout) as { name: string; file: string }[];
  return Promise.all(
    bundled.map(async ({ name, file }) => ({
      name,
      file,
      bytes: statSync(file).size,
      top: topSources(file),
      externals: await packagesImportedAtRunTime(file),
    })),
  );
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Bytes of the generated file per package (or "project code"), from the source map: each mapping segment
 * owns the generated text up to the next segment on its line.
 */
function topSources(file: string): { name: string; bytes: number }[] {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(file, 'utf8').split('\n');
  const perSource = new Map<number, number>();
  let source = 0;
  const mappingLines = map.mappings.split(';');
  for (let line = 0; line < mappingLines.length; line++) {
    const segments: { column: number; source: number | undefined }[] = [];
    let column = 0;
    for (const segment of (mappingLines[line] ?? '').split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length >= 4 ? source : undefined });
    }
    const length = (lines[line] ?? '').length;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as { column: number; source: number | undefined };
      if (segment.source === undefined) continue;
      const end = segments[i + 1]?.column ?? length;
      perSource.set(segment.source, (perSource.get(segment.source) ?? 0) + Math.max(0, end - segment.column));
    }
  }
  const totals = new Map<string, number>();
  for (const [index, bytes] of perSource) {
    const path = map.sources[index] ?? '';
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? '(project code)';
    totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
}

/**
 * The process a cold start runs: import the bundle, answer one call with the event from a file and a Lambda
 * context, print the status. Identical for real and minimal bundles.
 */
const runnerSource = `
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
const [bundle, eventFile, functionName] = process.argv.slice(2);
const event = JSON.parse(readFileSync(eventFile, 'utf8'));
const { handler } = await import(pathToFileURL(bundle).href);
const context = {
  callbackWaitsForEmptyEventLoop: false, functionName, functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:' + functionName, memoryLimitInMB: '512',
  awsRequestId: randomUUID(), logGroupName: '/aws/lambda/' + functionName, logStreamName: 'local',
  getRemainingTimeInMillis: () => 10000, done() {}, fail() {}, succeed() {},
};
const result = await handler(event, context);
process.stdout.write(JSON.stringify({ status: result.statusCode, body: String(result.body).slice(0, 300) }) + '\\n');
process.exit(0);
`;

/**
 * Writes the runner into `dir`. No node_modules is linked beside the bundles: each loads only what it carries
 * (the SDK included), so a bundle that left a package external fails its cold start here instead of
 * borrowing the project's copy.
 */
export function prepareColdStarts(dir: string): string {
  const file = join(dir, 'cold-runner.mjs');
  writeFileSync(file, runnerSource);
  return file;
}

/** One cold start: milliseconds from spawn to the answer line. Rejects unless the answer is a 200. */
export function coldStart(
  runner: string,
  bundle: Bundle,
  eventFile: string,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [runner, bundle.file, eventFile, bundle.name], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let answeredAt: number | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
      if (answeredAt === undefined && stdout.includes('\n')) answeredAt = performance.now();
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (answeredAt === undefined) {
        reject(new Error(`${bundle.name}: no answer (exit ${code}): ${stderr.slice(0, 2000)}`));
        return;
      }
      const answer = JSON.parse(stdout.slice(0, stdout.indexOf('\n'))) as { status: number; body: string };
      if (answer.status !== 200) {
        reject(new Error(`${bundle.name} answered ${answer.status}: ${answer.body}`));
        return;
      }
      resolve(answeredAt - start);
    });
  });
}

/** Each handler, and its minimal twin where `minimal/` has one, bundled by the CDK construct. */
export async function bundleHandlers(
  outdir: string,
): Promise<{ bundles: Bundle[]; minimals: Map<string, Bundle> }> {
  const jobs: BundleJob[] = [];
  for (const contract of allContracts) {
    const name = contract.name as ContractName;
    jobs.push({ name, contract: name, entry: handlerEntry(contract) });
    const minimal = join(repoRoot, 'scripts/bench/budgets/minimal', `${handlerFileName(name)}.ts`);
    if (existsSync(minimal)) jobs.push({ name: `minimal-${name}`, contract: name, entry: minimal });
  }
  const bundles: Bundle[] = [];
  const minimals = new Map<string, Bundle>();
  for (const bundle of await bundleWithCdk(jobs, outdir)) {
    if (bundle.name.startsWith('minimal-')) minimals.set(bundle.name.slice('minimal-'.length), bundle);
    else bundles.push(bundle);
  }
  return { bundles, minimals };
}

/**
 * Section 3b: `runs` timed cold starts (after one untimed) of each bundle that has a minimal twin, real and
 * minimal alternating, with the functions' environment (`env`, without the account) as deployed.
 */
export async function measureColdStarts(
  bundles: Bundle[],
  minimals: Map<string, Bundle>,
  options: {
    workDir: string;
    runs: number;
    /** Who reads, and who applies (one job it has not applied to per run). */
    accounts: { reader: BenchAccount; applicant: BenchAccount };
    env: Record<string, string>;
  },
): Promise<Map<string, { real: number[]; minimal: number[] }>> {
  const runner = prepareColdStarts(options.workDir);
  const cold = new Map<string, { real: number[]; minimal: number[] }>();
  let nextJob = 1;
  const eventFile = (name: string, account: BenchAccount, file: string) => {
    const event =
      name === 'applyJob'
        ? eventFor('applyJob', account.token, '', JSON.stringify({ id: nextJob++ }))
        : eventFor(name as ContractName, account.token, name === 'getJobById' ? '?id=1' : '');
    writeFileSync(file, JSON.stringify(event));
    return file;
  };
  for (const bundle of bundles) {
    const minimal = minimals.get(bundle.name);
    if (!minimal) continue;
    const account = bundle.name === 'applyJob' ? options.accounts.applicant : options.accounts.reader;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      ...options.env,
      BENCH_ACCOUNT_ID: String(account.id),
      // As deployed: the construct sets NODE_OPTIONS=--enable-source-maps on every function.
      NODE_OPTIONS: '--enable-source-maps',
    };
    const samples = { real: [] as number[], minimal: [] as number[] };
    const kinds = { real: bundle, minimal };
    for (let run = 0; run <= options.runs; run++) {
      const order = ['real', 'minimal'] as const;
      for (const side of run % 2 === 0 ? order : [...order].reverse()) {
        const file = eventFile(
          bundle.name,
          account,
          join(options.workDir, `event-${bundle.name}-${side}-${run}.json`),
        );
        const took = await coldStart(runner, kinds[side], file, env);
        if (run > 0) samples[side].push(took);
      }
    }
    cold.set(bundle.name, samples);
  }
  return cold;
}
