/**
 * `callApi`: an endpoint called in process (as `call` in invoke.ts does), typed from its contract. What it sends
 * is the contract's input as a client writes it (the query strings of a GET, the JSON body of a POST), and the
 * answer's body is typed as the contract's output, the one a 200 carries, plus the fields of a refusal: a test
 * asserts the status before it reads the body. Hostile input that the types refuse goes through `call`.
 */
import type * as z from 'zod/mini';
import type { ContractName, contracts, OutputOf } from '#shared/api/index';
import { type CallOptions, type CallResult, call } from '#test/support/invoke';

type Contracts = typeof contracts;

/** The input as the client sends it, before the contract's parsing (a page `limit` is still a string). */
export type SentInput<N extends ContractName> = z.input<Contracts[N]['input']>;

/** What the server says when it refuses a call (lib/http/endpoint.ts). */
export interface RefusalBody {
  message?: string;
  errors?: { field: string; message: string }[];
  /** A held account's reason: consentNeeded or parentPending. */
  code?: string;
  /** A 409 about something that moved on: where it stands now (an application's status). */
  currentStatus?: string;
}

export type AnswerBody<N extends ContractName> = OutputOf<Contracts[N]> & RefusalBody;

/** The query of a GET or the body of a POST, as the contract's input types it. */
export type ApiCallOptions<N extends ContractName> = Omit<CallOptions, 'query' | 'body' | 'rawBody'> & {
  query?: SentInput<N>;
  body?: SentInput<N>;
};

export interface ApiResult<N extends ContractName> extends Omit<CallResult, 'body'> {
  body: AnswerBody<N>;
}

export async function callApi<N extends ContractName>(
  name: N,
  options: ApiCallOptions<N> = {} as ApiCallOptions<N>,
): Promise<ApiResult<N>> {
  const { query, ...rest } = options as CallOptions & { query?: Record<string, string | undefined> };
  const sent = query && Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  const result = await call(name, { ...rest, ...(sent ? { query: sent as Record<string, string> } : {}) });
  return result as ApiResult<N>;
}

/** The body of a call expected to succeed: fails the test with the body when the status is not 200. */
export async function answerOf<N extends ContractName>(
  name: N,
  options?: ApiCallOptions<N>,
): Promise<OutputOf<Contracts[N]>> {
  const result = await callApi(name, options);
  if (result.status !== 200) {
    throw new Error(`${name} answered ${result.status}: ${JSON.stringify(result.body)}`);
  }
  return result.body;
}
