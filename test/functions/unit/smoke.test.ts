/**
 * `npm run smoke` (scripts/smoke.ts) against a fake site on 127.0.0.1 that answers as the deployed one does,
 * then breaks one check at a time: that check, and only it, fails, and the exit code is 1. The same command
 * against the real local twin is in test/e2e/smoke.test.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type Output } from '../../../scripts/smoke';

type Breakage =
  | 'none'
  | 'spa-status'
  | 'spa-root'
  | 'hsts'
  | 'csp'
  | 'csp-ancestors'
  | 'nosniff'
  | 'referrer'
  | 'frame'
  | 'config-missing'
  | 'config-no-id'
  | 'jobs-html'
  | 'protected-open'
  | 'nope-spa'
  | 'api-down';

let breakage: Breakage = 'none';
let server: Server;
let base: string;
const TOKEN = 'worker-session-token';

const INDEX =
  '<!doctype html><html><head><title>Earnlearn</title></head><body><div id="root"></div></body></html>';

/** `/` as the edge serves it since decision 229: the prerendered home page, the SPA's root holding its markup. */
const PRERENDERED_HOME =
  '<!doctype html><html lang="en"><head><title>Earnlearn</title></head><body><div id="root" data-prerendered="en"><h1>Earn while learning</h1></div></body></html>';

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function sendIndex(response: ServerResponse, html = INDEX) {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'content-security-policy': "default-src 'self'; object-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  if (breakage === 'hsts') headers['strict-transport-security'] = 'max-age=0';
  if (breakage === 'csp') delete headers['content-security-policy'];
  if (breakage === 'csp-ancestors') headers['content-security-policy'] = "default-src 'self'";
  if (breakage === 'nosniff') delete headers['x-content-type-options'];
  if (breakage === 'referrer') headers['referrer-policy'] = 'unsafe-url';
  if (breakage === 'frame') delete headers['x-frame-options'];
  response.writeHead(breakage === 'spa-status' ? 403 : 200, headers);
  response.end(html);
}

/** The deployed site as smoke sees it: CloudFront, the SPA, its config, and the API behind /api/*. */
function site(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/') && breakage === 'api-down') {
    request.socket.destroy();
    return;
  }
  if (path === '/config.json') {
    if (breakage === 'config-missing') return sendIndex(response);
    return sendJson(
      response,
      200,
      breakage === 'config-no-id'
        ? { googleClientId: '' }
        : { googleClientId: '1234-abc.apps.googleusercontent.com' },
    );
  }
  if (path === '/api/getAllJobs') {
    if (breakage === 'jobs-html') return sendIndex(response);
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return sendJson(response, 401, { message: 'Please sign in to continue.' });
    return sendJson(response, 200, { data: [{ ID: 1 }], cursor: null });
  }
  if (path === '/api/getProfile') {
    if (breakage === 'protected-open') return sendJson(response, 200, { name: 'Anyone' });
    return sendJson(response, 401, { message: 'Please sign in to continue.' });
  }
  if (path.startsWith('/api/')) {
    // CloudFront turning an API 404 into the SPA (a custom error response on the wrong behaviour).
    if (breakage === 'nope-spa') return sendIndex(response);
    return sendJson(response, 404, { message: 'Not Found' });
  }
  return sendIndex(response, breakage === 'spa-root' ? '<!doctype html><p>It works!</p>' : PRERENDERED_HOME);
}

beforeAll(async () => {
  server = createServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function recorder(): Output & { lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line), error: (line) => lines.push(line) };
}

/** The check lines: name -> outcome. */
function outcomes(lines: string[]): Record<string, string> {
  return Object.fromEntries(
    lines
      .map((line) => /^(PASS|FAIL|SKIP) {2}(.+?) {2}/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[2]?.trim(), match[1]]),
  );
}

const CHECKS = [
  'SPA',
  'HSTS',
  'CSP',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'config.json',
  'GET /api/getAllJobs',
  '401 without a token',
  '404 for /api/nope',
];

describe('npm run smoke', () => {
  it('passes every check of a healthy site, one line each, and exits 0', async () => {
    breakage = 'none';
    const out = recorder();
    expect(await main(['--url', base, '--token', TOKEN], out), out.lines.join('\n')).toBe(0);
    expect(outcomes(out.lines)).toEqual(Object.fromEntries(CHECKS.map((name) => [name, 'PASS'])));
    expect(out.lines.at(-1)).toBe('All 10 checks passed.');
  });

  it('without --token, takes the API answering 401 JSON on /api/getAllJobs as the API reached', async () => {
    breakage = 'none';
    const out = recorder();
    expect(await main(['--url', base], out)).toBe(0);
    expect(out.lines.find((line) => line.includes('GET /api/getAllJobs'))).toMatch(
      /^PASS .*401 JSON without --token/,
    );
  });

  it.each<[Breakage, string[]]>([
    ['spa-status', ['SPA']],
    ['spa-root', ['SPA']],
    ['hsts', ['HSTS']],
    ['csp', ['CSP']],
    ['csp-ancestors', ['CSP']],
    ['nosniff', ['X-Content-Type-Options']],
    ['referrer', ['Referrer-Policy']],
    ['frame', ['X-Frame-Options']],
    ['config-missing', ['config.json']],
    ['config-no-id', ['config.json']],
    ['jobs-html', ['GET /api/getAllJobs']],
    ['protected-open', ['401 without a token']],
    ['nope-spa', ['404 for /api/nope']],
    ['api-down', ['GET /api/getAllJobs', '401 without a token', '404 for /api/nope']],
  ])('fails on %s: exactly %j fail, and the exit code is 1', async (broken, failing) => {
    breakage = broken;
    const out = recorder();
    try {
      expect(await main(['--url', base, '--token', TOKEN], out)).toBe(1);
    } finally {
      breakage = 'none';
    }
    const results = outcomes(out.lines);
    expect(Object.keys(results)).toEqual(CHECKS);
    expect(
      Object.entries(results)
        .filter(([, outcome]) => outcome === 'FAIL')
        .map(([name]) => name),
    ).toEqual(failing);
    expect(out.lines.at(-1)).toBe(`${failing.length} of 10 checks failed.`);
  });

  it('fails every check of an address nothing answers on', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const out = recorder();
    expect(await main(['--url', `http://127.0.0.1:${port}`], out)).toBe(1);
    expect(Object.values(outcomes(out.lines))).toEqual(CHECKS.map(() => 'FAIL'));
  });

  it.each([
    [[], '--url is required.'],
    [['--url', 'http://example.com'], 'must be https://'],
    [['--url', 'http://10.0.0.5:8080'], 'must be https://'],
    [['--url', 'not a url'], 'is not a URL'],
    [['--url', 'https://example.com', '--stage', 'dev'], "Unknown option '--stage'"],
  ])('refuses %j with a usage message and exit code 2', async (argv, message) => {
    const out = recorder();
    expect(await main(argv, out)).toBe(2);
    expect(out.lines.join('\n')).toContain(message);
    expect(out.lines.join('\n')).toContain('Usage: npm run smoke');
  });

  it('skips HSTS on plain HTTP to this machine when the site sends none (the twin), and checks it on HTTPS', async () => {
    const { runChecks } = await import('../../../scripts/smoke');
    const bare = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(INDEX);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const url = new URL(`http://127.0.0.1:${(bare.address() as AddressInfo).port}`);
      const results = await runChecks(url);
      expect(results.find((result) => result.name === 'HSTS')?.outcome).toBe('SKIP');
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  });
});
