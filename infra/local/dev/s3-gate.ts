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
import type { AddressInfo } from 'node:net';
import { readBody } from '../http';
import { createS3Checks, type S3CheckOptions } from './s3-checks';
import { errorXml, type Refusal, refuse } from './s3-errors';
import { parseForm } from './s3-upload-form';

export interface GateOptions extends S3CheckOptions {
  /** Where s3rver listens (127.0.0.1). */
  target: { port: number };
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
