/**
 * A bench section that runs in a process of its own (the function modules read their configuration at import,
 * and a section's tables must not share a module instance with another's): the parent calls `printedBy`, the
 * module ends with `if (isScript(import.meta.url)) await printMeasured(measure)`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDynamoDb } from '#infra/local/dynamodb';

/** Whether the module at `moduleUrl` is the script node was started with. */
export const isScript = (moduleUrl: string): boolean => process.argv[1] === fileURLToPath(moduleUrl);

/** Runs the module at `moduleUrl` in a process of its own against the DynamoDB Local at `endpoint`; answers what it prints. */
export function printedBy(moduleUrl: string, endpoint: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(moduleUrl)], {
    env: { ...process.env, BENCH_DYNAMODB_ENDPOINT: endpoint },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Prints what `measure` reports, against BENCH_DYNAMODB_ENDPOINT when set, else a DynamoDB Local of its own. */
export async function printMeasured(measure: (endpoint: string) => Promise<string>): Promise<void> {
  const own = process.env.BENCH_DYNAMODB_ENDPOINT ? undefined : await startDynamoDb();
  try {
    process.stdout.write(
      `${await measure(process.env.BENCH_DYNAMODB_ENDPOINT ?? (own?.endpoint as string))}\n`,
    );
  } finally {
    await own?.stop();
  }
}

/**
 * Runs `npm run bench -- <section>` in a process of its own and answers the results it wrote (JSON), or why it
 * wrote none. Lighthouse and the first paint each start a local twin, whose DynamoDB Local the function modules
 * of that process keep for good once imported; in the bench's own process the second twin's calls would go to
 * the first one's stopped emulator (ECONNREFUSED).
 */
export function measuredInOwnProcess<T>(section: string): T | string {
  const dir = mkdtempSync(join(tmpdir(), `earnlearn-bench-${section}-`));
  const file = join(dir, 'results.json');
  try {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '..', 'index.ts'), section],
      { env: { ...process.env, BENCH_RESULTS_FILE: file }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (!existsSync(file))
      return `${section}: its process wrote no results (exit ${run.status ?? run.signal ?? run.error?.message})`;
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** In a section's own process (BENCH_RESULTS_FILE set by `measuredInOwnProcess`): whether it wrote its results there. */
export function wroteResults(results: unknown): boolean {
  const file = process.env.BENCH_RESULTS_FILE;
  if (!file) return false;
  writeFileSync(file, JSON.stringify(results));
  return true;
}
