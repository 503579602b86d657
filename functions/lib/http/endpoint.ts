/**
 * The one middy stack every handler is built with. From the endpoint's contract it does, in order:
 * request logging context (Lambda's request id and API Gateway's), header normalizing, the origin check
 * (on AWS a request that did not come through CloudFront is a 403, see auth/origin.ts), the session check (token, role, and the caller's account,
 * loaded once, still active, and not on a temporary password), JSON body parsing, input validation with the contract's zod schema, then the
 * endpoint's logic, the output shaping (the contract's output schema strips anything not in the public API),
 * and error mapping (a dependency that is down, slow or busy is a 503 with Retry-After, see
 * dependency-errors.ts; anything unexpected a 500 that names nothing internal). Handlers are a contract plus
 * a function that knows nothing of HTTP; they get the caller's account in their context, typed by the
 * contract's caller kind, and the request's source address.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { EndpointContract } from '#shared/api/contract';
import { CONTRACTS_VERSION } from '#shared/api/contracts-version';
import { roleMayCall } from '#shared/domain/codes';
import { CONTRACTS_VERSION_HEADER, SESSION_RENEWAL_HEADER } from '#shared/domain/constants';
import {
  assertNotHeld,
  assertPasswordChosen,
  assertSecondFactorGiven,
  type CallerAccount,
  loadAccount,
} from '../auth/accounts';
import type { Hiring, HiringCaller, HiringScope } from '../auth/hiring';
import { verifiedSourceAddress } from '../auth/origin';
import { renewalFor, type VerifiedSession, verifySessionToken } from '../auth/session';
import { signingKeys } from '../auth/signing-keys';
import { config } from '../config';
import type { Account } from '../db/accounts';
import type { WorkerAccount } from '../db/users';
import {
  BadRequest,
  Forbidden,
  HttpError,
  ServiceUnavailable,
  Unauthorized,
  UnsupportedMediaType,
} from '../errors';
import { logger } from '../logger';
import { dependencyFailure, unavailableAnswer } from './dependency-errors';
import type { PublicLimit } from './public-limit';
import { describeFieldErrors, fieldErrors } from './validation';

export interface CallContext<C extends EndpointContract> {
  /** The caller's account as it is now: a worker's or a staff member's; undefined on public endpoints. */
  account: CallerAccount<C['caller']>;
  requestId: string;
  /**
   * The client's address: on AWS the viewer's as CloudFront saw it (`x-viewer-address`, trusted once the origin
   * header matched), locally API Gateway's `requestContext.http.sourceIp`. What log-ins are counted by.
   */
  sourceIp: string;
  /** The caller's verified session (its token's claims); undefined on public endpoints. */
  session: VerifiedSession | undefined;
  /**
   * On a `hiring` endpoint, the job its input names, checked to be one the caller may work on (lib/auth/hiring.ts),
   * and who acts; undefined on every other.
   */
  hiring: C['caller'] extends 'hiring' ? Hiring : undefined;
}

export type EndpointLogic<C extends EndpointContract> = (
  input: z.infer<C['input']>,
  context: CallContext<C>,
) => Promise<z.input<C['output']>>;

type Event = APIGatewayProxyEventV2 & { body?: unknown };
type Result = APIGatewayProxyStructuredResultV2;
/**
 * The Lambda context of one request; the session check sets `account` and `session` (the verified token) on
 * it, as middy middlewares do.
 */
type RequestContext = Context & { account?: Account; session?: VerifiedSession; sourceIp?: string };

const responseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // Every answer, an error's too: an SPA built for other contracts offers a reload (shared/api/version.ts).
  [CONTRACTS_VERSION_HEADER]: CONTRACTS_VERSION,
};

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): Result {
  return { statusCode, headers: { ...responseHeaders, ...headers }, body: JSON.stringify(body) };
}

async function authenticate(
  contract: EndpointContract,
  event: Event,
): Promise<{ account: Account; session: VerifiedSession } | undefined> {
  if (contract.caller === 'public') return undefined;
  const header = event.headers?.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim());
  if (!match?.[1]) throw new Unauthorized('Please sign in to continue.');
  const claims = await verifySessionToken(match[1]);
  if (!roleMayCall(claims.role, contract.caller)) throw new Forbidden('You are not allowed to do this.');
  const account = await loadAccount(claims);
  assertPasswordChosen(account, contract);
  assertSecondFactorGiven(claims, contract);
  if (claims.role === 'worker') assertNotHeld(account as WorkerAccount, contract);
  return { account, session: claims };
}

function parseInput<C extends EndpointContract>(contract: C, event: Event): z.infer<C['input']> {
  const where = contract.method === 'GET' ? 'query' : 'body';
  const raw = where === 'query' ? (event.queryStringParameters ?? {}) : event.body;
  const parsed = contract.input.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, where);
    throw Object.assign(new BadRequest(describeFieldErrors(errors)), { errors });
  }
  return parsed.data as z.infer<C['input']>;
}

/** Errors raised by middy's own middlewares (body parser) carry a statusCode and `expose`. */
function fromMiddyError(error: unknown): HttpError | undefined {
  if (!(error instanceof Error) || !('statusCode' in error)) return undefined;
  const status = Number((error as { statusCode: unknown }).statusCode);
  if (status === 415) return new UnsupportedMediaType();
  if (status >= 400 && status < 500) return new BadRequest('Request body must be valid JSON');
  return undefined;
}

/**
 * A public endpoint (no session) takes its per-address limit (`perAddressLimit`, lib/http/public-limit.ts):
 * required by the type, so none is left to the WAF alone. Passed in rather than imported here, so only the
 * public endpoints' bundles carry the table write it makes.
 */
type LimitOf<C extends EndpointContract> = C['caller'] extends 'public' ? [limit: PublicLimit] : [];

/**
 * A `hiring` endpoint takes the ownership check of the job its input names as `id` (lib/auth/hiring.ts): required
 * by the type, as is an input with the job's id, so no hiring handler runs on a job it did not check.
 */
type ScopeOf<C extends EndpointContract> = C['caller'] extends 'hiring'
  ? z.infer<C['input']> extends { id: number }
    ? [scope: HiringScope]
    : [scope: never]
  : [];

type ExtraOf<C extends EndpointContract> = C['caller'] extends 'public' ? LimitOf<C> : ScopeOf<C>;

export function endpoint<C extends EndpointContract>(
  contract: C,
  logic: EndpointLogic<C>,
  ...[extra]: ExtraOf<C>
) {
  const limit = contract.caller === 'public' ? (extra as PublicLimit | undefined) : undefined;
  const scope = contract.caller === 'hiring' ? (extra as HiringScope | undefined) : undefined;
  if (contract.caller === 'hiring' && !scope) throw new Error(`${contract.name} needs its hiring scope`);
  const core = async (event: Event, context: RequestContext): Promise<Result> => {
    const input = parseInput(contract, event);
    // The session check below loaded the account that the contract's caller kind names.
    const account = context.account as CallerAccount<C['caller']>;
    const hiring = scope
      ? await scope.open(account as HiringCaller, (input as { id: number }).id)
      : undefined;
    const output = await logic(input, {
      account,
      requestId: context.awsRequestId,
      sourceIp: context.sourceIp ?? event.requestContext.http.sourceIp,
      session: context.session,
      hiring: hiring as CallContext<C>['hiring'],
    });
    // Only a call that succeeded renews: the session check passed and the account is as it was. A call that
    // ended the account's sessions (sign-out, password change) ended this token's too: nothing to renew.
    const renewed = !contract.endsSessions && context.session && (await renewalFor(context.session));
    return json(200, contract.output.parse(output), renewed ? { [SESSION_RENEWAL_HEADER]: renewed } : {});
  };

  return middy<Event, Result, Error, RequestContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      // Lambda's request id is in every line (injectLambdaContext); API Gateway's, which its access log and a
      // client's error report name, too. Reset after each request with the other appended keys.
      before: async (request) => {
        const apiRequestId = request.event.requestContext?.requestId;
        if (apiRequestId) logger.appendKeys({ api_request_id: apiRequestId });
      },
    })
    .use(httpHeaderNormalizer())
    .use({
      onError: async (request) => {
        const error = request.error;
        if (!(error instanceof HttpError)) {
          const unavailable = dependencyFailure(error);
          if (unavailable) {
            // The name and code only: an SDK error can carry the request it failed on.
            logger.error('A service we depend on is unavailable', {
              ...unavailable,
              endpoint: contract.name,
            });
            const { message, retryAfterSeconds } = unavailableAnswer;
            const answer = new ServiceUnavailable(message, retryAfterSeconds);
            request.response = json(answer.statusCode, { message }, answer.headers);
            return;
          }
        }
        const mapped = error instanceof HttpError ? error : fromMiddyError(error);
        if (mapped) {
          // A 503 thrown on purpose (SMS, e-mail, Google's keys) was logged as an error, with its cause, where
          // it was thrown: here it is one more refusal, so each failure is logged once.
          logger.info('Request refused', { status: mapped.statusCode, reason: mapped.message });
          const { errors, code, currentStatus } = mapped as {
            errors?: unknown;
            code?: unknown;
            currentStatus?: unknown;
          };
          request.response = json(
            mapped.statusCode,
            {
              message: mapped.message,
              ...(code ? { code } : {}),
              ...(currentStatus ? { currentStatus } : {}),
              ...(errors ? { errors } : {}),
            },
            mapped.headers,
          );
          return;
        }
        logger.error('Unhandled error', { error, endpoint: contract.name });
        request.response = json(500, { message: 'Something went wrong on our side. Please try again.' });
      },
    })
    .use({
      // Before anything else, a request that did not come through CloudFront is refused. On a cold start the
      // session keys are read alongside the origin secret, not after it (a failure there is retried at use).
      before: async (request) => {
        const prefetch = config.originSecretArn ? [signingKeys().catch(() => undefined)] : [];
        request.context.sourceIp = await verifiedSourceAddress(
          request.event,
          config.originSecretArn,
          prefetch,
        );
        // The viewer's own address in every line of this request (reset after it): API Gateway's access log can
        // name only the address that connected to it, CloudFront's (docs/decisions.md 93).
        logger.appendKeys({ source_address: request.context.sourceIp });
        // A public call is counted against its address before anything else of it is read.
        await limit?.take(request.context.sourceIp);
      },
    })
    .use({
      // Authentication comes before any look at the body: an unknown caller learns nothing about the input.
      before: async (request) => {
        const caller = await authenticate(contract, request.event);
        request.context.account = caller?.account;
        request.context.session = caller?.session;
      },
    })
    .use(contract.method === 'POST' ? httpJsonBodyParser() : { before: async () => undefined })
    .handler(core);
}
