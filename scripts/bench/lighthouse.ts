/**
 * Lighthouse (mobile preset, simulated slow 4G) on the built SPA served by the local twin, the way a visitor
 * loads it. Lighthouse is fetched by npx on first use (it is a benchmark tool, not a project dependency).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTwin } from '../../infra/local/twin';
import { repoRoot } from '../../infra/registry';

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

export interface LighthouseResult {
  path: string;
  performance: number;
  metrics: Record<string, string>;
}

export async function measureLighthouse(paths: string[]): Promise<LighthouseResult[] | string> {
  const twin = await startTwin({ webRoot: join(repoRoot, 'dist/web'), seed: true });
  const dir = mkdtempSync(join(tmpdir(), 'earnlearn-lighthouse-'));
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await runOnce(`${twin.url}${path}`, path, dir));
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

/** Lighthouse's own advice: report the median of several runs, as single runs vary. */
const RUNS = 3;

async function runOnce(url: string, path: string, dir: string): Promise<LighthouseResult> {
  const out = join(dir, 'report.json');
  // Asynchronous: the twin answering Lighthouse's requests runs in this very process.
  await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--chrome-flags=${chromeFlags}`,
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
  lines.push('/jobs/{id} is measured once the job page exists (the worker issue).');
  return lines.join('\n');
}
