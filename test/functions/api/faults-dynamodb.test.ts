/**
 * DynamoDB going away under traffic, with the functions pointed at a DynamoDB Local of this file's own (kept
 * on disk, so a restart finds the same data): stopped in the middle of traffic, every call answers a clear
 * 503 with Retry-After (never a 500, never a hang); a DynamoDB that accepts connections and never answers
 * gives the same 503 within the client's limits; started again on the same port, service comes back by itself,
 * with no module reloaded. Outcomes are asserted; times only against generous bounds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createTable, type RunningDynamoDb, startDynamoDb } from '#infra/local/dynamodb';
import { freePort } from '#infra/local/ports';
import { clientLimits, worstCaseMs } from '#lib/clients/limits';
import { setEnvironment } from '#lib/environment';
import type { TestAccount } from '#test/support/accounts';
import { tableName } from '#test/support/api-env';
import type { CallResult } from '#test/support/invoke';

const UNAVAILABLE = 'The service is busy or briefly unavailable. Please try again in a moment.';
/** The most one call may take with DynamoDB dead: its client's worst case, plus slack for a loaded machine. */
const CALL_BOUND_MS = worstCaseMs(clientLimits.dynamodb) + 3000;

let dataDir: string;
let port: number;
let dynamodb: RunningDynamoDb | undefined;
let call: typeof import('#test/support/invoke').call;
let worker: TestAccount;
let jobId: number;
/** The functions' error log, kept off the test output and read by the tests. */
let errorLog: MockInstance;

/** The traffic: a worker browsing, opening a job and reading their profile, and a staff log-in attempt. */
const traffic = () => [
  call('getAllJobs', { token: worker.token }),
  call('getJobById', { token: worker.token, query: { id: String(jobId) } }),
  call('getProfile', { token: worker.token }),
  call('adminLogin', { body: { email: 'nobody@earnlearn.in', password: 'not-the-password-1' } }),
];

/** Runs `work` and says how long it took, failing the test if it outlives the bound (a hang). */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; tookMs: number }> {
  const started = Date.now();
  const result = await work();
  return { result, tookMs: Date.now() - started };
}

function expectUnavailable(response: CallResult) {
  expect({ status: response.status, body: response.body }).toEqual({
    status: 503,
    body: { message: UNAVAILABLE },
  });
  expect(response.headers['retry-after']).toBe('5');
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'earnlearn-faults-'));
  port = await freePort();
  dynamodb = await startDynamoDb({ port, dataDir });
  await createTable(dynamodb.endpoint, tableName);
  // Before any function module loads: they read their endpoint once, at load.
  setEnvironment({ DYNAMODB_ENDPOINT: dynamodb.endpoint });
  ({ call } = await import('#test/support/invoke'));
  const { logger } = await import('#lib/logger');
  errorLog = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  const { createWorker } = await import('#test/support/accounts');
  const { createJob } = await import('#test/support/fixtures');
  worker = await createWorker();
  jobId = (await createJob()).ID;
}, 90_000);

afterAll(async () => {
  errorLog.mockRestore();
  await dynamodb?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('DynamoDB stopped in the middle of traffic', () => {
  it('answers every call 200 or a clear 503, never a 500 or a hang, and only 503 once it is down', async () => {
    const before = await Promise.all(traffic());
    expect(before.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    errorLog.mockClear();

    // Traffic keeps flowing while DynamoDB Local goes down under it.
    const during = Promise.all(
      Array.from({ length: 6 }, (_, round) =>
        new Promise((resolve) => setTimeout(resolve, round * 150)).then(() =>
          timed(() => Promise.all(traffic())),
        ),
      ),
    );
    await dynamodb?.stop();
    dynamodb = undefined;
    const rounds = await during;
    const after = await timed(() => Promise.all(traffic()));

    for (const { result, tookMs } of rounds) {
      expect(tookMs).toBeLessThan(CALL_BOUND_MS);
      for (const response of result) {
        expect([200, 503]).toContain(response.status);
        if (response.status === 503) expectUnavailable(response);
      }
    }
    expect(after.tookMs).toBeLessThan(CALL_BOUND_MS);
    for (const response of after.result) expectUnavailable(response);
    // Logged once per failed call, by name, and nothing logged as an unhandled error.
    const failed = [...rounds.flatMap(({ result }) => result), ...after.result].filter(
      (response) => response.status === 503,
    );
    expect(errorLog.mock.calls.map(([message]) => message)).toEqual(
      failed.map(() => 'A service we depend on is unavailable'),
    );
  }, 60_000);

  it('answers the same 503 within the client limits when DynamoDB accepts connections and never answers', async () => {
    const held = new Set<Socket>();
    const silent = createServer((socket) => {
      held.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    expect((silent.address() as AddressInfo).port).toBe(port);
    try {
      const { result, tookMs } = await timed(() => Promise.all(traffic()));

      expect(tookMs).toBeLessThan(CALL_BOUND_MS);
      for (const response of result) expectUnavailable(response);
      expect(held.size).toBeGreaterThan(0);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 60_000);

  it('serves again, with the same data, once DynamoDB is back on the same port', async () => {
    dynamodb = await startDynamoDb({ port, dataDir });

    // The first calls meet a cold JVM (and an SDK whose retry budget the outage used up): one may still
    // answer the clear 503, never anything else, and within a few rounds every call is served.
    let responses: CallResult[] = [];
    for (let round = 0; round < 10; round++) {
      responses = await Promise.all(traffic());
      for (const response of responses) if (response.status !== 200) expectUnavailable(response);
      if (responses.every((response) => response.status === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(responses[1]?.body).toMatchObject({ data: { ID: jobId } });
    expect(responses[3]?.body).toEqual({ success: false });
  }, 90_000);
});
