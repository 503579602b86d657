/**
 * A request with a Host header of the test's choosing, as a page that rebinds its own name to 127.0.0.1 would
 * send it (fetch keeps the URL's host; node:http sends the header as given).
 */
import { request } from 'node:http';

export function requestWithHost(
  url: string,
  host: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; rawPath?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url);
    const outgoing = request({
      hostname,
      port,
      // As given, never normalised (a URL would turn `/a/%2e%2e/b` into `/b`).
      path: options.rawPath ?? `${pathname}${search}`,
      method: options.method ?? 'GET',
      headers: { ...options.headers, host },
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The Host values a loopback server at `url` must answer, and ones it must refuse. */
export function hostsFor(url: string): { loopback: string[]; foreign: string[] } {
  const { port } = new URL(url);
  return {
    loopback: [`127.0.0.1:${port}`, `localhost:${port}`],
    foreign: ['evil.example', `evil.example:${port}`, `127.0.0.1:${Number(port) + 1}`, `localhost.:${port}`],
  };
}
