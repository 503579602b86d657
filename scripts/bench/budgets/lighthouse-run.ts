/**
 * One Lighthouse run, in a process of its own (`budgets/lighthouse.ts` starts it with tsx), as Lighthouse's own
 * command line makes it: Chromium started by chrome-launcher with a fresh profile, Lighthouse connected to it
 * and loading the page in a new tab, mobile preset, simulated throttling. Lighthouse, chrome-launcher and
 * puppeteer-core are the ones npx fetched (`LIGHTHOUSE_MODULES`, their node_modules folder): benchmark tools,
 * not project dependencies.
 *
 * A signed-in page gets its session first, in the very tab Lighthouse then measures: the tab opens a small file
 * of the origin (the icon, not the app), the session is written into its storage (local storage for a worker,
 * as sign-in leaves it; session storage for staff, which lives as long as the tab, so it cannot be written
 * into a profile beforehand), and the browser's cache is emptied, so the page loads cold as a first visit does.
 * Lighthouse then runs without resetting the origin's storage.
 *
 * Input: one JSON argument ({@link RunRequest}). Output: the report's JSON, written to `out`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RunRequest {
  url: string;
  out: string;
  chromePath: string;
  chromeFlags: string[];
  /** Entries to write into the origin's storage before the run. */
  session?: { storage: 'local' | 'session'; entries: Record<string, string> };
}

interface Launched {
  port: number;
  kill(): void | Promise<void>;
}
interface Cdp {
  send(method: string, params?: object): Promise<unknown>;
}
interface Page {
  goto(url: string): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  createCDPSession(): Promise<Cdp>;
}
interface Browser {
  newPage(): Promise<Page>;
  disconnect(): Promise<void>;
}

const modules = process.env.LIGHTHOUSE_MODULES;
if (!modules)
  throw new Error('LIGHTHOUSE_MODULES (the node_modules folder npx fetched Lighthouse into) is not set');
const load = (path: string) => import(pathToFileURL(join(modules, path)).href);

const request = JSON.parse(process.argv[2] ?? '') as RunRequest;
const { default: lighthouse } = (await load('lighthouse/core/index.js')) as {
  default: (
    url: string,
    flags: object,
    config: undefined,
    page?: Page,
  ) => Promise<{ lhr: unknown } | undefined>;
};
const chromeLauncher = (await load('chrome-launcher/dist/index.js')) as {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<Launched>;
};
const { default: puppeteer } = (await load('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')) as {
  default: { connect(options: { browserURL: string; defaultViewport: null }): Promise<Browser> };
};

const chrome = await chromeLauncher.launch({
  chromePath: request.chromePath,
  chromeFlags: request.chromeFlags,
});
try {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  const { session } = request;
  if (session) {
    await page.goto(new URL('/favicon.svg', request.url).href);
    await page.evaluate(({ storage, entries }) => {
      const store = storage === 'local' ? localStorage : sessionStorage;
      for (const [key, value] of Object.entries(entries)) store.setItem(key, value);
    }, session);
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
  }
  const result = await lighthouse(
    request.url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(session ? { disableStorageReset: true } : {}),
    },
    undefined,
    page,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  writeFileSync(request.out, JSON.stringify(result.lhr));
  await browser.disconnect();
} finally {
  await chrome.kill();
}
