/**
 * `npx tsx scripts/bench/budgets/student-substring.ts`: the admin's student search by substring at
 * ~1k and ~100k students. Each size in a process of its own (the function modules read TABLE_NAME at import),
 * against one DynamoDB Local: seeded as the bench's students are (`support/seed-students.ts`: an account and an
 * index item per word and tail, as a profile write makes them), then `findStudents` (the getUsersData search,
 * in process, without the HTTP stack) timed for a substring ('riya': Priya, Supriya...), a prefix ('pri') and a
 * two-letter text ('ya'). STUDENT_SUBSTRING_LARGE and STUDENT_SUBSTRING_SEED_BUDGET_MS bound the large table;
 * the printed table says how many students were seeded.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion, startDynamoDb } from '#infra/local/dynamodb';
import { functionEnvironment } from '../support/environment';
import { ms, percentile, table } from '../support/report';
import { seedStudents } from '../support/seed-students';

const SEARCHES = ['riya', 'pri', 'ya'] as const;
const ITERATIONS = 200;

async function child(endpoint: string, size: number, budgetMs: number): Promise<void> {
  const tableName = `student-substring-${randomBytes(3).toString('hex')}`;
  Object.assign(process.env, functionEnvironment(endpoint), { TABLE_NAME: tableName });
  await createTable(endpoint, tableName);
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );
  const started = performance.now();
  const seed = await seedStudents(db, tableName, 0, size, { parallel: 6, deadline: Date.now() + budgetMs });
  const seconds = (performance.now() - started) / 1000;
  const { findStudents } = await import('#features/student-search/students');
  const result: Record<string, unknown> = { students: seed.students, items: seed.items, seconds };
  for (const search of SEARCHES) {
    for (let i = 0; i < 30; i++) await findStudents({ search, limit: 50 });
    const samples: number[] = [];
    let rows = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const start = performance.now();
      const page = await findStudents({ search, limit: 50 });
      samples.push(performance.now() - start);
      rows = page.data.length;
    }
    result[search] = { p50: percentile(samples, 50), p99: percentile(samples, 99), rows };
  }
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

type Measured = { students: number; items: number; seconds: number } & Record<
  string,
  { p50: number; p99: number; rows: number }
>;

async function main(): Promise<void> {
  const own = process.env.BENCH_DYNAMODB_ENDPOINT ? undefined : await startDynamoDb();
  const endpoint = process.env.BENCH_DYNAMODB_ENDPOINT ?? (own?.endpoint as string);
  const large = Number(process.env.STUDENT_SUBSTRING_LARGE ?? 100_000);
  const budget = Number(process.env.STUDENT_SUBSTRING_SEED_BUDGET_MS ?? 420_000);
  try {
    const runs = [1_000, large].map((size) => {
      const out = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
        env: { ...process.env, STUDENT_SUBSTRING_CHILD: `${endpoint} ${size} ${budget}` },
        encoding: 'utf8',
        maxBuffer: 1 << 24,
      });
      const line = out.stdout.split('\n').find((text) => text.startsWith('RESULT '));
      if (!line) throw new Error(`the ${size} run failed: ${out.stderr}`);
      return JSON.parse(line.slice('RESULT '.length)) as Measured;
    });
    const [small, big] = runs as [Measured, Measured];
    const rows = SEARCHES.map((search) => {
      const a = small[search] as { p50: number; p99: number; rows: number };
      const b = big[search] as { p50: number; p99: number; rows: number };
      return [
        `'${search}'`,
        ms(a.p50),
        ms(b.p50),
        `${(b.p50 / a.p50).toFixed(2)}x`,
        ms(a.p99),
        ms(b.p99),
        `${a.rows} / ${b.rows}`,
      ];
    });
    process.stdout.write(
      `Student search by substring (findStudents, limit 50): ${small.students} vs ${big.students} students ` +
        `(${small.items} / ${big.items} items; the large seeded in ${big.seconds.toFixed(0)} s)\n` +
        `${table(['search', 'p50 small', 'p50 large', 'ratio', 'p99 small', 'p99 large', 'rows'], rows)}\n`,
    );
  } finally {
    await own?.stop();
  }
}

const childArgs = process.env.STUDENT_SUBSTRING_CHILD;
if (childArgs) {
  const [endpoint, size, budget] = childArgs.split(' ');
  await child(endpoint as string, Number(size), Number(budget));
  process.exit(0);
} else {
  await main();
}
