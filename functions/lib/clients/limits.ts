/**
 * How long an AWS SDK client waits for a dependency, and how often it tries, set explicitly for every client:
 * the SDK's own defaults wait without limit, so a dependency that accepts a connection and never answers would
 * hold the function until its Lambda timeout and answer the caller a bare 504 from API Gateway, not our 503.
 *
 * Each dependency's worst case (`worstCaseMs`: every attempt runs out of time) leaves at least RESERVE_MS of
 * the function's timeout, so a request that meets a dead dependency still has time to answer 503 (and, for
 * addEmployee, to undo its write); the tests check it. The request timeout is the whole round trip up to the
 * response headers (`throwOnRequestTimeout`, else the SDK only warns); `socketTimeout`, set to the same,
 * bounds a silent socket while the body streams, and is what older SDK releases (the Lambda runtime may ship
 * one) call the request timeout. Connecting within a region takes milliseconds: one second is far above it
 * and still fails a black-holed address quickly.
 */
/** The API functions' Lambda timeout, set by infra/aws/constructs/api-function.ts; every limit below is sized to it. */
export const FUNCTION_TIMEOUT_SECONDS = 10;

/** What each dependency's worst case must leave of the function's timeout for the rest of the request. */
export const RESERVE_MS = 4000;

export interface ClientLimits {
  /** Time to open the TCP connection, per attempt. */
  readonly connectionTimeoutMs: number;
  /** Time from sending the request to the response headers (and the longest silence after), per attempt. */
  readonly requestTimeoutMs: number;
  /** Tries in all, the first included; the SDK's standard retry mode waits between them. */
  readonly maxAttempts: number;
}

export const clientLimits = {
  // Reads and writes answer in single-digit milliseconds on AWS (a 1 MB page or a transaction in tens). The
  // local twin is far slower: one process shares this client's sockets among all requests, on a busy machine;
  // its slowest call seen was 2.1 s (a cold DynamoDB Local, 50 sign-ups at once), its slowest whole request
  // under load 1.3 s. 2.5 s clears both, so the twin and the tests see no false timeouts. Two attempts: one
  // retry for a reset connection or throttling (the SDK waits up to 0.5 s for that).
  dynamodb: { connectionTimeoutMs: 1000, requestTimeoutMs: 2500, maxAttempts: 2 },
  // HEAD, an 8-byte ranged GET, a server-side copy of at most 5 MB, DELETE: each well under a second.
  s3: { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  // One Publish or SendEmail: a retry after a timeout may deliver twice, which repeats the same code or
  // password and is harmless; a third try would only stretch the wait.
  sns: { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  ses: { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  // One SendWhatsAppMessage: as for an SMS, a retry after a timeout may deliver twice, which repeats
  // the same news and is harmless.
  socialMessaging: { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  // One TranslateText of a job's text (at most 4,000 characters): about a second for the longest. Every text of
  // a posting is sent at once, so the posting waits for the slowest; one attempt, as a failed draft is only
  // left out (the job is posted in English and the person's texts), never worth a retry's wait.
  translate: { connectionTimeoutMs: 1000, requestTimeoutMs: 3000, maxAttempts: 1 },
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
