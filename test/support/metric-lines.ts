/**
 * The CloudWatch metric lines (EMF, functions/lib/metrics.ts) a piece of a test prints. The API tests keep them
 * quiet (api-env.ts): a file that reads them turns them on with `printMetrics` in its beforeAll.
 */
import { afterAll, beforeAll, vi } from 'vitest';

/** Turns metric lines on for this test file (and back off after it). */
export function printMetrics(): void {
  beforeAll(() => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  });
  afterAll(() => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  });
}

/** The EMF metric lines printed while `run` ran, parsed; other output passes through. */
export async function metricLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const capture = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = String(chunk);
    if (!text.includes('"_aws"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    lines.push(...text.trim().split('\n'));
    return true;
  };
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(capture as typeof process.stdout.write);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}
