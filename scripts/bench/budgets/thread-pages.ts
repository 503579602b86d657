/**
 * `npm run bench -- thread-pages` (also run by `npm run bench`): one application's thread at its most, 500
 * messages (MESSAGES_PER_THREAD, each 1,000 characters: the largest a thread's items get) beside its moves, in
 * a worker partition that also holds another thread of 500 and the worker's other items. Reads it as the
 * screens do (functions/lib/db/application-threads.ts `page`): the newest page (what every 10 s poll of an open
 * thread reads) and then every earlier page to the first message, each one Query bounded by the thread's
 * sort-key prefix and `Limit`, never touching the other thread. Prints the Queries, items and read units of each
 * (from the items' size: DynamoDB Local reports no consumed capacity), and the time per page.
 *
 * Run directly (`npx tsx scripts/bench/budgets/thread-pages.ts`), it starts its own DynamoDB Local, or uses
 * BENCH_DYNAMODB_ENDPOINT.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTable, localCredentials, localRegion } from '#infra/local/dynamodb';
import { threadEntryKey } from '#lib/db/keys';
import { MESSAGES_PER_THREAD, THREAD_PAGE_MAX, THREAD_PAGE_SIZE } from '#shared/domain/application-threads';
import { functionEnvironment } from '../support/environment';
import { isScript, printedBy, printMeasured } from '../support/own-process';
import { ms, percentile, table } from '../support/report';
import { writeAll } from '../support/seed';

const USER_ID = 4_000_001;
const JOB_ID = 77;
const OTHER_JOB_ID = 78;
const MOVES = 3;
const ROUNDS = Number(process.env.THREAD_PAGE_ROUNDS ?? 20);

/** Runs the thread bench in a process of its own against the DynamoDB Local at `endpoint`. */
export const threadPages = (endpoint: string): string => printedBy(import.meta.url, endpoint);

/** The entries of one thread: MESSAGES_PER_THREAD messages a minute apart, both sides in turn, and MOVES moves. */
function threadItems(jobId: number): Record<string, unknown>[] {
  const start = Date.UTC(2026, 0, 1);
  const items: Record<string, unknown>[] = [];
  const total = MESSAGES_PER_THREAD + MOVES;
  for (let n = 0; n < total; n++) {
    const at = new Date(start + n * 60_000).toISOString();
    const id = `${at}#${n.toString(16).padStart(8, '0')}`;
    const system = n % Math.floor(total / MOVES) === 0 && n > 0;
    items.push({
      ...threadEntryKey(USER_ID, jobId, id),
      entity: 'THREAD',
      ID: id,
      JOB_ID: jobId,
      AT: at,
      ...(system
        ? { SIDE: 'system', SYSTEM: { KIND: 'moved', TO: 'SHORTLISTED' } }
        : {
            SIDE: n % 2 === 0 ? 'hiring' : 'worker',
            TEXT: 'ठीक है, मैं सोमवार को आऊँगी। '.repeat(40).slice(0, 1000),
            BY_ID: n % 2 === 0 ? 12 : USER_ID,
          }),
    });
  }
  return items;
}

async function measure(endpoint: string): Promise<string> {
  const tableName = `threads-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  Object.assign(process.env, {
    ...functionEnvironment(endpoint),
    TABLE_NAME: tableName,
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  });
  const seedDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials }),
  );
  await writeAll(seedDb, tableName, [...threadItems(JOB_ID), ...threadItems(OTHER_JOB_ID)]);

  // Every Query counted, with the read units its items cost (their size rounded up to 4 KB a Query, strongly
  // consistent: DynamoDB Local reports no consumed capacity), from the items' bytes as JSON (a little above
  // DynamoDB's own count of names and values).
  const { db } = await import('#lib/clients/dynamodb');
  const send = db.send.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let queries = 0;
  let units = 0;
  db.send = (async (...args: unknown[]) => {
    queries += 1;
    const answer = (await send(...args)) as { Items?: unknown[] };
    const bytes = (answer.Items ?? []).reduce<number>(
      (sum, item) => sum + Buffer.byteLength(JSON.stringify(item)),
      0,
    );
    units += Math.ceil(bytes / 4096);
    return answer;
  }) as typeof db.send;
  const threads = await import('#lib/db/application-threads');

  const rows: string[][] = [];
  for (const limit of [THREAD_PAGE_SIZE, THREAD_PAGE_MAX]) {
    // The newest page, as every poll of an open thread reads it.
    const newest: number[] = [];
    let newestUnits = 0;
    let newestItems = 0;
    for (let round = 0; round < ROUNDS; round++) {
      queries = 0;
      units = 0;
      const start = performance.now();
      const page = await threads.page(USER_ID, JOB_ID, { limit });
      newest.push(performance.now() - start);
      newestUnits = units;
      newestItems = page.items.length;
    }
    // The whole thread, page after page to the first message.
    queries = 0;
    units = 0;
    let items = 0;
    let most = 0;
    let cursor: string | undefined;
    const start = performance.now();
    do {
      const before = queries;
      const page = await threads.page(USER_ID, JOB_ID, { limit, ...(cursor ? { cursor } : {}) });
      most = Math.max(most, queries - before);
      items += page.items.length;
      if (page.items.some((entry) => entry.JOB_ID !== JOB_ID)) throw new Error('A page left its thread');
      cursor = page.cursor ?? undefined;
    } while (cursor);
    const whole = performance.now() - start;
    rows.push(
      [
        `newest page of ${limit}`,
        `1 Query, ${newestItems} items, ${newestUnits.toFixed(1)} read units`,
        `p50 ${ms(percentile(newest, 50))}, p95 ${ms(percentile(newest, 95))}`,
      ],
      [
        `all ${MESSAGES_PER_THREAD + MOVES} entries, pages of ${limit}`,
        `${queries} Queries (at most ${most} a page), ${items} items, ${units.toFixed(1)} read units`,
        `${ms(whole)} in all`,
      ],
    );
  }
  db.send = send as typeof db.send;
  return [
    `\nApplication thread: ${MESSAGES_PER_THREAD} messages of 1,000 characters and ${MOVES} moves, beside another such thread in the worker's partition (${ROUNDS} rounds of the newest page)`,
    table(['read', 'DynamoDB', 'time'], rows),
  ].join('\n');
}

if (isScript(import.meta.url)) await printMeasured(measure);
