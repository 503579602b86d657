/**
 * Explore Jobs' filters in headless Chromium against the seeded local twin: the demo worker (registered in
 * Lucknow), on a 360 px phone, narrows the list to "near me" and work from home, searches by keyboard, copies
 * the URL; a second browser context opens that URL and sees the same list; the back button undoes the search;
 * a search that finds nothing offers Clear filters. No sideways scroll, and axe finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  overflowsHorizontally,
  pageProblems,
  screenshot,
  signedInDemoWorker,
} from '#test/support/browser';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

/** A search's filters as one string: the page's URL less `tab`, or searchJobs' query less `limit`. */
function searchKey(url: string, dropped: string): string {
  const entries = [...new URL(url).searchParams].filter(([name]) => name !== dropped);
  return new URLSearchParams(entries.sort(([a], [b]) => a.localeCompare(b))).toString();
}

/** The titles of each first page searchJobs answered the page, by search (see `listedTitles`). */
const answers = new WeakMap<Page, Map<string, string[]>>();

/** The demo worker signed in on a new page, whose searchJobs answers are kept from the first request on. */
async function signedInPage(viewport: 'desktop' | 'narrowest'): Promise<Page> {
  const page = await signedInDemoWorker(browser(), viewport);
  const answered = new Map<string, string[]>();
  answers.set(page, answered);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/searchJobs' || url.searchParams.has('cursor') || !response.ok()) return;
    response
      .json()
      .then(({ data }: { data: { TITLE: string }[] }) => {
        answered.set(
          searchKey(url.href, 'limit'),
          data.map((job) => job.TITLE),
        );
      })
      // A body no longer there (the page closed): no list waits for it.
      .catch(() => undefined);
  });
  return page;
}

/**
 * The titles of the job cards listed, once the list shows the server's answer to the search in the page's
 * URL: a new search replaces the cards in more than one render (the previous list, then the new one), so the
 * cards are read until they are the titles searchJobs answered for these filters (a list that never gets
 * there, filtered wrongly or stuck on the old search, fails here).
 */
async function listedTitles(page: Page): Promise<string[]> {
  const headings = page.getByRole('tabpanel').getByRole('article').getByRole('heading');
  await headings.first().waitFor();
  let shown: string[] = [];
  let answered: string[] | undefined;
  await expect
    .poll(
      async () => {
        answered = answers.get(page)?.get(searchKey(page.url(), 'tab'));
        shown = await headings.allTextContents();
        return answered !== undefined && shown.join('\n') === answered.join('\n');
      },
      { timeout: 10_000, message: 'the listed jobs are the answer to the search in the URL' },
    )
    .toBe(true);
  return shown;
}

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('a worker filters Explore Jobs and shares the list', () => {
  it('filters by "near me" and work from home on a phone; the copied URL shows the same list elsewhere', async () => {
    const phone = await signedInPage('narrowest');
    await phone.goto(`${baseUrl}/dashboard?tab=explore`, { waitUntil: 'networkidle' });
    const everything = await listedTitles(phone);
    expect(everything).toContain('Mathematics Tutor for Class 8-10');
    expect(everything).toContain('Field Survey Executive (Gig)');

    await phone.getByRole('button', { name: 'Filters', exact: true }).click();
    await phone.getByRole('button', { name: 'Near me: Lucknow' }).click();
    await phone.getByRole('checkbox', { name: 'Work from home only' }).check();
    expect(await overflowsHorizontally(phone), 'sideways scroll with the filters open at 360 px').toBe(false);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    await screenshot(phone, 'job-search-filters-narrowest');
    await phone.getByRole('button', { name: 'Show jobs' }).click();

    await phone.waitForURL((url) => url.searchParams.get('wfh') === '1');
    expect(params(phone)).toEqual({ tab: 'explore', city: 'lucknow', wfh: '1' });
    const nearMe = await listedTitles(phone);
    expect(nearMe).toContain('Mathematics Tutor for Class 8-10');
    expect(nearMe).not.toContain('Field Survey Executive (Gig)');
    expect(nearMe.length).toBeLessThan(everything.length);

    // The search box by keyboard: type, then Enter.
    await phone.getByRole('searchbox', { name: 'Search jobs' }).focus();
    await phone.keyboard.type('mathematics');
    await phone.keyboard.press('Enter');
    await phone.waitForURL((url) => url.searchParams.get('q') === 'mathematics');
    const searched = await listedTitles(phone);
    expect(searched).toEqual(['Mathematics Tutor for Class 8-10']);
    expect(await overflowsHorizontally(phone), 'sideways scroll at 360 px').toBe(false);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    await screenshot(phone, 'job-search-results-narrowest');
    const shared = phone.url();

    // Another browser context (no shared storage but the sign-in) opens the copied link.
    const other = await signedInPage('desktop');
    await other.goto(shared, { waitUntil: 'networkidle' });
    await other.getByRole('tab', { name: 'Explore Jobs', selected: true }).waitFor();
    expect(await listedTitles(other)).toEqual(searched);
    await expect(other.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).resolves.toBe(
      'mathematics',
    );

    // Back undoes the search and keeps the filters.
    await phone.goBack();
    await phone.waitForURL((url) => !url.searchParams.has('q'));
    expect(params(phone)).toEqual({ tab: 'explore', city: 'lucknow', wfh: '1' });
    expect(await listedTitles(phone)).toEqual(nearMe);

    expect(pageProblems(phone)).toEqual([]);
    expect(pageProblems(other)).toEqual([]);
    await phone.context().close();
    await other.context().close();
  });

  it('says when nothing matches and clears the filters', async () => {
    const page = await signedInPage('desktop');
    // Near me with WFH lists remote jobs from anywhere (issue 22): a search text nothing has finds nothing.
    await page.goto(`${baseUrl}/dashboard?tab=explore&city=agra&wfh=1&q=astronaut`, {
      waitUntil: 'networkidle',
    });

    await page.getByText('No jobs match your search and filters.').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    await page.waitForURL((url) => !url.searchParams.has('city'));
    expect(params(page)).toEqual({ tab: 'explore' });
    expect((await listedTitles(page)).length).toBeGreaterThan(1);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
