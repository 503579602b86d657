/**
 * A bench section that runs in a process of its own (the function modules read their configuration at import,
 * and a section's tables must not share a module instance with another's): the parent calls `printedBy`, the
 * module ends with `if (isScript(import.meta.url)) await printMeasured(measure)`.
 */
import { execFileSync } from 'node:child_process';
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
