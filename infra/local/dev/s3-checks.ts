/**
 * The local gate's checks, apart from the HTTP plumbing (unit-tested on their own): SigV4 signatures in the
 * Authorization header or the query, and browser upload forms against their signed POST policy. Signatures are
 * checked by signing the request again with the local credentials (@smithy/signature-v4, the SDK's own signer)
 * and comparing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import { type Refusal, refuse, signatureMismatch } from './s3-errors';
import { conditionFailure } from './s3-upload-form';

export interface S3CheckOptions {
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  now?: () => Date;
}

const AUTH_QUERY = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
];

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `20261123T140000Z` as a Date. */
function amzDate(text: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/**
 * Why s3rver must not be given this object key, or undefined when it may: an empty key, a leading `/`, a
 * backslash, a NUL, or a `.` or `..` path segment. S3 itself takes such keys as plain names, but s3rver keeps
 * each object in a file named after its key and would write `uploads/../../x` outside its folder; the
 * functions never make such keys (a prefix, a uuid and `.png`), so refusing them hides nothing.
 */
export function keyProblem(key: string): Refusal | undefined {
  if (key === '') return refuse('InvalidArgument', 'User key must have a length greater than 0.', 400);
  const segments = key.split('/');
  if (
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((segment) => segment === '.' || segment === '..')
  )
    return refuse(
      'InvalidArgument',
      "The local storage refuses object keys with a leading '/', a backslash, or a '.' or '..' segment.",
      400,
    );
  return undefined;
}

/** The checks with the local credentials and region. */
export function createS3Checks(options: S3CheckOptions) {
  const now = options.now ?? (() => new Date());
  const signer = new SignatureV4({
    credentials: options.credentials,
    region: options.region,
    service: 's3',
    sha256: Hash.bind(null, 'sha256'),
    // S3's signer signs the path as sent (already encoded), as the SDK's S3 client does.
    uriEscapePath: false,
    applyChecksum: true,
  });

  /** The credential scope must be ours: `<key id>/<yyyymmdd>/<region>/s3/aws4_request`. */
  function credentialProblem(credential: string | undefined, date: Date): Refusal | undefined {
    const [keyId, day, region, service, terminator] = (credential ?? '').split('/');
    if (keyId !== options.credentials.accessKeyId)
      return refuse(
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    const expectedDay = date.toISOString().slice(0, 10).replaceAll('-', '');
    if (day !== expectedDay || region !== options.region || service !== 's3' || terminator !== 'aws4_request')
      return refuse(
        'AuthorizationQueryParametersError',
        'The credential scope is not valid for this request.',
        400,
      );
    return undefined;
  }

  /** A request signed in its Authorization header (the SDK's clients). */
  async function checkHeaderSignature(
    method: string,
    url: URL,
    headers: IncomingHttpHeaders,
  ): Promise<Refusal | undefined> {
    const authorization = String(headers.authorization ?? '');
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!match) return refuse('AccessDenied', 'Access Denied');
    const [, credential, signedHeaders = '', signature = ''] = match;
    const date = amzDate(String(headers['x-amz-date'] ?? ''));
    if (!date) return refuse('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
    const problem = credentialProblem(credential, date);
    if (problem) return problem;
    if (Math.abs(now().getTime() - date.getTime()) > 15 * 60 * 1000)
      return refuse(
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const names = signedHeaders.split(';');
    const signed = await signer.sign(
      {
        method,
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: queryOf(url, []),
        headers: Object.fromEntries(names.map((name) => [name, String(headers[name] ?? '')])),
      },
      { signingDate: date, signableHeaders: new Set(names) },
    );
    const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization ?? ''))?.[1] ?? '';
    return sameText(expected, signature) ? undefined : signatureMismatch();
  }

  /** A presigned URL (the signed links to documents the SPA shows). */
  async function checkQuerySignature(
    method: string,
    url: URL,
    headers: IncomingHttpHeaders,
  ): Promise<Refusal | undefined> {
    const query = url.searchParams;
    const signature = query.get('X-Amz-Signature') ?? '';
    const date = amzDate(query.get('X-Amz-Date') ?? '');
    const expiresIn = Number(query.get('X-Amz-Expires'));
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !date || !Number.isInteger(expiresIn))
      return refuse(
        'AuthorizationQueryParametersError',
        'The query-string authentication is not valid.',
        400,
      );
    const problem = credentialProblem(query.get('X-Amz-Credential') ?? '', date);
    if (problem) return problem;
    if (now().getTime() > date.getTime() + expiresIn * 1000)
      return refuse('AccessDenied', 'Request has expired');
    const names = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
    const presigned = await signer.presign(
      {
        method,
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: queryOf(url, [...AUTH_QUERY, 'X-Amz-Signature', 'X-Amz-Content-Sha256']),
        // The SDK's presigner signs with this header (UNSIGNED-PAYLOAD) and hoists it, capitalised, into the query.
        headers: {
          ...Object.fromEntries(names.map((name) => [name, String(headers[name] ?? '')])),
          ...(query.has('X-Amz-Content-Sha256')
            ? { 'X-Amz-Content-Sha256': query.get('X-Amz-Content-Sha256') ?? '' }
            : {}),
        },
      },
      { signingDate: date, expiresIn, signableHeaders: new Set(names) },
    );
    const expected = String(presigned.query?.['X-Amz-Signature'] ?? '');
    return sameText(expected, signature) ? undefined : signatureMismatch();
  }

  /**
   * A browser upload form: the policy's signature and expiry, then every condition against the fields and the
   * file, and no field left uncovered. `bucket` is the bucket the form was posted to.
   */
  async function checkPostPolicy(
    bucket: string,
    fields: Record<string, string>,
    file: { bytes: number } | undefined,
  ): Promise<Refusal | undefined> {
    const field = (name: string) => fields[name.toLowerCase()];
    const policy = field('policy');
    const signature = field('x-amz-signature');
    const date = amzDate(field('x-amz-date'));
    if (!policy || !signature || !date || field('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
      return refuse('AccessDenied', 'Bucket POST must be signed: the form lacks its policy or signature.');
    if (!file) return refuse('InvalidArgument', 'POST requires exactly one file upload per request.', 400);
    const key = field('key');
    if (key === undefined)
      return refuse(
        'InvalidArgument',
        "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
        400,
      );
    const badKey = keyProblem(key);
    if (badKey) return badKey;
    const problem = credentialProblem(field('x-amz-credential'), date);
    if (problem) return problem;
    const expected = await signer.sign(policy, { signingDate: date });
    if (!sameText(expected, signature)) return signatureMismatch();
    let document: { expiration?: string; conditions?: unknown[] };
    try {
      document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
    } catch {
      return refuse('InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.', 400);
    }
    const expiration = Date.parse(document.expiration ?? '');
    if (!Number.isFinite(expiration) || now().getTime() > expiration)
      return refuse('AccessDenied', 'Invalid according to Policy: Policy expired.');
    const values: Record<string, string> = { ...fields, bucket };
    const covered = new Set(['x-amz-signature', 'policy', 'file']);
    for (const condition of document.conditions ?? []) {
      const failed = conditionFailure(condition, values, file.bytes, covered);
      if (failed) return failed;
    }
    const uncovered = Object.keys(fields).find((name) => !covered.has(name) && !name.startsWith('x-ignore-'));
    if (uncovered)
      return refuse('AccessDenied', `Invalid according to Policy: Extra input fields: ${uncovered}`);
    return undefined;
  }

  return { checkHeaderSignature, checkQuerySignature, checkPostPolicy };
}

/** The query as the signer takes it: decoded values, without the names in `without`. */
function queryOf(url: URL, without: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!without.includes(name)) query[name] = value;
  return query;
}
