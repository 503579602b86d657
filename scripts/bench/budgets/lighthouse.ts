/**
 * Lighthouse (mobile preset, simulated slow 4G) on the built SPA served by the local twin, the way a visitor
 * loads it. Lighthouse is fetched by npx on first use (it is a benchmark tool, not a project dependency).
 *
 * Worker pages (/jobs/{id}) need a signed-in worker: the session (local storage `jwt` and `userData`, as
 * sign-in leaves them) is written into a Chromium profile first, and Lighthouse runs in that profile without
 * resetting its storage.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { demoWorkers } from '#infra/local/demo-data/accounts';
import { startTwin } from '#infra/local/twin';
import { repoRoot } from '#infra/paths';
import { encodeBase64Json, SESSION_TOKEN_KEY, USER_DATA_KEY } from '#web/lib/worker-storage';
import { sessionFor } from '../support/accounts';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

/** A page to measure; `signedIn` measures it as the first demo worker. */
export interface LighthousePage {
  path: string;
  signedIn?: boolean;
}

export interface LighthouseResult {
  path: string;
  performance: number;
  metrics: Record<string, string>;
}

export async function measureLighthouse(pages: LighthousePage[]): Promise<LighthouseResult[] | string> {
  const twin = await startTwin({ webRoot: join(repoRoot, 'dist/web'), seed: true });
  const dir = mkdtempSync(join(tmpdir(), 'earnlearn-lighthouse-'));
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const profile = page.signedIn ? await signedInProfile(twin.url, join(dir, 'profile')) : undefined;
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await runOnce(twin.url, page.path, dir, profile));
      runs.sort((a, b) => a.performance - b.performance);
      results.push(runs[Math.floor(runs.length / 2)] as LighthouseResult);
    }
    return results;
  } catch (error: unknown) {
    return `Lighthouse could not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await twin.stop();
  }
}

/** A Chromium profile whose local storage holds the first demo worker's session for the twin's origin. */
async function signedInProfile(origin: string, profileDir: string): Promise<string> {
  const users = await import('#lib/db/users');
  const worker = demoWorkers[0];
  const id = worker ? await users.findIdByGoogleSub(worker.sub) : undefined;
  if (!worker || id === undefined) throw new Error('The demo worker is missing from the seed');
  const token = await sessionFor(id, 'worker');
  // Local storage exactly as sign-in leaves it (web/src/lib/session.ts).
  const user = encodeBase64Json({ name: worker.name, email: worker.email, photoUrl: '' });
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    await page.goto(origin);
    await page.evaluate(
      ([tokenKey, jwt, userKey, userData]) => {
        localStorage.setItem(tokenKey, jwt);
        localStorage.setItem(userKey, userData);
      },
      [SESSION_TOKEN_KEY, token, USER_DATA_KEY, user] as const,
    );
  } finally {
    await context.close();
  }
  return profileDir;
}

/** Lighthouse's own advice: report the median of several runs, as single runs vary. */
const RUNS = 3;

async function runOnce(
  origin: string,
  path: string,
  dir: string,
  profileDir: string | undefined,
): Promise<LighthouseResult> {
  const out = join(dir, 'report.json');
  const flags = profileDir ? `${chromeFlags} --user-data-dir=${profileDir}` : chromeFlags;
  // Asynchronous: the twin answering Lighthouse's requests runs in this very process.
  await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      `${origin}${path}`,
      `--chrome-flags=${flags}`,
      ...(profileDir ? ['--disable-storage-reset'] : []),
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      timeout: 180_000,
    },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (process.env.LIGHTHOUSE_KEEP) writeFileSync(process.env.LIGHTHOUSE_KEEP, JSON.stringify(report));
  const landed = new URL(report.finalDisplayedUrl).pathname;
  if (landed !== path)
    throw new Error(`Lighthouse measured ${landed}, not ${path}: was the session refused?`);
  return {
    path,
    performance: Math.round(report.categories.performance.score * 100),
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

export function renderLighthouse(results: LighthouseResult[] | string): string {
  const lines = ['5. Lighthouse (mobile, simulated slow 4G; budget >= 95)', '='.repeat(56)];
  if (typeof results === 'string') return [...lines, results].join('\n');
  for (const result of results) {
    const verdict = result.performance >= 95 ? 'PASS' : 'OVER';
    const metrics = Object.entries(result.metrics)
      .map(([id, value]) => `${id.replace(/-/g, ' ')} ${value}`)
      .join(', ');
    lines.push(
      `${result.path.padEnd(12)} performance ${result.performance} (median of ${RUNS})  ${verdict}  (${metrics})`,
    );
  }
  return lines.join('\n');
}
