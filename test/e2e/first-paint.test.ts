/**
 * A first paint that does not wait for JavaScript (decision 229), in a real headless Chromium
 * against the local twin:
 * - the HTML the twin serves for each prerendered public page (fetched raw, no browser) carries the page's
 *   visible heading and the styles of its classes, in the language the cookie or Accept-Language names;
 * - with JavaScript off, the home page shows its content at 360 px without sideways scroll;
 * - with JavaScript, in English, Hindi and Telugu, the SPA takes the prerendered markup over (the heading is the
 *   very element the browser parsed: hydrated, not rendered again), with no console error and no hydration
 *   mismatch, no layout shift worth the name, no sideways scroll, and a client-side navigation works (axe is the
 *   sweep's, sweep.test.ts);
 * - the staff log-in pages (decision 240) arrive as HTML with their form, and what is typed before the
 *   SPA takes the form over is what LOGIN sends.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoStaff } from '#infra/local/demo-data/accounts';
import {
  browserForThisFile,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  viewports,
} from '#test/support/browser';
import { en, hi, te } from '#test/support/catalogues';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
const catalogues = { en, hi, te } as const;
type Language = keyof typeof catalogues;

/** Each prerendered page, its heading's id, and the heading's text in a language. */
const pages = [
  { path: '/', heading: 'home-title', text: (l: Language) => catalogues[l]['site.missionHeadline'] },
  {
    path: '/aboutus',
    heading: 'about-title',
    text: (l: Language) => catalogues[l]['about.heading'].replace('{product}', 'Earnlearn'),
  },
  { path: '/contactus', heading: 'contact-title', text: (l: Language) => catalogues[l]['contact.heading'] },
  { path: '/client', heading: 'client-title', text: (l: Language) => catalogues[l]['client.heroHeading'] },
];

async function raw(path: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  return response.text();
}

/** The text of the element with this id in raw HTML (its first text, before any child element). */
function headingText(html: string, id: string): string | undefined {
  return new RegExp(`<h1 id="${id}" class="([^"]*)">([^<]*)`).exec(html)?.[2];
}

describe('the prerendered public pages, fetched raw', () => {
  it.each(pages)('$path carries its heading and its styles, in the language asked for', async (page) => {
    for (const [language, headers] of [
      ['en', {}],
      ['hi', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }],
      ['te', { 'accept-language': 'en-US', cookie: 'earnlearn-language=te' }],
    ] as const) {
      const html = await raw(page.path, headers);
      expect(html, language).toContain(`<html lang="${language}">`);
      expect(html).toContain(`data-prerendered="${language}"`);
      expect(headingText(html, page.heading), `${page.path} in ${language}`).toBe(page.text(language));
      // Every Griffel class of the heading has its rule in the page's own <style> elements.
      const classes =
        new RegExp(`<h1 id="${page.heading}" class="([^"]*)"`).exec(html)?.[1]?.split(' ') ?? [];
      expect(classes.length).toBeGreaterThan(2);
      const styles = [...html.matchAll(/<style[^>]*data-make-styles-bucket[^>]*>([^<]*)<\/style>/g)]
        .map((match) => match[1])
        .join('');
      for (const name of classes.filter((name) => !name.startsWith('___')))
        expect(styles, `.${name} in ${page.path}`).toContain(`.${name}`);
    }
  });

  it('serves the SPA shell, not a prerendered page, for the other routes', async () => {
    const html = await raw('/dashboard', {});
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  });
});

describe('the home page without JavaScript', () => {
  it('shows its content, styled, at 360 px without sideways scroll', async () => {
    const context = await browser().newContext({ viewport: viewports.narrowest, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const heading = page.getByRole('heading', { level: 1, name: en['site.missionHeadline'] });
    expect(await heading.isVisible()).toBe(true);
    const box = await heading.boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    expect(await page.getByRole('link', { name: en['home.wantWorkDone'] }).isVisible()).toBe(true);
    // Styled: the heading is in the hero's large type, not the browser's default.
    const fontSize = await heading.evaluate((element) => getComputedStyle(element).fontSize);
    expect(Number.parseFloat(fontSize)).toBeGreaterThanOrEqual(36);
    expect(await overflowsHorizontally(page)).toBe(false);
    await context.close();
  });
});

/** A page that records the first h1 the parser made, and the layout shifts, before the SPA's code runs. */
async function openWatched(language: Language, viewport: 'narrowest' | 'desktop'): Promise<Page> {
  const context = await browser().newContext({
    viewport: viewports[viewport],
    locale: language === 'en' ? 'en-IN' : `${language}-IN`,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  (page as Page & { problems: string[] }).problems = problems;
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  (page as Page & { inFlight: Set<unknown> }).inFlight = inFlight;
  await page.addInitScript(() => {
    const state = window as unknown as { parsedHeading?: Element | null; shifts: number };
    state.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        state.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // Parsing is done and the module scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') state.parsedHeading = document.querySelector('h1');
    });
  });
  return page;
}

/** Whether the page's h1 is the very element the browser parsed from the HTML (hydrated, not rendered again). */
function keptParsedHeading(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as { parsedHeading?: Element | null }).parsedHeading ===
      document.querySelector('h1'),
  );
}

/** Waits until React has taken the page's h1 over (the element carries React's fiber). */
async function headingTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

describe('the SPA taking the prerendered page over', () => {
  it.each([
    ['en', 'desktop'],
    ['hi', 'narrowest'],
    ['te', 'desktop'],
  ] as const)(
    'in %s at %s width: hydrated, no errors, a client-side navigation',
    async (language, viewport) => {
      const page = await openWatched(language, viewport);
      await page.goto(`${baseUrl}/`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const heading = page.getByRole('heading', {
        level: 1,
        name: catalogues[language]['site.missionHeadline'],
      });
      await heading.waitFor();
      // Hydrated: the heading on screen is the very element the browser parsed from the HTML.
      expect(await keptParsedHeading(page)).toBe(true);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, 'cumulative layout shift').toBeLessThan(0.1);
      expect(await overflowsHorizontally(page)).toBe(false);
      // A client-side navigation: the document stays (a mark set on the window survives), the page changes.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('link', { name: catalogues[language]['home.wantWorkDone'] }).click();
      await page.waitForURL(`${baseUrl}/client`);
      await page
        .getByRole('heading', { level: 1, name: catalogues[language]['client.heroHeading'] })
        .waitFor();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      // Interactive: back home, the visitor's button opens the sign-in dialog (only React's handler does that).
      await page.goBack();
      await page.getByRole('button', { name: catalogues[language]['home.lookingForWork'] }).click();
      await page.locator('[role="dialog"], [role="alertdialog"]').waitFor();
      await requestsSettled(page);
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    },
  );

  it.each(pages.slice(1))(
    'hydrates $path too (its route is a lazy chunk): the parsed heading stays',
    async (target) => {
      const page = await openWatched('en', 'desktop');
      await page.goto(`${baseUrl}${target.path}`);
      // Hydrated once the footer's links have React's handlers (the page's chunk loaded, the boundary hydrated).
      await page.waitForFunction(() => {
        const link = document.querySelector('footer a');
        return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
      });
      await headingTakenOver(page);
      expect(await keptParsedHeading(page)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1);
      await requestsSettled(page);
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('renders afresh for a signed-in worker or another language, without a hydration error', async () => {
    // The browser's language says Hindi but the visitor chose Telugu here before the cookie existed: the edge
    // serves Hindi, the SPA renders Telugu over it, and keeps the choice in the cookie for the next visit.
    const page = await openWatched('hi', 'desktop');
    await page.addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'te');
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: te['site.missionHeadline'] }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'earnlearn-language')?.value).toBe('te');
    await requestsSettled(page);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('te');
    await page.getByRole('heading', { level: 1, name: te['site.missionHeadline'] }).waitFor();
    await requestsSettled(page);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the staff log-in pages, prerendered', () => {
  it.each([
    ['/admin/login', 'Admin Login'],
    ['/internal/login', 'Internal Login'],
  ])('%s arrives with its form: heading, fields, LOGIN disabled, sent as a POST', async (path, title) => {
    const html = await raw(path, {});
    expect(html).toContain('data-prerendered="en"');
    expect(html).toMatch(new RegExp(`<h1 class="[^"]*">${title}</h1>`));
    expect(html).toMatch(/<input type="email"[^>]*value=""/);
    expect(html).toMatch(/<input type="password"[^>]*value=""/);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('keeps what was typed before the SPA took the form over, and LOGIN sends it', async () => {
    const hr = demoStaff.find((account) => account.role === 'HR');
    if (!hr) throw new Error('the demo data has no HR account');
    const page = await openWatched('en', 'narrowest');
    // The entry script is held back until the fields are filled: the staff member types into the HTML alone.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the module scripts, which are held.
    await page.goto(`${baseUrl}/internal/login`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Internal Login' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(hr.email);
    await page.getByLabel('Password').fill(hr.password);
    expect(await page.getByRole('button', { name: 'LOGIN' }).isDisabled()).toBe(true);
    release();
    // Taken over: the heading is the parsed one, and the form now knows the typed values.
    await headingTakenOver(page);
    expect(await keptParsedHeading(page)).toBe(true);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(`${baseUrl}/internal/dashboard`);
    await page.getByRole('heading', { name: /^All Internships \(\d+\)$/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1);
    await requestsSettled(page);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
