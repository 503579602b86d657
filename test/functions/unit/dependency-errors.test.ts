/**
 * A dependency that is down, slow or busy answers the caller a 503 with Retry-After and the same plain
 * message, logged once with the error's name; any other unexpected error stays a 500 that names nothing.
 * The errors below are the shapes the SDK and Node really throw (functions/lib/http/dependency-errors.ts).
 */
import {
  ConditionalCheckFailedException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lambdaContext, toApiGatewayEvent } from '#infra/local/events';
import { type VariableName, variables } from '#lib/environment';
import { noInput, successOutput } from '#shared/api/common';
import { defineEndpoint } from '#shared/api/contract';
import { restoreVariables, useOnlyVariables } from '#test/support/environment';

const metadata = (httpStatusCode: number) => ({ $metadata: { httpStatusCode } });
const named = (name: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name} happened`), { name }, fields);
/** What Node's HTTP client rejects with when nothing listens on the port. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
  });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const unavailable: [string, () => unknown][] = [
  ['a refused connection', refused],
  ['a reset connection', () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
  [
    'the connection timeout',
    () => named('TimeoutError', { message: 'the request socket did not establish a connection' }),
  ],
  ['the request timeout', () => named('TimeoutError', { code: 'ETIMEDOUT' })],
  [
    'DynamoDB throttling after the retries',
    () => new ProvisionedThroughputExceededException({ message: 'Rate exceeded', ...metadata(400) }),
  ],
  ['throttling by any service', () => named('ThrottlingException', metadata(400))],
  ['SES throttling', () => named('Throttling', metadata(400))],
  ['a 503 from any service', () => named('ServiceUnavailable', metadata(503))],
  ['a DynamoDB fault', () => new InternalServerError({ message: 'Internal error', ...metadata(500) })],
  ['an unnamed 5xx answer', () => named('UnknownError', metadata(502))],
  ['a transaction that kept losing races', () => cancelled('None', 'TransactionConflict')],
  [
    'refusals on several addresses',
    () => Object.assign(new AggregateError([refused(), refused()], ''), { code: 'ECONNREFUSED' }),
  ],
  ['a wrapped timeout', () => new Error('Could not load the account', { cause: named('TimeoutError') })],
];

const bugs: [string, () => unknown][] = [
  ['a plain error', () => new Error('boom')],
  ['a type error', () => new TypeError("Cannot read properties of undefined (reading 'ID')")],
  ['a validation error from DynamoDB', () => named('ValidationException', metadata(400))],
  [
    'a condition nobody handled',
    () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
  ],
  ['a cancelled transaction with a failed condition', () => cancelled('ConditionalCheckFailed', 'None')],
  ['a thrown string', () => 'boom'],
];

const contract = defineEndpoint({
  name: 'failingForTest',
  uses: { table: 'read' },
  method: 'GET',
  path: '/api/failingForTest',
  area: 'worker',
  caller: 'public',
  summary: 'Throws what the test gives it.',
  input: noInput,
  output: successOutput,
});

/** No table here: the public endpoints' limit is proven by the API tests (public-limits.test.ts). */
const NO_LIMIT = { take: async () => undefined };

let handlerFailingWith: (
  error: unknown,
) => Promise<{ statusCode?: number; headers?: unknown; body?: string }>;

beforeAll(async () => {
  // Every variable but the origin check's, which would read its secret from AWS (origin-verify.test.ts has it).
  useOnlyVariables((Object.keys(variables) as VariableName[]).filter((name) => name !== 'ORIGIN_SECRET_ARN'));
  const { endpoint } = await import('#lib/http/endpoint');
  handlerFailingWith = async (error) => {
    const handler = endpoint(
      contract,
      async () => {
        throw error;
      },
      NO_LIMIT,
    );
    const event = toApiGatewayEvent(
      { method: 'GET', url: contract.path, headers: {} },
      'GET /api/failingForTest',
    );
    return handler(event, lambdaContext(contract.name));
  };
});

afterAll(restoreVariables);
afterEach(() => {
  vi.restoreAllMocks();
});

async function errorLogs() {
  const { logger } = await import('#lib/logger');
  return vi.spyOn(logger, 'error').mockImplementation(() => undefined);
}

describe('a dependency that is down, slow or busy', () => {
  it.each(unavailable)('%s answers 503 with Retry-After and a plain message', async (_, error) => {
    const logged = await errorLogs();

    const response = await handlerFailingWith(error());

    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': '5', 'cache-control': 'no-store' });
    expect(JSON.parse(response.body ?? '{}')).toEqual({
      message: 'The service is busy or briefly unavailable. Please try again in a moment.',
    });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('A service we depend on is unavailable');
    expect(logged.mock.calls[0]?.[1]).toMatchObject({
      errorName: expect.any(String),
      endpoint: 'failingForTest',
    });
  });

  it('logs the name and code of what failed, not the error with its request', async () => {
    const logged = await errorLogs();

    await handlerFailingWith(refused());

    expect(logged.mock.calls[0]?.[1]).toEqual({
      errorName: 'Error',
      code: 'ECONNREFUSED',
      endpoint: 'failingForTest',
    });
  });
});

describe('anything else unexpected', () => {
  it.each(bugs)('%s stays a 500 that names nothing internal', async (_, error) => {
    await errorLogs();

    const response = await handlerFailingWith(error());

    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body ?? '{}')).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
