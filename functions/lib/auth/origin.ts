/**
 * Requests must come through CloudFront. CloudFront adds `x-origin-verify: <secret>` to every request it
 * forwards to the API, and a CloudFront Function sets `x-viewer-address` to the viewer's own address,
 * replacing whatever the client sent. When ORIGIN_SECRET_ARN is set (on AWS), a request whose
 * `x-origin-verify` differs from the secret (the bare execute-api endpoint, which would bypass WAF and the
 * throttles) is refused with 403 before anything else, and the viewer address of a request that passed is
 * trusted as its source address: API Gateway's own `sourceIp` is then CloudFront's. Without the variable (the
 * twin, the tests) nothing is checked and `sourceIp` is the caller's.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/edge-headers';
import { config } from '../config';
import { Forbidden } from '../errors';

let secret: Promise<string> | undefined;
/** When the secret was last read: a mismatch re-reads it at most once a minute (docs/operations.md, rotation). */
let readAt = 0;
export const ORIGIN_REREAD_MS = 60_000;

/** The secret, read once per container (and again after a failed read). */
export function originSecret(arn: string): Promise<string> {
  if (!secret) {
    readAt = Date.now();
    const reading = (async () => {
      const value = (await (await import('../clients/secrets')).readSecret(arn)).trim();
      if (value.length < 16) throw new Error('The origin secret must be at least 16 characters');
      return value;
    })();
    secret = reading;
    reading.catch(() => {
      if (secret === reading) secret = undefined;
    });
  }
  return secret;
}

/** Forgets the secret read; for the tests. */
export function forgetOriginSecret(): void {
  secret = undefined;
  readAt = 0;
}

/** Equal strings, compared in constant time (hashes first, so their lengths say nothing either). */
function same(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

export const notThroughCloudFront = 'This address does not serve the API. Please use the site.';

/**
 * The request's source address: CloudFront's `x-viewer-address` once the origin header matched, else API
 * Gateway's `sourceIp`. Throws 403 when the origin is checked and the header is missing or wrong. Headers are
 * lower-case here (the endpoint stack normalizes them first).
 */
export async function verifiedSourceAddress(
  event: APIGatewayProxyEventV2,
  arn = config.originSecretArn,
  alongside: Promise<unknown>[] = [],
): Promise<string> {
  const fromApiGateway = event.requestContext.http.sourceIp;
  if (!arn) return fromApiGateway;
  const [expected] = await Promise.all([originSecret(arn), ...alongside]);
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (typeof sent !== 'string') throw new Forbidden(notThroughCloudFront);
  if (!same(sent, expected)) {
    // The secret may have been rotated under this warm container: read it again, at most once a minute, so a
    // stream of wrong headers costs one Secrets Manager call a minute.
    if (Date.now() - readAt < ORIGIN_REREAD_MS) throw new Forbidden(notThroughCloudFront);
    secret = undefined;
    if (!same(sent, await originSecret(arn))) throw new Forbidden(notThroughCloudFront);
  }
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  return viewer && isIP(viewer) ? viewer : fromApiGateway;
}
