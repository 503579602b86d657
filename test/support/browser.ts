/** Headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { demoWorkers } from '#infra/local/demo-data/accounts';
import { repoRoot } from '#infra/local/handlers';
import { encodeBase64Json, SESSION_TOKEN_KEY, type StoredUser, USER_DATA_KEY } from '#web/lib/worker-storage';

export const screenshotDir = join(repoRoot, 'test-results/screenshots');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
  narrowest: { width: 360, height: 740 },
} as const;

/**
 * The time a journey test gets: a whole flow across screens and roles, 15 to 90 s on a two-core machine shared
 * with other jobs (a load average of 20). The default (60 s) is for tests of a screen or two.
 */
export const JOURNEY_TIMEOUT_MS = 240_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * One Chromium for the calling test file: launched before its tests, closed after them. After a failed test,
 * every page still open is saved as a full-page picture (test-results/screenshots/<test>-<n>.png), the only
 * pictures the run takes; then whatever the test left open is closed.
 */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (context) => {
    const contexts = browser?.contexts() ?? [];
    if (context.task.result?.state === 'fail') {
      mkdirSync(screenshotDir, { recursive: true });
      const name = context.task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80);
      const pages = contexts.flatMap((open) => open.pages());
      for (const [index, page] of pages.entries())
        await page
          .screenshot({ path: join(screenshotDir, `${name}-${index + 1}.png`), fullPage: true })
          .catch(() => undefined);
    }
    await Promise.all(contexts.map((open) => open.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
}

/**
 * A page in a new browser context at one of the viewports. Every context asks for reduced motion, as a user
 * can: Fluent UI honours it (its CSS transitions drop to 0.01 ms, its Web Animations to 1 ms), so axe and the
 * geometry checks do not catch an element mid-fade on a busy machine (a button at 3.2:1 contrast half-way
 * through its fade-in). What motion is left is waited for before each axe run (`animationsFinished`).
 */
export async function openPage(browser: Browser, viewport: keyof typeof viewports): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    isMobile: viewport !== 'desktop',
    hasTouch: viewport !== 'desktop',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'no reason';
    // Code fetched ahead (the staff area's screens while the log-in is typed) and the favicon are
    // aborted by a navigation that comes first: nothing a visitor sees. A chunk the page needed and did not
    // get fails its import (a page error); every other failed request, the API's above all, stays a problem.
    const { pathname } = new URL(request.url());
    const isStatic = pathname.startsWith('/assets/') || pathname === '/favicon.svg';
    if (isStatic && reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  (page as Page & { problems: string[] }).problems = problems;
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  (page as Page & { inFlight: Set<unknown> }).inFlight = inFlight;
  return page;
}

/**
 * Waits until the page has had no request in flight for `quietMs`. Playwright's `networkidle` only counts
 * from the last navigation, so after a click that starts a request (an SWR revalidation) it is already
 * reached; a reload or `goto` then aborts that request, which the page reports as a failed request.
 */
export async function requestsSettled(page: Page, quietMs = 300, timeoutMs = 15_000): Promise<void> {
  const inFlight = (page as Page & { inFlight?: Set<unknown> }).inFlight;
  if (!inFlight) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(`${inFlight.size} request(s) still in flight after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Errors the page logged or requests that failed: a clean page has none. */
export function pageProblems(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

/** Loads the lazy images now (nothing scrolls to them), and waits for every image. */
export async function loadAllImages(page: Page): Promise<void> {
  // Checked on every poll: a list that renders again after the first look brings new lazy images.
  await page.waitForFunction(
    () =>
      [...document.images].every((image) => {
        if (image.loading === 'lazy') image.loading = 'eager';
        return image.complete;
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/** Images that failed to load (a broken image on screen). */
export async function brokenImages(page: Page): Promise<string[]> {
  await loadAllImages(page);
  return page.evaluate(() =>
    [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src),
  );
}

/**
 * Local storage as sign-in leaves it (web/src/lib/session.ts), written before the page's own scripts run on its
 * first load only: a sign-out or an erasure later in the tab stays signed out across reloads.
 */
export async function signInWithStorage(page: Page, token: string, user: StoredUser): Promise<void> {
  await page.addInitScript(
    ([tokenKey, jwt, userKey, userData]) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem(tokenKey, jwt);
      localStorage.setItem(userKey, userData);
    },
    [SESSION_TOKEN_KEY, token, USER_DATA_KEY, encodeBase64Json(user)] as const,
  );
}

/** Signs the seeded demo worker (infra/local/demo-data) in on `page` from its next load, with the e2e token. */
export async function signInAsDemoWorker(page: Page): Promise<void> {
  const worker = demoWorkers[0];
  if (!worker) throw new Error('The demo worker is missing from the seed');
  await signInWithStorage(page, inject('demoWorkerToken'), {
    name: worker.name,
    email: worker.email,
    photoUrl: '',
  });
}

/** A new page at `viewport` with the demo worker signed in; it has not loaded anything yet. */
export async function signedInDemoWorker(browser: Browser, viewport: keyof typeof viewports): Promise<Page> {
  const page = await openPage(browser, viewport);
  await signInAsDemoWorker(page);
  return page;
}

/** The longest motion `animationsFinished` waits for. */
const MOTION_AT_MOST_MS = 1000;

/**
 * Waits until no motion runs in the page, and again once the page is idle (the end of one motion may start
 * another): what axe or a bounding box then measures is what stays on screen. Motion is an animation or
 * transition that ends within a second (Fluent's slowest lasts half a second); endless ones (a spinner) and
 * long ones are not waited for: Fluent runs a toast's lifetime as a CSS animation of several seconds on an
 * empty element.
 */
export async function animationsFinished(page: Page): Promise<void> {
  const noMotion = () =>
    page.waitForFunction(
      (longest) =>
        document.getAnimations().every((animation) => {
          const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
          return animation.playState !== 'running' || end > longest;
        }),
      MOTION_AT_MOST_MS,
      { timeout: 10_000 },
    );
  await noMotion();
  // What a motion's end causes (a closed dialog leaving the page) renders in a later task: once the page is
  // idle, it has; then no new motion may have started.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
  await noMotion();
}

/** Whether the page is wider than the window (a horizontal scroll bar on a phone). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
