/** Calls an endpoint's handler in process, through the same API Gateway v2 event the local twin builds. */

import { lambdaContext, toApiGatewayEvent } from '#infra/local/events';
import { loadHandler } from '#infra/local/handlers';
import { type ContractName, contracts, routePath } from '#shared/api/index';

export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  /** A value sent as JSON, or a raw string sent as it is. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** The client address API Gateway reports (127.0.0.1 when not given). */
  sourceIp?: string;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown> & { message?: string; data?: unknown };
  headers: Record<string, string>;
}

export async function call(name: ContractName, options: CallOptions = {}): Promise<CallResult> {
  const contract = contracts[name];
  const handler = await loadHandler(contract);
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const event = toApiGatewayEvent(
    {
      method: contract.method,
      url: `${contract.path}${query}`,
      headers,
      body,
      ...(options.sourceIp ? { sourceIp: options.sourceIp } : {}),
    },
    `${contract.method} ${routePath(contract)}`,
  );
  const result = await handler(event, lambdaContext(name));
  return {
    status: result.statusCode ?? 200,
    body: JSON.parse(result.body ?? '{}'),
    headers: (result.headers ?? {}) as Record<string, string>,
  };
}
