/**
 * First paint and usable time on a slow phone: `/` as a visitor and `/dashboard` as the first
 * demo worker, in headless Chromium (playwright-core) against the local twin serving dist/web, throttled through
 * the Chrome DevTools Protocol as the issue measures it: 1.6 Mbps down, 750 kbps up, 150 ms round trip
 * (`Network.emulateNetworkConditions`) and a CPU 4x slower (`Emulation.setCPUThrottlingRate`). Each page is
 * loaded cold (a fresh browser context, its cache empty) and then warm (a second visit in the same context,
 * the hashed chunks from its cache), RUNS times each; the medians are printed.
 *
 * Figures: FCP (the first paint with content, `first-contentful-paint`), LCP (`largest-contentful-paint`), the
 * cumulative layout shift, and "usable": for `/` the moment the SPA has taken the page over (its LOGIN button
 * answers: React has hydrated or rendered the header), for `/dashboard` the moment the counts by status show.
 */
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { demoWorkers } from '#infra/local/demo-data/accounts';
import { startTwin } from '#infra/local/twin';
import { repoRoot } from '#infra/paths';
import { encodeBase64Json, SESSION_TOKEN_KEY, USER_DATA_KEY } from '#web/lib/worker-storage';
import { sessionFor } from '../support/accounts';
import type { VerdictRow } from '../support/report';

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 3);

/** The slow phone of the first-paint budget. */
export const THROTTLING = {
  downloadKbps: 1600,
  uploadKbps: 750,
  latencyMs: 150,
  cpuSlowdown: 4,
} as const;

export interface FirstPaintFigures {
  fcp: number;
  lcp: number;
  usable: number;
  cls: number;
}

export interface FirstPaintResult {
  path: string;
  visit: 'cold' | 'warm';
  median: FirstPaintFigures;
}

/** Whether the header's first button (LOGIN, or the worker's menu) has React's handler: the SPA took over. */
function spaTookOver(): boolean {
  const button = document.querySelector('header button');
  return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
}

/** Whether My Office shows its counts by status. */
function countsShown(): boolean {
  return document.querySelector('dl dd') !== null;
}

const pages: { path: string; usable: () => boolean; worker?: true }[] = [
  { path: '/', usable: spaTookOver },
  { path: '/dashboard', usable: countsShown, worker: true },
];

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/** Loads `path` and reads the paint figures; `usable` is polled in the page as fast as the page allows. */
async function visit(page: Page, url: string, usable: () => boolean): Promise<FirstPaintFigures> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(usable, undefined, { timeout: 60_000, polling: 'raf' });
  const usableAt = await page.evaluate(() => performance.now());
  // LCP settles once the page stops growing: give it a moment.
  await page.waitForTimeout(1500);
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number; cls: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        let lcp = Number.NaN;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ fcp, lcp, cls }), 100);
      }),
  );
  return { ...paints, usable: usableAt };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianOf(runs: FirstPaintFigures[]): FirstPaintFigures {
  return {
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    usable: median(runs.map((run) => run.usable)),
    cls: median(runs.map((run) => run.cls)),
  };
}

export async function measureFirstPaint(): Promise<FirstPaintResult[] | string> {
  // FIRST_PAINT_WEB_ROOT measures another build (an earlier one, to compare).
  const webRoot = process.env.FIRST_PAINT_WEB_ROOT ?? join(repoRoot, 'dist/web');
  let twin: Awaited<ReturnType<typeof startTwin>> | undefined;
  let browser: Browser | undefined;
  try {
    // Inside the try: a twin that cannot start (its seeding timed out on a loaded machine) is a result too.
    twin = await startTwin({ webRoot, seed: true });
    const { url } = twin;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    const users = await import('#lib/db/users');
    const worker = demoWorkers[0];
    const workerId = worker ? await users.findIdByGoogleSub(worker.sub) : undefined;
    if (!worker || workerId === undefined) throw new Error('The demo worker is missing from the seed');
    const storage = {
      [SESSION_TOKEN_KEY]: await sessionFor(workerId, 'worker'),
      [USER_DATA_KEY]: encodeBase64Json({ name: worker.name, email: worker.email, photoUrl: '' }),
    };
    const results: FirstPaintResult[] = [];
    for (const target of pages) {
      const cold: FirstPaintFigures[] = [];
      const warm: FirstPaintFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 360, height: 740 },
          isMobile: true,
          hasTouch: true,
          locale: 'en-IN',
        });
        if (target.worker)
          await context.addInitScript((entries: Record<string, string>) => {
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          }, storage);
        const page = await context.newPage();
        await throttle(page);
        const pageUrl = `${url}${target.path}`;
        cold.push(await visit(page, pageUrl, target.usable));
        warm.push(await visit(page, pageUrl, target.usable));
        await context.close();
      }
      results.push({ path: target.path, visit: 'cold', median: medianOf(cold) });
      results.push({ path: target.path, visit: 'warm', median: medianOf(warm) });
      process.stderr.write(
        `[first-paint] ${target.path}: cold FCP ${cold.map((run) => Math.round(run.fcp)).join(', ')} ms; warm FCP ${warm.map((run) => Math.round(run.fcp)).join(', ')} ms\n`,
      );
    }
    return results;
  } catch (error: unknown) {
    return `The first-paint bench could not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    await browser?.close();
    await twin?.stop();
  }
}

export function renderFirstPaint(results: FirstPaintResult[] | string): string {
  if (typeof results === 'string') return results;
  const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);
  const lines = [
    `First paint on a slow phone (${THROTTLING.downloadKbps / 1000} Mbps down, ${THROTTLING.latencyMs} ms RTT, CPU ${THROTTLING.cpuSlowdown}x; 360 px; median of ${RUNS})`,
    `${'page'.padEnd(12)}${'visit'.padEnd(7)}${'FCP'.padStart(10)}${'LCP'.padStart(10)}${'usable'.padStart(10)}${'CLS'.padStart(8)}`,
  ];
  for (const { path, visit, median } of results)
    lines.push(
      `${path.padEnd(12)}${visit.padEnd(7)}${ms(median.fcp).padStart(10)}${ms(median.lcp).padStart(10)}${ms(median.usable).padStart(10)}${median.cls.toFixed(3).padStart(8)}`,
    );
  return lines.join('\n');
}

/** The first paint has no budget, only the architecture's aim (`/` under 1 s on this phone): rows without a verdict. */
export function firstPaintVerdicts(results: FirstPaintResult[] | string): VerdictRow[] {
  if (typeof results === 'string') return [];
  return results.map(({ path, visit, median }) => ({
    figure: `first paint ${path} ${visit}: FCP / usable`,
    measured: `${Math.round(median.fcp)} / ${Math.round(median.usable)} ms`,
    limit: path === '/' && visit === 'cold' ? 'no budget (aim: FCP < 1000 ms)' : 'no budget',
    verdict: 'n/a',
  }));
}
