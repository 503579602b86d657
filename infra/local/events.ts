/**
 * Builds the API Gateway HTTP API (payload v2) event that AWS would hand a function, from a plain request,
 * so the local twin and the tests run the handlers exactly as deployed.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface PlainRequest {
  method: string;
  /** Path and query string, e.g. `/api/getJobById?id=3`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer | string | undefined;
  sourceIp?: string;
}

export function toApiGatewayEvent(request: PlainRequest, routeKey: string): APIGatewayProxyEventV2 {
  const url = new URL(request.url, 'http://localhost');
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (lower === 'cookie') cookies.push(...(Array.isArray(value) ? value : value.split(/;\s*/)));
    else headers[lower] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const body = request.body === undefined || request.body.length === 0 ? undefined : request.body;
  const isBinary = Buffer.isBuffer(body) && !/json|text/.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method.toUpperCase(),
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body === undefined
      ? {}
      : {
          body: isBinary ? (body as Buffer).toString('base64') : body.toString(),
          isBase64Encoded: isBinary,
        }),
  } as APIGatewayProxyEventV2;
}

export function lambdaContext(functionName: string): Context {
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
