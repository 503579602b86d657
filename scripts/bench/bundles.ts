/**
 * Bundles and cold start. Each implemented handler is bundled with esbuild with the options the CDK passes
 * (`infra/aws/constructs/api-function.ts` -> NodejsFunction -> `esbuild --bundle`), and so is a minimal
 * bundle per endpoint (`minimal.ts`: the same DynamoDB calls, nothing else). A cold start is a fresh `node`
 * process that imports the bundle and answers one call, timed from spawn to the answer on its stdout.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { repoRoot } from '../../infra/local/handlers';
import type { EndpointContract } from '../../shared/api';
import { handlerPath } from '../../shared/api';

/** Copied from `infra/aws/constructs/api-function.ts` (not exported there); `bundlingDrift()` checks it. */
const esmRequireBanner =
  "import { createRequire as __earnlearnCreateRequire } from 'node:module';" +
  'const require = __earnlearnCreateRequire(import.meta.url);';

/**
 * The esbuild options NodejsFunction derives from the construct's `bundling`: --bundle --target=node24
 * --platform=node --format=esm --outfile=index.mjs --minify --sourcemap --sources-content=false
 * --banner:js=... --main-fields=module,main, and no externals (bundleAwsSDK: true).
 */
const cdkOptions: BuildOptions = {
  bundle: true,
  target: 'node24',
  platform: 'node',
  format: 'esm',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  banner: { js: esmRequireBanner },
  mainFields: ['module', 'main'],
  logLevel: 'warning',
  metafile: true,
};

/** The construct's settings this file mirrors; any one missing from the source means the copy has drifted. */
export function bundlingDrift(): string[] {
  const source = readFileSync(join(repoRoot, 'infra/aws/constructs/api-function.ts'), 'utf8');
  const expected = [
    'format: OutputFormat.ESM',
    "target: 'node24'",
    "mainFields: ['module', 'main']",
    'banner: esmRequireBanner',
    'minify: true',
    'sourceMap: true',
    'sourcesContent: false',
    'bundleAwsSDK: true',
    "import { createRequire as __earnlearnCreateRequire } from 'node:module';",
    'const require = __earnlearnCreateRequire(import.meta.url);',
  ];
  const missing = expected.filter((snippet) => !source.includes(snippet));
  const extra = ['externalModules', 'define:', 'keepNames', 'loader:', 'esbuildArgs', 'nodeModules'].filter(
    (option) => source.includes(option),
  );
  return [
    ...missing.map((snippet) => `missing: ${snippet}`),
    ...extra.map((option) => `new option: ${option}`),
  ];
}

export interface Bundle {
  name: string;
  file: string;
  bytes: number;
  /** The biggest packages in the output, by bytes. */
  top: { name: string; bytes: number }[];
}

function topPackages(metafile: Metafile, outfile: string): { name: string; bytes: number }[] {
  const output = Object.entries(metafile.outputs).find(([path]) =>
    outfile.endsWith(path.replace(/^.*\//, '')),
  );
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.[1].inputs ?? {})) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const name = match?.[1] ?? '(project code)';
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
}

async function bundleEntry(
  name: string,
  outdir: string,
  entry: { file: string } | { contents: string; resolveDir: string },
): Promise<Bundle> {
  const file = join(outdir, name, 'index.mjs');
  const result = await build({
    ...cdkOptions,
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : {
          stdin: {
            contents: entry.contents,
            resolveDir: entry.resolveDir,
            loader: 'ts',
            sourcefile: `${name}.ts`,
          },
        }),
    outfile: file,
    absWorkingDir: repoRoot,
  });
  return {
    name,
    file,
    bytes: statSync(file).size,
    top: result.metafile ? topPackages(result.metafile, file) : [],
  };
}

export function bundleHandler(contract: EndpointContract, outdir: string): Promise<Bundle> {
  return bundleEntry(contract.name, outdir, { file: join(repoRoot, handlerPath(contract)) });
}

export function bundleMinimal(name: string, outdir: string): Promise<Bundle> {
  return bundleEntry(`minimal-${name}`, outdir, {
    contents: `export { ${name} as handler } from './minimal';`,
    resolveDir: join(repoRoot, 'scripts/bench'),
  });
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

export function writeRunner(dir: string): string {
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
