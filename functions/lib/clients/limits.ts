/**
 * How long an AWS SDK client waits for a dependency, and how often it tries, set explicitly for every client:
 * the SDK's own defaults wait without limit, so a dependency that accepts a connection and never answers would
 * hold the function until its Lambda timeout (FUNCTION_TIMEOUT_SECONDS) and answer the
 * caller a bare 504 from API Gateway instead of our 503.
 *
 * Each dependency's worst case (every attempt runs out of time) stays under half the function's timeout, so a
 * request that meets a dead dependency still has time to answer 503 (and, for addEmployee, to undo its write):
 * `worstCaseMs` below, which the tests check against the Lambda timeout. The request timeout is the whole
 * round trip up to the response headers (`throwOnRequestTimeout`, else the SDK only warns); `socketTimeout`,
 * set to the same, bounds a silent socket while the body streams, and is what older SDK releases (the Lambda
 * runtime may ship one) call the request timeout. Connecting within a region takes milliseconds: one second
 * is far above it and still fails a black-holed address quickly.
 */
/** The API functions' Lambda timeout, set by infra/aws/constructs/api-function.ts; every limit below is sized to it. */
export const FUNCTION_TIMEOUT_SECONDS = 10;

export interface ClientLimits {
  /** Time to open the TCP connection, per attempt. */
  readonly connectionTimeoutMs: number;
  /** Time from sending the request to the response headers (and the longest silence after), per attempt. */
  readonly requestTimeoutMs: number;
  /** Tries in all, the first included; the SDK's standard retry mode waits between them. */
  readonly maxAttempts: number;
}

export const clientLimits = {
  // Reads and writes answer in single-digit milliseconds (a 1 MB page or a transaction in tens): 1.5 s is a
  // hundred times that. Three attempts, because throttling (the SDK waits 0.5 s and 1 s) is worth retrying.
  dynamodb: { connectionTimeoutMs: 1000, requestTimeoutMs: 1500, maxAttempts: 3 },
  // HEAD, a 8-byte ranged GET, a server-side copy of at most 5 MB, DELETE: each well under a second.
  s3: { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  // One Publish or SendEmail: a retry after a timeout may deliver twice, which repeats the same code or
  // password and is harmless; a third try would only stretch the wait.
  sns: { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  ses: { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  // Read once per container, at its first signed request.
  secrets: { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
} as const satisfies Record<string, ClientLimits>;

/** The SDK waits at most 100 ms * 2^n before retry n+1 (standard mode; throttling, 500 ms * 2^n, answers fast). */
const RETRY_DELAY_BASE_MS = 100;

/** The longest a call can take when every attempt runs out of time, the waits between attempts included. */
export function worstCaseMs(limits: ClientLimits): number {
  let total = 0;
  for (let attempt = 0; attempt < limits.maxAttempts; attempt++) {
    total += limits.requestTimeoutMs;
    if (attempt > 0) total += RETRY_DELAY_BASE_MS * 2 ** (attempt - 1);
  }
  return total;
}

/** The client options that apply the limits (the SDK builds its Node HTTP handler from `requestHandler`). */
export function clientSettings(limits: ClientLimits) {
  return {
    maxAttempts: limits.maxAttempts,
    requestHandler: {
      connectionTimeout: limits.connectionTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: limits.requestTimeoutMs,
    },
  };
}
