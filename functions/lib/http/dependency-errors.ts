/**
 * Which failures mean "a service we depend on is down, slow or busy" rather than a bug: the error middleware
 * answers those with a 503 and a Retry-After (the caller did nothing wrong and the same request will work in a
 * moment), and everything else stays a 500. They reach the middleware only after the SDK's own retries
 * (functions/lib/clients/limits.ts), so they are worth telling the caller about, not retrying again here.
 */

/** What the caller is told: nothing of what broke, and that the same request will work shortly. */
export const unavailableAnswer = {
  message: 'The service is busy or briefly unavailable. Please try again in a moment.',
  retryAfterSeconds: 5,
} as const;

/** Node's socket errors: refused, reset, unreachable, a name that does not resolve right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The SDK's timeouts, and the throttling and server-fault errors of DynamoDB, S3, SNS, SES and Secrets Manager. */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'SlowDown',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalError',
  'InternalErrorException',
  'InternalServiceError',
]);

/** A cancelled transaction's reasons that say the table was busy, not that a condition failed. */
const BUSY_CANCELLATION_REASONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  CancellationReasons?: { Code?: unknown }[];
}

export interface DependencyFailure {
  /** The error's name (TimeoutError, ThrottlingException, ...), what the log line carries. */
  errorName: string;
  /** Node's error code (ECONNREFUSED, ...) or the HTTP status the service answered, when there is one. */
  code?: string;
  status?: number;
}

function describe(error: ErrorFields): DependencyFailure {
  const status = Number(error.$metadata?.httpStatusCode);
  return {
    errorName: typeof error.name === 'string' ? error.name : 'Error',
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...(Number.isInteger(status) ? { status } : {}),
  };
}

function isUnavailable(error: ErrorFields): boolean {
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return true;
  if (typeof error.name === 'string' && UNAVAILABLE_NAMES.has(error.name)) return true;
  // Any answer of a service that says the fault is on its side or that it is overloaded.
  const status = Number(error.$metadata?.httpStatusCode);
  if (status === 429 || status >= 500) return true;
  if (error.$fault === 'server') return true;
  if (error.name === 'TransactionCanceledException') {
    const reasons = (error.CancellationReasons ?? []).map((reason) => String(reason.Code ?? 'None'));
    return (
      reasons.some((reason) => BUSY_CANCELLATION_REASONS.has(reason)) &&
      !reasons.includes('ConditionalCheckFailed')
    );
  }
  return false;
}

/**
 * What failed, when `error` (or an error it wraps) is a dependency that is unreachable, timed out, throttled
 * or failing on its side; undefined for anything else.
 */
export function dependencyFailure(error: unknown, depth = 0): DependencyFailure | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const fields = error as ErrorFields;
  if (isUnavailable(fields)) return describe(fields);
  // A connection tried on several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(fields.errors)) {
    for (const inner of fields.errors) {
      const found = dependencyFailure(inner, depth + 1);
      if (found) return found;
    }
  }
  return dependencyFailure(fields.cause, depth + 1);
}
