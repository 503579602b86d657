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
 * - CORS preflights pass through to s3rver, which answers them with the bucket's CORS rule;
 * - a request must name the gate by its loopback address (Host `127.0.0.1:<port>` or `localhost:<port>`), or it
 *   is refused (421): no page can read the bucket by rebinding its own name to 127.0.0.1 (loopback-host.ts);
 * - an object key s3rver would turn into a path outside its folder (`..`, `.`, a leading `/`, a backslash) is
 *   refused, in the URL or in an upload form;
 * - ListObjectVersions, which s3rver lacks, is answered by the gate itself from s3rver's listing (s3-versions.ts).
 *
 * s3rver itself listens on a private socket (not a port), so the gate is the only way in. An upload form that
 * passes is not forwarded as sent: s3rver is given a body rebuilt from exactly the fields the gate checked
 * (s3-upload-form.ts), as s3rver reads every field and matches `key` with its case, where S3 and the gate read
 * names without case and refuse a name given twice.
 *
 * The checks are in s3-checks.ts (signatures, by signing again with the local credentials, and POST policies,
 * with s3-upload-form.ts); refusals answer S3's XML errors (s3-errors.ts).
 */
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { listenOnLoopback, readBody } from '../http';
import { isLoopbackHost, MISDIRECTED_MESSAGE } from './loopback-host';
import { createS3Checks, keyProblem, type S3CheckOptions } from './s3-checks';
import { errorXml, type Refusal, refuse } from './s3-errors';
import { buildForm, parseForm } from './s3-upload-form';
import { listVersionsXml } from './s3-versions';

export interface GateOptions extends S3CheckOptions {
  /** Where s3rver listens: a private socket (loopback-host.ts), so nothing reaches it but through the gate. */
  target: { socketPath: string };
  /** The site's origin, for CORS headers on the gate's own refusals (as S3 adds them). */
  allowedOrigin: string;
  /** The largest form the gate reads (S3 refuses bodies over the policy's range anyway). */
  maxFormBytes: number;
}

/** Starts the gate on 127.0.0.1 (a free port) in front of s3rver. */
export async function startS3Gate(
  options: GateOptions,
): Promise<{ port: number; close: () => Promise<void> }> {
  const checks = createS3Checks(options);
  /** The gate's own port, known once it listens: requests must name it (loopback-host.ts). */
  let port = 0;

  const send = (request: IncomingMessage, response: ServerResponse, refusal: Refusal) => {
    const origin = request.headers.origin;
    response.writeHead(refusal.status, {
      'content-type': 'application/xml',
      ...(origin === options.allowedOrigin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
    });
    response.end(errorXml(refusal));
  };

  /** Hands the request to s3rver: as sent, or with `form` (a rebuilt upload form) as its body. */
  const pass = (
    request: IncomingMessage,
    response: ServerResponse,
    form?: { body: Buffer; contentType: string },
  ) => {
    const headers = { ...request.headers };
    if (form) {
      delete headers['transfer-encoding'];
      headers['content-type'] = form.contentType;
      headers['content-length'] = String(form.body.length);
    }
    const outgoing = forward(
      {
        socketPath: options.target.socketPath,
        method: request.method,
        path: request.url,
        headers,
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
    if (form) outgoing.end(form.body);
    else request.pipe(outgoing);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (!isLoopbackHost(request, port)) {
      request.resume();
      return send(request, response, refuse('MisdirectedRequest', MISDIRECTED_MESSAGE, 421));
    }
    const method = request.method ?? 'GET';
    const rawPath = request.url ?? '/';
    if (!rawPath.startsWith('/'))
      return send(request, response, refuse('InvalidURI', "Couldn't parse the specified URI.", 400));
    // The key as s3rver will read it (decoded from the path as sent, before any URL normalisation).
    const [, rawBucket = '', ...rawKey] = (rawPath.split('?')[0] ?? '').split('/');
    let bucket: string;
    let key: string;
    try {
      bucket = decodeURIComponent(rawBucket);
      key = decodeURIComponent(rawKey.join('/'));
    } catch {
      return send(request, response, refuse('InvalidURI', "Couldn't parse the specified URI.", 400));
    }
    if (bucket === '.' || bucket === '..')
      return send(request, response, refuse('InvalidBucketName', 'The specified bucket is not valid.', 400));
    const badKey = rawKey.length > 0 && key !== '' ? keyProblem(key) : undefined;
    if (badKey) return send(request, response, badKey);
    const url = new URL(rawPath, `http://${request.headers.host}`);
    if (method === 'OPTIONS') return pass(request, response);
    const contentType = String(request.headers['content-type'] ?? '');
    if (method === 'POST' && key === '' && contentType.startsWith('multipart/form-data')) {
      const body = await readBody(request, options.maxFormBytes, options.maxFormBytes * 4);
      if (!body)
        return send(
          request,
          response,
          refuse('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 400),
        );
      const parsed = await parseForm(request.headers, body);
      if ('refusal' in parsed) return send(request, response, parsed.refusal);
      const { fields, file } = parsed.form;
      const refusal = await checks.checkPostPolicy(
        bucket,
        fields,
        file ? { bytes: file.bytes.length } : undefined,
      );
      if (refusal || !file)
        return send(
          request,
          response,
          refusal ?? refuse('InvalidArgument', 'POST requires exactly one file upload per request.', 400),
        );
      // s3rver gets exactly what was checked, never the bytes the browser sent (s3-upload-form.ts).
      return pass(request, response, buildForm({ fields, file }));
    }
    const refusal = url.searchParams.has('X-Amz-Signature')
      ? await checks.checkQuerySignature(method, url, request.headers)
      : await checks.checkHeaderSignature(method, url, request.headers);
    if (refusal) return send(request, response, refusal);
    // ListObjectVersions, which s3rver lacks (s3-versions.ts).
    if (method === 'GET' && key === '' && url.searchParams.has('versions')) {
      const xml = await listVersionsXml(
        options.target.socketPath,
        bucket,
        url.searchParams.get('prefix') ?? '',
        {
          host: String(request.headers.host ?? ''),
        },
      );
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(xml);
    }
    return pass(request, response);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent)
        send(request, response, refuse('InternalError', 'The local storage failed.', 500));
    });
  });
  const listening = await listenOnLoopback(server);
  port = listening.port;
  return listening;
}
