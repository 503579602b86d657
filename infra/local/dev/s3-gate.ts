/**
 * The local bucket's front door, as strict as S3: s3rver stores the objects but checks no signature and no POST
 * policy, so on its own any page could list and read every document, and a worker could point their own upload
 * form at another worker's key. The gate listens where the browser and the functions send S3 requests and lets a
 * request through to s3rver only when S3 would:
 *
 * - a browser upload (POST of a form to the bucket) needs a policy signed with the bucket's credentials and not
 *   expired, and every form field must meet its conditions (`key`, `Content-Type`, the file's length), with no
 *   field the policy does not cover (S3's rule: this is what stops retargeting a form at another key);
 * - every other request (get, head, list, put, copy, delete) must carry a valid SigV4 signature, in the
 *   Authorization header (the functions' SDK client) or in the query (a presigned GET, not expired);
 * - CORS preflights pass through to s3rver, which answers them with the bucket's CORS rule.
 *
 * Signatures are checked by signing the request again with the local credentials (@smithy/signature-v4, the
 * SDK's own signer) and comparing. Refusals answer S3's XML errors.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import busboy from 'busboy';
import { readBody } from '../http';

export interface GateOptions {
  /** Where s3rver listens (127.0.0.1). */
  target: { port: number };
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** The site's origin, for CORS headers on the gate's own refusals (as S3 adds them). */
  allowedOrigin: string;
  /** The largest form the gate reads (S3 refuses bodies over the policy's range anyway). */
  maxFormBytes: number;
  now?: () => Date;
}

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

const AUTH_QUERY = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
];

function refuse(code: string, message: string, status = 403): Refusal {
  return { status, code, message };
}

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

/** The checks, apart from the HTTP plumbing (unit-tested on their own). */
export function createS3Checks(options: Omit<GateOptions, 'target' | 'allowedOrigin' | 'maxFormBytes'>) {
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

function signatureMismatch(): Refusal {
  return refuse(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );
}

/** The query as the signer takes it: decoded values, without the names in `without`. */
function queryOf(url: URL, without: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!without.includes(name)) query[name] = value;
  return query;
}

/** Why one policy condition fails, or undefined when it holds; marks the fields it covers. */
function conditionFailure(
  condition: unknown,
  values: Record<string, string>,
  bytes: number,
  covered: Set<string>,
): Refusal | undefined {
  const failed = () =>
    refuse(
      'AccessDenied',
      `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
    );
  if (Array.isArray(condition)) {
    const [operator, subject, expected] = condition as [string, unknown, unknown];
    if (operator === 'content-length-range') {
      const [min, max] = [Number(subject), Number(expected)];
      if (bytes > max)
        return refuse('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 400);
      if (bytes < min)
        return refuse('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', 400);
      return undefined;
    }
    const name = String(subject).replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const actual = values[name] ?? '';
    if (operator === 'eq') return actual === String(expected) ? undefined : failed();
    if (operator === 'starts-with') return actual.startsWith(String(expected)) ? undefined : failed();
    return failed();
  }
  if (condition && typeof condition === 'object') {
    for (const [key, expected] of Object.entries(condition)) {
      const name = key.toLowerCase();
      covered.add(name);
      if ((values[name] ?? '') !== String(expected)) return failed();
    }
    return undefined;
  }
  return failed();
}

function errorXml(refusal: Refusal): string {
  const escapeXml = (text: string) =>
    text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message></Error>`;
}

/** The fields of a multipart form (names lowercased, as S3 compares them) and the size of its file. */
function parseForm(
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<{ fields: Record<string, string>; file?: { bytes: number } } | undefined> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fields: 50, fieldSize: 64 * 1024 } });
    } catch {
      resolve(undefined);
      return;
    }
    const fields: Record<string, string> = {};
    let file: { bytes: number } | undefined;
    parser.on('field', (name, value) => {
      // S3 takes the fields before the file; a field after it is ignored, as here.
      if (!file) fields[name.toLowerCase()] = value;
    });
    parser.on('file', (_name, stream) => {
      const counted = { bytes: 0 };
      file = counted;
      stream.on('data', (chunk: Buffer) => {
        counted.bytes += chunk.length;
      });
    });
    parser.on('close', () => resolve({ fields, ...(file ? { file } : {}) }));
    parser.on('error', () => resolve(undefined));
    parser.end(body);
  });
}

/** Starts the gate on 127.0.0.1 (a free port) in front of s3rver. */
export async function startS3Gate(
  options: GateOptions,
): Promise<{ port: number; close: () => Promise<void> }> {
  const checks = createS3Checks(options);

  const send = (request: IncomingMessage, response: ServerResponse, refusal: Refusal) => {
    const origin = request.headers.origin;
    response.writeHead(refusal.status, {
      'content-type': 'application/xml',
      ...(origin === options.allowedOrigin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
    });
    response.end(errorXml(refusal));
  };

  const pass = (request: IncomingMessage, response: ServerResponse, body?: Buffer) => {
    const outgoing = forward(
      {
        host: '127.0.0.1',
        port: options.target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent)
        send(request, response, refuse('InternalError', 'The local storage failed.', 500));
      else response.destroy();
    });
    if (body) outgoing.end(body);
    else request.pipe(outgoing);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    if (method === 'OPTIONS') return pass(request, response);
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    const contentType = String(request.headers['content-type'] ?? '');
    if (method === 'POST' && keyParts.join('/') === '' && contentType.startsWith('multipart/form-data')) {
      const body = await readBody(request, options.maxFormBytes, options.maxFormBytes * 4);
      if (!body)
        return send(
          request,
          response,
          refuse('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 400),
        );
      const form = await parseForm(request.headers, body);
      if (!form)
        return send(
          request,
          response,
          refuse(
            'MalformedPOSTRequest',
            'The body of your POST request is not well-formed multipart/form-data.',
            400,
          ),
        );
      const refusal = await checks.checkPostPolicy(decodeURIComponent(bucket), form.fields, form.file);
      return refusal ? send(request, response, refusal) : pass(request, response, body);
    }
    const refusal = url.searchParams.has('X-Amz-Signature')
      ? await checks.checkQuerySignature(method, url, request.headers)
      : await checks.checkHeaderSignature(method, url, request.headers);
    return refusal ? send(request, response, refusal) : pass(request, response);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent)
        send(request, response, refuse('InternalError', 'The local storage failed.', 500));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
