/**
 * `npx tsx scripts/bench/account-check.ts` (also run by `npm run bench`): what reading the caller's account on
 * every call costs. The session check loads the account once per call (one consistent GetItem) and hands it to
 * the handler; the alternative was a per-container cache of 30 s. Both run on the real middy stack against
 * DynamoDB Local: "fresh" as built, "cache" with the account GetItem answered from an in-process memo of 30 s
 * at the client, which is exactly what a cache hit saves (every call after the first hits, the best case for
 * the cache). Calls alternate between the two, so both see the same noise.
 *
 * Run directly, it starts its own DynamoDB Local, or uses BENCH_DYNAMODB_ENDPOINT when set.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createTable, localCredentials, localRegion, startDynamoDb } from '#infra/local/dynamodb';
import { lambdaContext } from '#infra/local/events';
import { type ApiHandler, loadHandler } from '#infra/local/handlers';
import { contracts } from '#shared/api/index';
import { eventFor } from './api';
import { ms, percentile, table } from './report';
import { grow, split } from './seed';

const ENDPOINTS = ['getAllJobs', 'getAppliedJobs', 'getProfile'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

const settings = {
  items: 1_000,
  warmup: 200,
  iterations: Number(process.env.ACCOUNT_CHECK_ITERATIONS ?? 1_000),
  cacheSeconds: 30,
};

/**
 * Runs this file in a process of its own against the DynamoDB Local at `endpoint` (the function modules read
 * their configuration at import, once per process) and answers the table it prints.
 */
export function accountCheck(endpoint: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_DYNAMODB_ENDPOINT: endpoint },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function measure(endpoint: string): Promise<string> {
  const tableName = `account-check-${randomBytes(3).toString('hex')}`;
  await createTable(endpoint, tableName);
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    UPLOADS_BUCKET: 'account-check-uploads',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  });
  const { db } = await import('#lib/clients/dynamodb');
  const users = await import('#lib/db/users');
  const { issueSessionToken } = await import('#lib/auth/session');

  const { account } = await users.findOrCreateByGoogle({
    sub: 'account-check',
    email: 'account.check@example.com',
    name: 'Account Check',
  });
  await users.saveRegistrationDetails(account.ID, {
    name: 'Account Check',
    gender: 0,
    dob: '2002-05-14',
    languages: ['english'],
    cityName: 'chennai',
    education: 'graduate',
  });
  await users.verifyMobileNumber(account.ID, '9000000003');
  await grow(db, tableName, account.ID, { jobs: 0, applications: 0 }, split(settings.items));
  const token = await issueSessionToken({ accountId: account.ID, role: 'worker' });

  // The cache, at the client: an account's GetItem answered from memory for `cacheSeconds`.
  let caching = false;
  const memo = new Map<string, { at: number; result: unknown }>();
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key?: { pk?: { S?: string }; sk?: { S?: string } } }).Key;
      const isAccount = context.commandName === 'GetItemCommand' && key?.sk?.S === 'PROFILE';
      if (!caching || !isAccount) return next(args);
      const hit = memo.get(String(key?.pk?.S));
      if (hit && performance.now() - hit.at < settings.cacheSeconds * 1000) {
        return hit.result as Awaited<ReturnType<typeof next>>;
      }
      const result = await next(args);
      memo.set(String(key?.pk?.S), { at: performance.now(), result });
      return result;
    },
    // After the document client has marshalled the input, before the request is built and sent.
    { step: 'serialize', name: 'benchAccountCache' },
  );

  const timedCall = async (handler: ApiHandler, name: Endpoint, cached: boolean): Promise<number> => {
    caching = cached;
    const event = eventFor(name, token);
    const context = lambdaContext(name);
    const start = performance.now();
    const result = await handler(event, context);
    const took = performance.now() - start;
    if (result.statusCode !== 200) throw new Error(`${name} answered ${result.statusCode}: ${result.body}`);
    return took;
  };

  const rows: string[][] = [];
  for (const name of ENDPOINTS) {
    const handler = await loadHandler(contracts[name]);
    const samples = { fresh: [] as number[], cache: [] as number[] };
    for (let i = 0; i < settings.warmup + settings.iterations; i++) {
      // Alternate which side goes first, so neither always runs on a just-warmed connection.
      for (const cached of i % 2 === 0 ? [false, true] : [true, false]) {
        const took = await timedCall(handler, name, cached);
        if (i >= settings.warmup) samples[cached ? 'cache' : 'fresh'].push(took);
      }
    }
    const at = (side: keyof typeof samples, p: number) => percentile(samples[side], p);
    rows.push([
      name,
      ms(at('fresh', 50)),
      ms(at('fresh', 99)),
      ms(at('cache', 50)),
      ms(at('cache', 99)),
      ms(at('fresh', 50) - at('cache', 50)),
      ms(at('fresh', 99) - at('cache', 99)),
    ]);
  }
  const headers = ['endpoint', 'fresh p50', 'fresh p99', 'cache p50', 'cache p99', 'p50 cost', 'p99 cost'];
  return [
    `\nThe caller's account: a fresh GetItem per call vs a 30 s cache (${settings.iterations} interleaved calls per side, ${settings.items} items)`,
    table(headers, rows),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const own = process.env.BENCH_DYNAMODB_ENDPOINT ? undefined : await startDynamoDb();
  try {
    process.stdout.write(
      `${await measure(process.env.BENCH_DYNAMODB_ENDPOINT ?? (own?.endpoint as string))}\n`,
    );
  } finally {
    await own?.stop();
  }
}
