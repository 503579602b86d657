/**
 * A list's time as the table grows (the moderation queue, an employer's job list): one table grown through the
 * sizes, the real read and the bare calls timed alternately at each, so that what grows with the table shows in
 * both, and the verdict printed as p50 at the largest size over p50 at the first (flat is 1.00x).
 */
import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { counterKey } from '#lib/db/keys';
import { percentile } from './report';
import { writeAll } from './seed';

/** What one size measured: the real read's and the bare calls' times after the warm-up, and the seeding's. */
export interface AtSize {
  size: number;
  samples: number[];
  bare: number[];
  seedSeconds: number;
}

/**
 * Grows the table through `sizes` (jobs 1 to size, each written as `itemsOf(id)`, and the jobs' id counter), and
 * at each size runs `read` and `bareRead` one after the other, `warmup` times untimed, then `iterations` times.
 */
export async function measureAtSizes(options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  sizes: readonly number[];
  itemsOf: (id: number) => Record<string, unknown>[];
  read: () => Promise<number>;
  bareRead: () => Promise<number>;
  warmup: number;
  iterations: number;
}): Promise<AtSize[]> {
  const measured: AtSize[] = [];
  let seeded = 0;
  for (const size of options.sizes) {
    const seedStart = performance.now();
    const items = Array.from({ length: size - seeded }, (_, i) => options.itemsOf(seeded + i + 1)).flat();
    items.push({ ...counterKey('JOB'), value: size });
    await writeAll(options.db, options.tableName, items);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    seeded = size;
    const samples: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < options.warmup + options.iterations; i++) {
      const took = await options.read();
      const bareTook = await options.bareRead();
      if (i >= options.warmup) {
        samples.push(took);
        bare.push(bareTook);
      }
    }
    measured.push({ size, samples, bare, seedSeconds });
  }
  return measured;
}

const ratioOf = (measured: readonly AtSize[], of: 'samples' | 'bare') =>
  percentile((measured.at(-1) as AtSize)[of], 50) / percentile((measured[0] as AtSize)[of], 50);

/** `p50 at <largest> / at <first>: 0.93x (flat is 1.00x)`, with the bare calls' ratio when `withBare`. */
export function flatnessLine(measured: readonly AtSize[], withBare = false): string {
  const sizeText = (at: AtSize | undefined) => at?.size.toLocaleString('en-US');
  const line = `p50 at ${sizeText(measured.at(-1))} / at ${sizeText(measured[0])}: ${ratioOf(measured, 'samples').toFixed(2)}x (flat is 1.00x)`;
  return withBare ? `${line}; the bare calls ${ratioOf(measured, 'bare').toFixed(2)}x` : line;
}
