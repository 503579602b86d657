/**
 * API overhead: the real handler (the whole middy stack, invoked in process with the API Gateway v2 event the
 * local twin builds) against the bare handler making the same DynamoDB calls, call for call, interleaved so
 * both see the same noise. Events and contexts are built outside the timed region.
 */
import { performance } from 'node:perf_hooks';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { lambdaContext, toApiGatewayEvent } from '#infra/local/events';
import type { ApiHandler } from '#infra/local/handlers';
import { type ContractName, contracts, routePath } from '#shared/api/index';
import { BENCH_SEARCH } from '../support/seed-students';
import type { BareHandler } from './bare';

export const HOT_ENDPOINTS = [
  'getAllJobs',
  'getJobById',
  'getAppliedJobs',
  'getUsersData',
  'getUsersData search',
  'getEmployeesData',
] as const;
export type HotEndpoint = (typeof HOT_ENDPOINTS)[number];

/** The admin's cases, called with the admin's session; the others with the worker's. */
const ADMIN_CASES: readonly HotEndpoint[] = ['getUsersData', 'getUsersData search', 'getEmployeesData'];

/** The contract a case calls: `getUsersData search` is getUsersData with a search text. */
export function contractOf(name: HotEndpoint): ContractName {
  return name === 'getUsersData search' ? 'getUsersData' : name;
}

export interface Samples {
  real: number[];
  bare: number[];
  /** Response body sizes of the first call (the real output schema strips the key attributes). */
  bytes: { real: number; bare: number };
  /** Calls made, warm-up included. */
  calls: number;
  warmupCalls: number;
}

export interface RunOptions {
  /** Untimed calls first: at least `minWarmup`, and on until `warmupMs` has passed (at most 10x `minWarmup`). */
  minWarmup: number;
  warmupMs: number;
  /** Timed calls per side. */
  iterations: number;
  token: string;
  /** The admin's session, for the admin's cases. */
  adminToken: string;
  /** getJobById asks for ids 1..jobs, in a fixed pseudo-random order shared by both sides. */
  jobs: number;
  /** Where this run starts in that order (runs of one endpoint continue it). */
  firstCall: number;
}

/** The event of one call, as API Gateway (HTTP API, payload v2) hands it to the function. */
export function eventFor(
  name: keyof typeof contracts,
  token: string,
  query = '',
  body?: string,
): APIGatewayProxyEventV2 {
  const contract = contracts[name];
  return toApiGatewayEvent(
    {
      method: contract.method,
      url: `${contract.path}${query}`,
      headers: {
        host: 'api.earnlearn.local',
        'user-agent': 'earnlearn-bench',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    },
    `${contract.method} ${routePath(contract)}`,
  );
}

function queryFor(name: HotEndpoint, call: number, jobs: number): string {
  // The HR card of the employees screen, first page.
  if (name === 'getEmployeesData') return '?type=HR';
  if (name === 'getUsersData search') return `?search=${BENCH_SEARCH}`;
  if (name !== 'getJobById') return '';
  // A multiplicative walk over 1..jobs: every call a different (existing) job, same sequence on both sides.
  return `?id=${((call * 7919) % jobs) + 1}`;
}

async function timed(
  run: (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>,
  event: APIGatewayProxyEventV2,
  context: Context,
  label: string,
): Promise<{ elapsed: number; result: APIGatewayProxyStructuredResultV2 }> {
  const start = performance.now();
  const result = await run(event, context);
  const elapsed = performance.now() - start;
  if (result.statusCode !== 200) throw new Error(`${label} answered ${result.statusCode}: ${result.body}`);
  return { elapsed, result };
}

/** Checks once that both sides answer the same records, so the comparison is like for like. */
function assertSameData(
  name: string,
  real: APIGatewayProxyStructuredResultV2,
  bare: APIGatewayProxyStructuredResultV2,
) {
  const ids = (result: APIGatewayProxyStructuredResultV2) => {
    const data = (JSON.parse(String(result.body)) as { data: unknown }).data;
    return JSON.stringify(
      Array.isArray(data) ? data.map((item) => (item as { ID: number }).ID) : (data as { ID?: number }).ID,
    );
  };
  if (ids(real) !== ids(bare)) throw new Error(`${name}: real and bare handlers answered different data`);
}

export async function measureEndpoint(
  name: HotEndpoint,
  real: ApiHandler,
  bare: BareHandler,
  options: RunOptions,
): Promise<Samples> {
  const samples: Samples = { real: [], bare: [], bytes: { real: 0, bare: 0 }, calls: 0, warmupCalls: 0 };
  const warmupEnds = performance.now() + options.warmupMs;
  const maxWarmup = options.minWarmup * 10;
  for (let i = 0; ; i++) {
    const warming = i < options.minWarmup || (i < maxWarmup && performance.now() < warmupEnds);
    if (!warming && samples.real.length >= options.iterations) break;
    const query = queryFor(name, options.firstCall + i, options.jobs);
    const token = ADMIN_CASES.includes(name) ? options.adminToken : options.token;
    const realEvent = eventFor(contractOf(name), token, query);
    const bareEvent = eventFor(contractOf(name), token, query);
    const context = lambdaContext(name);
    const runReal = () => timed(real, realEvent, context, `${name} (real)`);
    const runBare = () => timed((event) => bare(event), bareEvent, context, `${name} (bare)`);
    // Alternate which side goes first, so neither always runs on a just-warmed connection or cache.
    let r: Awaited<ReturnType<typeof runReal>>;
    let b: Awaited<ReturnType<typeof runBare>>;
    if (i % 2 === 0) {
      r = await runReal();
      b = await runBare();
    } else {
      b = await runBare();
      r = await runReal();
    }
    if (i === 0) {
      assertSameData(name, r.result, b.result);
      samples.bytes = { real: String(r.result.body).length, bare: String(b.result.body).length };
    }
    samples.calls++;
    if (warming) {
      samples.warmupCalls++;
    } else {
      samples.real.push(r.elapsed);
      samples.bare.push(b.elapsed);
    }
  }
  return samples;
}
