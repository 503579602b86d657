/**
 * `npm run smoke -- --url https://d123.cloudfront.net [--token <worker session token>]`: after a deploy, checks
 * the site from outside as a browser and the SPA use it, one line per check (PASS, FAIL or SKIP), and exits 1
 * when any check fails (2 on wrong arguments):
 * - the SPA: `/` answers 200 with the HTML that holds the app's root element;
 * - the security headers on it: HSTS (over HTTPS), a CSP with `frame-ancestors`, X-Content-Type-Options,
 *   Referrer-Policy, X-Frame-Options;
 * - `/config.json`: the SPA's runtime configuration, with a Google client id (the twin's: its local sign-in);
 * - `/api/getAllJobs` reaches the API: 200 with `data` given a worker's token, else the API's own 401 JSON;
 * - a protected route without a token is 401 JSON;
 * - `/api/nope` is a real 404 JSON from the API, not the SPA's index.html.
 * The URL must be HTTPS; plain HTTP only on this machine (the local twin, `npm start`).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run smoke -- --url <https://site> [--token <worker session token>]

  --url      the site's address: https://..., or http:// on 127.0.0.1 / localhost only
  --token    a worker's session token (the "jwt" of a signed-in browser): /api/getAllJobs must then answer 200`;

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

export type Outcome = 'PASS' | 'FAIL' | 'SKIP';

export interface CheckResult {
  name: string;
  outcome: Outcome;
  detail: string;
}

/** HSTS must last at least a year (browsers' preload lists ask for that; the stack sends two). */
const HSTS_MIN_SECONDS = 365 * 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function get(url: URL, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function jsonOf(answer: Answer): Record<string, unknown> | undefined {
  if (!/^application\/json\b/i.test(answer.headers.get('content-type') ?? '')) return undefined;
  try {
    const value: unknown = JSON.parse(answer.text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const pass = (name: string, detail: string): CheckResult => ({ name, outcome: 'PASS', detail });
const fail = (name: string, detail: string): CheckResult => ({ name, outcome: 'FAIL', detail });

function describeAnswer(answer: Answer): string {
  const type = answer.headers.get('content-type') ?? 'no content-type';
  return `${answer.status}, ${type}`;
}

/** The checks on the SPA's page and its headers. */
function pageChecks(page: Answer, https: boolean): CheckResult[] {
  const results: CheckResult[] = [];
  const html = /^text\/html\b/i.test(page.headers.get('content-type') ?? '');
  results.push(
    page.status === 200 && html && /<div id="root"[ >]/.test(page.text)
      ? pass('SPA', '/ answers 200 HTML with the app root')
      : fail('SPA', `/ answered ${describeAnswer(page)}${html ? ' without <div id="root">' : ''}`),
  );

  const hsts = page.headers.get('strict-transport-security');
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? Number.NaN);
  if (!hsts && !https) {
    results.push({
      name: 'HSTS',
      outcome: 'SKIP',
      detail: 'plain HTTP on this machine: browsers ignore HSTS here',
    });
  } else if (maxAge >= HSTS_MIN_SECONDS) {
    results.push(pass('HSTS', hsts as string));
  } else {
    results.push(
      fail('HSTS', hsts ? `max-age under a year: ${hsts}` : 'Strict-Transport-Security is missing'),
    );
  }

  const csp = page.headers.get('content-security-policy');
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]+)/i.exec(csp ?? '')?.[1]?.trim();
  results.push(
    ancestors
      ? pass('CSP', `frame-ancestors ${ancestors}`)
      : fail(
          'CSP',
          csp ? 'Content-Security-Policy has no frame-ancestors' : 'Content-Security-Policy is missing',
        ),
  );

  const nosniff = page.headers.get('x-content-type-options');
  results.push(
    nosniff?.trim().toLowerCase() === 'nosniff'
      ? pass('X-Content-Type-Options', 'nosniff')
      : fail('X-Content-Type-Options', nosniff ? `not nosniff: ${nosniff}` : 'missing'),
  );

  const referrer = page.headers.get('referrer-policy')?.trim().toLowerCase();
  const safeReferrer = [
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'origin',
    'origin-when-cross-origin',
  ];
  results.push(
    referrer && safeReferrer.includes(referrer)
      ? pass('Referrer-Policy', referrer)
      : fail('Referrer-Policy', referrer ? `sends full URLs elsewhere: ${referrer}` : 'missing'),
  );

  const frames = page.headers.get('x-frame-options')?.trim().toUpperCase();
  results.push(
    frames === 'DENY' || frames === 'SAMEORIGIN'
      ? pass('X-Frame-Options', frames)
      : fail('X-Frame-Options', frames ? `not DENY or SAMEORIGIN: ${frames}` : 'missing'),
  );
  return results;
}

function configCheck(answer: Answer): CheckResult {
  const name = 'config.json';
  const config = jsonOf(answer);
  if (answer.status !== 200 || !config)
    return fail(name, `/config.json answered ${describeAnswer(answer)}, not JSON`);
  const clientId = config.googleClientId;
  if (typeof clientId === 'string' && /\.apps\.googleusercontent\.com$/.test(clientId.trim()))
    return pass(name, `googleClientId ${clientId.trim()}`);
  if (config.localSignIn === true) return pass(name, "the local twin's sign-in (no Google client id)");
  return fail(name, `no Google client id: ${answer.text.slice(0, 120)}`);
}

function jobsCheck(answer: Answer, withToken: boolean): CheckResult {
  const name = 'GET /api/getAllJobs';
  const body = jsonOf(answer);
  if (withToken) {
    return answer.status === 200 && body && Array.isArray(body.data)
      ? pass(name, `200 JSON, ${body.data.length} jobs on the first page`)
      : fail(name, `expected 200 JSON with data, got ${describeAnswer(answer)}`);
  }
  // Without a worker's token the API itself answers: its 401 JSON proves the route, the origin and the function.
  return answer.status === 401 && body && typeof body.message === 'string'
    ? pass(name, 'the API answers (401 JSON without --token; give one for a 200)')
    : fail(name, `expected the API's JSON answer, got ${describeAnswer(answer)}`);
}

function unauthorizedCheck(answer: Answer): CheckResult {
  const name = '401 without a token';
  const body = jsonOf(answer);
  return answer.status === 401 && body && typeof body.message === 'string'
    ? pass(name, `GET /api/getProfile: 401 "${body.message}"`)
    : fail(name, `GET /api/getProfile answered ${describeAnswer(answer)}`);
}

function notFoundCheck(answer: Answer): CheckResult {
  const name = '404 for /api/nope';
  const body = jsonOf(answer);
  if (answer.status === 404 && body) return pass(name, `404 JSON ${JSON.stringify(body).slice(0, 80)}`);
  const spa = /<div id="root"[ >]/.test(answer.text) ? " (the SPA's index.html)" : '';
  return fail(name, `answered ${describeAnswer(answer)}${spa}`);
}

/** Runs every check against `site`; a check whose request fails outright fails alone. */
export async function runChecks(site: URL, token?: string): Promise<CheckResult[]> {
  const at = (path: string) => new URL(path, site);
  const attempt = async (
    names: string[],
    check: () => Promise<CheckResult | CheckResult[]>,
  ): Promise<CheckResult[]> => {
    try {
      const result = await check();
      return Array.isArray(result) ? result : [result];
    } catch (error: unknown) {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      return names.map((name) => fail(name, `request failed: ${reason}`));
    }
  };
  const groups = await Promise.all([
    attempt(
      ['SPA', 'HSTS', 'CSP', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options'],
      async () => pageChecks(await get(at('/'), { accept: 'text/html' }), site.protocol === 'https:'),
    ),
    attempt(['config.json'], async () => configCheck(await get(at('/config.json')))),
    attempt(['GET /api/getAllJobs'], async () =>
      jobsCheck(
        await get(at('/api/getAllJobs'), token ? { authorization: `Bearer ${token}` } : {}),
        Boolean(token),
      ),
    ),
    attempt(['401 without a token'], async () => unauthorizedCheck(await get(at('/api/getProfile')))),
    attempt(['404 for /api/nope'], async () => notFoundCheck(await get(at('/api/nope')))),
  ]);
  return groups.flat();
}

/** The site's address, or why it is not one smoke may check. */
export function siteUrl(text: string): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not a URL.`;
  }
  if (url.protocol === 'https:') return new URL(url.origin);
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return new URL(url.origin);
  return `${url.origin} must be https:// (plain http:// only on 127.0.0.1 or localhost).`;
}

/** The command; answers its exit code. */
export async function main(argv: string[], out: Output = console): Promise<number> {
  let values: { url?: string; token?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { url: { type: 'string' }, token: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error: unknown) {
    out.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (!values.url) {
    out.error(`--url is required.\n\n${USAGE}`);
    return 2;
  }
  const site = siteUrl(values.url);
  if (typeof site === 'string') {
    out.error(`${site}\n\n${USAGE}`);
    return 2;
  }
  const token = values.token?.trim() || undefined;
  out.log(`Smoke check of ${site.origin}`);
  const results = await runChecks(site, token);
  const width = Math.max(...results.map((result) => result.name.length));
  for (const { name, outcome, detail } of results) out.log(`${outcome}  ${name.padEnd(width)}  ${detail}`);
  const failed = results.filter((result) => result.outcome === 'FAIL').length;
  out.log(
    failed === 0 ? `All ${results.length} checks passed.` : `${failed} of ${results.length} checks failed.`,
  );
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
