/**
 * The CloudWatch metrics (EMF lines on stdout) a piece of code emits, with metrics switched on for its run
 * only (POWERTOOLS_METRICS_DISABLED, which Powertools reads at each publish). Other stdout lines (logs) are
 * dropped while it runs.
 */
import { vi } from 'vitest';

export interface EmittedMetric {
  /** The metric's name (one per line: metrics.ts publishes each count on its own). */
  name: string;
  namespace: string;
  /** Every dimension with its value, the default `service` included. */
  dimensions: Record<string, string>;
  value: number;
  unit: string;
}

export async function emittedMetrics(run: () => Promise<unknown>): Promise<EmittedMetric[]> {
  const saved = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  }) as typeof process.stdout.write);
  try {
    await run();
  } finally {
    spy.mockRestore();
    process.env.POWERTOOLS_METRICS_DISABLED = saved;
  }
  const metrics: EmittedMetric[] = [];
  for (const line of lines) {
    let record: Record<string, unknown> & {
      _aws?: {
        CloudWatchMetrics: {
          Namespace: string;
          Dimensions: string[][];
          Metrics: { Name: string; Unit: string }[];
        }[];
      };
    };
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    for (const directive of record._aws?.CloudWatchMetrics ?? []) {
      for (const { Name, Unit } of directive.Metrics) {
        metrics.push({
          name: Name,
          namespace: directive.Namespace,
          dimensions: Object.fromEntries(
            (directive.Dimensions[0] ?? []).map((dimension) => [dimension, String(record[dimension])]),
          ),
          value: Number(record[Name]),
          unit: Unit,
        });
      }
    }
  }
  return metrics;
}
