/**
 * An HTTP/2 front for the twin, for the Lighthouse bench (decision 241): CloudFront serves the site over HTTP/2
 * and 3 (`HttpVersion.HTTP2_AND_3`, web-stack.ts), the twin over HTTP/1.1, and Lighthouse simulates the two very
 * differently (six connections with a round trip per request, against one multiplexed connection). Browsers
 * speak HTTP/2 only over TLS, so the front listens on 127.0.0.1 with a certificate made for the run (openssl,
 * an EC key, valid one day, for IP 127.0.0.1), which the measuring Chromium is told to accept
 * (`--ignore-certificate-errors`, the bench's own browser only). Every request is passed to the twin as it came
 * (method, path, headers, body) and its answer back as it is (status, headers, body: the twin's compressed
 * files stay compressed); nothing is cached or changed on the way.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { constants, createSecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Http2Front {
  /** https://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/** Headers HTTP/2 forbids (connection-specific ones), left out of an answer passed back. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'earnlearn-h2-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front before the twin at `origin` (http://127.0.0.1:<port>). */
export async function startHttp2Front(origin: string): Promise<Http2Front> {
  const target = new URL(origin);
  const server = createSecureServer({ ...certificate(), allowHTTP1: false }, (incoming, outgoing) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(incoming.headers))
      if (!name.startsWith(':') && value !== undefined) headers[name] = value;
    headers.host = target.host;
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) outgoing.setHeader(name, value);
        outgoing.writeHead(answer.statusCode ?? 502);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(constants.HTTP_STATUS_BAD_GATEWAY);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  // Each browser's connection, so stopping does not wait for one a Chromium left open.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
