/**
 * Lighthouse (mobile preset, simulated slow 4G) on the built SPA served by the local twin, the way a visitor
 * loads it. Lighthouse is fetched by npx on first use (it is a benchmark tool, not a project dependency); each
 * run is made by `lighthouse-run.ts` in a process of its own, as Lighthouse's command line makes it (a fresh
 * Chromium profile per run), so the twin answering it in this process does not share its event loop.
 *
 * Signed-in pages get a real session first, written into the measured tab's storage as signing in leaves it:
 * the first demo worker's (local storage `jwt` and `userData`) for /jobs/{id}; for the back office, the demo
 * admin's and the demo HR's (session storage `role` and `staffToken`, web/src/lib/staff-session.ts), signed in
 * over HTTP as the log-in screens do: password, then the authenticator set up afresh (every admin has one) and
 * its first code. The browser's cache is emptied before the run, so each run is a first visit.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import * as OTPAuth from 'otpauth';
import { demoStaff, demoWorkers } from '#infra/local/demo-data/accounts';
import { startTwin } from '#infra/local/twin';
import { repoRoot } from '#infra/paths';
import { routes } from '#web/lib/api-routes';
import { STAFF_ROLE_KEY, STAFF_TOKEN_KEY } from '#web/lib/staff-session';
import { encodeBase64Json, SESSION_TOKEN_KEY, USER_DATA_KEY } from '#web/lib/worker-storage';
import { sessionFor } from '../support/accounts';
import { startHttp2Front } from '../support/http2-front';
import type { VerdictRow } from '../support/report';
import type { RunRequest } from './lighthouse-run';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Who the page is measured as: nobody, the first demo worker, the demo admin or the demo HR. */
export type LighthouseSession = 'worker' | 'admin' | 'HR';

/** A page to measure, as `session` when given. */
export interface LighthousePage {
  path: string;
  session?: LighthouseSession;
}

export interface LighthouseResult {
  path: string;
  performance: number;
  metrics: Record<string, string>;
  /**
   * Lighthouse's measure of the machine's speed (`environment.benchmarkIndex`, higher is faster): scores from
   * machines of different speed, or one machine under different load, compare only beside it.
   */
  benchmarkIndex: number;
}

/**
 * How the pages are served to Lighthouse (decision 241): 'h2' through an HTTP/2 front, as CloudFront serves them
 * (the budget's figure), 'h1' by the twin itself over HTTP/1.1, which Lighthouse simulates as six connections
 * with a round trip per file (a lower bound, printed beside it).
 */
export type LighthouseProtocol = 'h2' | 'h1';

/** LIGHTHOUSE_PROTOCOLS (e.g. `h2`, or `h2,h1`, the default): which of the two runs to make, in order. */
export function lighthouseProtocols(): LighthouseProtocol[] {
  const asked = (process.env.LIGHTHOUSE_PROTOCOLS ?? 'h2,h1').split(',').map((name) => name.trim());
  const known = asked.filter((name): name is LighthouseProtocol => name === 'h2' || name === 'h1');
  if (known.length !== asked.length)
    throw new Error('LIGHTHOUSE_PROTOCOLS takes h2 and/or h1, comma separated');
  return known;
}

/** The pages `npm run bench` measures: a visitor's two, the worker's four and the back office's six. */
export const lighthousePages: LighthousePage[] = [
  { path: '/' },
  // The public jobs list a visitor opens from a search engine or the footer (decision 615).
  { path: '/jobs' },
  { path: '/jobs/1', session: 'worker' },
  // The worker's dashboard as it opens (their office tab) and at Explore, the jobs they may apply for.
  { path: '/dashboard', session: 'worker' },
  { path: '/dashboard?tab=explore', session: 'worker' },
  { path: '/admin/login' },
  { path: '/internal/login' },
  { path: '/admin/dashboard', session: 'admin' },
  { path: '/admin/users', session: 'admin' },
  { path: '/internal/dashboard', session: 'HR' },
  // The demo job with applicants in every status (infra/local/demo-data).
  { path: '/internal/applications/1', session: 'HR' },
];

/** The node_modules folder npx fetched Lighthouse into (with its chrome-launcher and puppeteer-core). */
async function lighthouseModules(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['-y', '-p', LIGHTHOUSE, '-c', 'command -v lighthouse'],
    {
      timeout: 300_000,
    },
  );
  const bin = stdout.trim().split('\n').at(-1) ?? '';
  if (!bin.includes('node_modules')) throw new Error(`npx did not find ${LIGHTHOUSE}: ${stdout}`);
  // <folder>/node_modules/.bin/lighthouse
  return dirname(dirname(bin));
}

/** Each protocol's medians, or why Lighthouse could not run. */
export type LighthouseMeasures = Partial<Record<LighthouseProtocol, LighthouseResult[] | string>>;

/**
 * Measures `pages` served each way of `protocols`, in order, on one twin (a process starts the twin once: its
 * DynamoDB Local and clients are the process's).
 */
export async function measureLighthouse(
  pages: LighthousePage[] = lighthousePages,
  protocols: LighthouseProtocol[] = lighthouseProtocols(),
): Promise<LighthouseMeasures> {
  // LIGHTHOUSE_WEB_ROOT: another build to measure (to compare two builds of the SPA).
  const webRoot = process.env.LIGHTHOUSE_WEB_ROOT ?? join(repoRoot, 'dist/web');
  const dir = mkdtempSync(join(tmpdir(), 'earnlearn-lighthouse-'));
  const measures: LighthouseMeasures = {};
  let twin: Awaited<ReturnType<typeof startTwin>> | undefined;
  try {
    // Inside the try: a twin that cannot start (its seeding timed out on a loaded machine) is a result too.
    twin = await startTwin({ webRoot, seed: true });
    const modules = await lighthouseModules();
    const sessions = new Map<LighthouseSession, NonNullable<RunRequest['session']>>();
    for (const protocol of protocols) {
      const front = protocol === 'h2' ? await startHttp2Front(twin.url) : undefined;
      try {
        const results: LighthouseResult[] = [];
        for (const page of pages) {
          let session: RunRequest['session'];
          if (page.session) {
            session = sessions.get(page.session) ?? (await signIn(twin.url, page.session));
            sessions.set(page.session, session);
          }
          const runs: LighthouseResult[] = [];
          for (let run = 0; run < RUNS; run++)
            runs.push(await runOnce(front?.url ?? twin.url, page.path, dir, modules, session, protocol));
          runs.sort((a, b) => a.performance - b.performance);
          const median = runs[Math.floor(runs.length / 2)] as LighthouseResult;
          results.push(median);
          // As each page is done: a long run that fails later still shows what it measured.
          process.stderr.write(
            `[lighthouse ${protocol}] ${page.path}: ${runs.map((r) => r.performance).join(', ')} (median ${median.performance}; ${Object.values(median.metrics).join(', ')})\n`,
          );
        }
        measures[protocol] = results;
      } catch (error: unknown) {
        measures[protocol] = couldNotRun(error);
      } finally {
        await front?.stop();
      }
    }
  } catch (error: unknown) {
    for (const protocol of protocols) measures[protocol] ??= couldNotRun(error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await twin?.stop();
  }
  return measures;
}

const couldNotRun = (error: unknown) =>
  `Lighthouse could not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;

/** A session as the browser keeps it after signing in as `who`. */
async function signIn(origin: string, who: LighthouseSession): Promise<NonNullable<RunRequest['session']>> {
  if (who === 'worker') {
    const users = await import('#lib/db/users');
    const worker = demoWorkers[0];
    const id = worker ? await users.findIdByGoogleSub(worker.sub) : undefined;
    if (!worker || id === undefined) throw new Error('The demo worker is missing from the seed');
    // Local storage exactly as sign-in leaves it (web/src/lib/session.ts).
    return {
      storage: 'local',
      entries: {
        [SESSION_TOKEN_KEY]: await sessionFor(id, 'worker'),
        [USER_DATA_KEY]: encodeBase64Json({ name: worker.name, email: worker.email, photoUrl: '' }),
      },
    };
  }
  const member = demoStaff.find((account) => account.role === who);
  if (!member) throw new Error(`No demo ${who} in the seed`);
  const post = async (name: keyof typeof routes, body: unknown, token?: string) => {
    const response = await fetch(`${origin}${routes[name].path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200) throw new Error(`${name}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const login = await post(who === 'admin' ? 'adminLogin' : 'internallogin', {
    email: member.email,
    password: member.password,
  });
  let token = String(login.token);
  if (login.secondFactor === 'enrol') {
    const { secret } = await post('startStaffEnrolment', {}, token);
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(String(secret)) }).generate();
    token = String((await post('confirmStaffEnrolment', { code }, token)).token);
  } else if (login.secondFactor !== undefined)
    throw new Error(`${who} log-in asks for ${String(login.secondFactor)}: the bench's twin is fresh`);
  // Session storage exactly as the log-in screens leave it (web/src/lib/staff-session.ts).
  return { storage: 'session', entries: { [STAFF_ROLE_KEY]: btoa(who), [STAFF_TOKEN_KEY]: token } };
}

/** Lighthouse's own advice: report the median of several runs, as single runs vary. */
const RUNS = 3;

async function runOnce(
  origin: string,
  path: string,
  dir: string,
  modules: string,
  session: RunRequest['session'],
  protocol: LighthouseProtocol,
): Promise<LighthouseResult> {
  const out = join(dir, 'report.json');
  const request: RunRequest = {
    url: `${origin}${path}`,
    out,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The HTTP/2 front's certificate is made for the run (support/http2-front.ts): this browser only accepts it.
    chromeFlags: protocol === 'h2' ? [...chromeFlags, '--ignore-certificate-errors'] : chromeFlags,
    ...(session ? { session } : {}),
  };
  // Asynchronous: the twin answering Lighthouse's requests runs in this very process.
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'lighthouse-run.ts'), JSON.stringify(request)],
    { cwd: repoRoot, env: { ...process.env, LIGHTHOUSE_MODULES: modules }, timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (process.env.LIGHTHOUSE_KEEP) writeFileSync(process.env.LIGHTHOUSE_KEEP, JSON.stringify(report));
  // Every run's report, named by page and time: LIGHTHOUSE_KEEP_DIR=<folder>.
  const keepDir = process.env.LIGHTHOUSE_KEEP_DIR;
  if (keepDir)
    writeFileSync(join(keepDir, `${path.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(report));
  // The path with its query (Explore is the dashboard at `?tab=explore`).
  const final = new URL(report.finalDisplayedUrl);
  const landed = `${final.pathname}${final.search}`;
  if (landed !== path)
    throw new Error(`Lighthouse measured ${landed}, not ${path}: was the session refused?`);
  return {
    path,
    performance: Math.round(report.categories.performance.score * 100),
    benchmarkIndex: Math.round(Number(report.environment?.benchmarkIndex ?? Number.NaN)),
    metrics: Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ].map((id) => [id, String(report.audits[id].displayValue)]),
    ),
  };
}

const PROTOCOL_TITLES: Record<LighthouseProtocol, string> = {
  h2: 'over HTTP/2 as CloudFront serves it',
  h1: "over the twin's HTTP/1.1, six connections",
};

/** The budget, over both protocols: a page that holds it only behind CloudFront still fails a slow phone on HTTP/1.1. */
export const LIGHTHOUSE_BUDGET = 95;

export function renderLighthouse(measures: LighthouseMeasures): string {
  return Object.entries(measures)
    .map(([protocol, results]) => renderProtocol(results, protocol as LighthouseProtocol))
    .join('\n\n');
}

function renderProtocol(results: LighthouseResult[] | string, protocol: LighthouseProtocol): string {
  const title = `5. Lighthouse (mobile, simulated slow 4G, ${PROTOCOL_TITLES[protocol]}; budget >= ${LIGHTHOUSE_BUDGET})`;
  const lines = [title, '='.repeat(title.length)];
  if (typeof results === 'string') return [...lines, results].join('\n');
  const width = Math.max(...results.map((result) => result.path.length)) + 2;
  for (const result of results) {
    const verdict = result.performance >= LIGHTHOUSE_BUDGET ? 'PASS  ' : 'OVER  ';
    const metrics = Object.entries(result.metrics)
      .map(([id, value]) => `${id.replace(/-/g, ' ')} ${value}`)
      .join(', ');
    lines.push(
      `${result.path.padEnd(width)} performance ${result.performance} (median of ${RUNS})  ${verdict}(${metrics}; benchmarkIndex ${result.benchmarkIndex})`,
    );
  }
  return lines.join('\n');
}

/** Whether any protocol's run failed to run at all. */
export const lighthouseFailed = (measures: LighthouseMeasures) =>
  Object.values(measures).some((results) => typeof results === 'string');

/** Each page's verdict over each protocol, its run's benchmarkIndex beside the score. */
export function lighthouseVerdicts(measures: LighthouseMeasures): VerdictRow[] {
  return Object.entries(measures).flatMap(([protocol, results]) =>
    typeof results === 'string'
      ? []
      : results.map((result) => ({
          figure: `Lighthouse ${result.path} (${protocol})`,
          measured: `${result.performance} (benchmarkIndex ${result.benchmarkIndex})`,
          limit: `>= ${LIGHTHOUSE_BUDGET}`,
          verdict: result.performance >= LIGHTHOUSE_BUDGET ? 'PASS' : 'OVER',
        })),
  );
}
