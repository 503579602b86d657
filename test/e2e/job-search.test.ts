/**
 * Explore Jobs' filters in headless Chromium against the seeded local twin: the demo worker (registered in
 * Lucknow), on a 360 px phone, narrows the list to "near me" and work from home, searches by keyboard, copies
 * the URL; a second browser context opens that URL and sees the same list; the back button undoes the search;
 * a search that finds nothing offers Clear filters. No sideways scroll, and axe finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoWorkers } from '#infra/local/demo-data/accounts';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  openPage,
  overflowsHorizontally,
  pageProblems,
  screenshot,
  signInWithStorage,
} from '#test/support/browser';

const baseUrl = inject('baseUrl');
const demoWorkerToken = inject('demoWorkerToken');
const browser = browserForThisFile();

async function signedInPage(viewport: 'desktop' | 'narrowest'): Promise<Page> {
  const page = await openPage(browser(), viewport);
  const worker = demoWorkers[0];
  if (!worker) throw new Error('The demo worker is missing from the seed');
  await signInWithStorage(page, demoWorkerToken, { name: worker.name, email: worker.email, photoUrl: '' });
  return page;
}

/**
 * The titles of the job cards listed, once the list has loaded and settled: a new search replaces the cards
 * in more than one render (the previous list, then the new one), so the titles are read until two reads in a
 * row agree and name at least one card.
 */
async function listedTitles(page: Page): Promise<string[]> {
  const headings = page.getByRole('tabpanel').getByRole('article').getByRole('heading');
  await headings.first().waitFor();
  await page.waitForLoadState('networkidle');
  let previous = await headings.allTextContents();
  for (let reads = 0; reads < 40; reads += 1) {
    await page.waitForTimeout(150);
    const now = await headings.allTextContents();
    if (now.length > 0 && now.join('\n') === previous.join('\n')) return now;
    previous = now;
  }
  throw new Error(`The job list did not settle: ${previous.join(', ')}`);
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
    expect(await other.getByRole('tab', { name: 'Explore Jobs', selected: true }).isVisible()).toBe(true);
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
    await page.goto(`${baseUrl}/dashboard?tab=explore&city=agra&wfh=1`, { waitUntil: 'networkidle' });

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
