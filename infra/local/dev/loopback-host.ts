/**
 * The twin's servers answer only requests addressed to them by their loopback name. Each listens on 127.0.0.1,
 * but a page on any site can still reach it from the browser by DNS rebinding: its own name is made to resolve
 * to 127.0.0.1, so its scripts read the answers as same-origin. The Host header gives that away (the page's own
 * name and the port), so a request whose Host is not `127.0.0.1:<port>` or `localhost:<port>` is refused with
 * 421 before anything is read: the SMS outbox's codes, the sign-in stand-in's tokens, the e-mail inbox's
 * temporary passwords, the storage gate, the API and the site. (The twin listens on 127.0.0.1 only, not ::1.)
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenOnLoopback } from '../http';

/** The Host values a server on 127.0.0.1:`port` answers. */
export function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** Whether the request names this server (on 127.0.0.1:`port`) by a loopback name; names are case-insensitive. */
export function isLoopbackHost(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host?.toLowerCase();
  return host !== undefined && loopbackHosts(port).includes(host);
}

export const MISDIRECTED_MESSAGE =
  'This local development server answers only requests to its loopback address (127.0.0.1 or localhost and its port).';

/** 421 Misdirected Request, plain text (the S3 gate answers S3's XML instead: s3-gate.ts). */
export function refuseMisdirected(response: ServerResponse): void {
  response.writeHead(421, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.end(MISDIRECTED_MESSAGE);
}

/**
 * Where a third-party server listens so that no page can reach it: a unix socket in a fresh folder only this
 * user may enter (a named pipe on Windows). `remove` deletes the folder once the server is closed.
 */
export function privateSocket(name: string): { path: string; remove: () => void } {
  if (process.platform === 'win32') {
    const path = `\\\\.\\pipe\\earnlearn-${name}-${randomBytes(8).toString('hex')}`;
    return { path, remove: () => undefined };
  }
  const folder = mkdtempSync(join(tmpdir(), `earnlearn-${name}-`));
  return {
    path: join(folder, `${name}.sock`),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * A proxy on 127.0.0.1 (a free port) that lets through to `socketPath` (a server no page can reach: a unix
 * socket or Windows named pipe) only requests with a loopback Host; for third-party servers (the e-mail inbox).
 */
export async function startLoopbackProxy(
  socketPath: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  let port = 0;
  const server: Server = createServer((request, response) => {
    if (!isLoopbackHost(request, port)) {
      request.resume();
      return refuseMisdirected(response);
    }
    const outgoing = forward(
      { socketPath, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The local service behind this address failed.');
      } else response.destroy();
    });
    request.pipe(outgoing);
  });
  const listening = await listenOnLoopback(server);
  port = listening.port;
  return listening;
}
