/**
 * The public jobs (issue 40 item 1) against the twin: the pages function's raw HTML of a category page in Hindi,
 * the sitemap and robots.txt as a crawler fetches them (no browser); then at 360 px a signed-out visitor browses
 * /jobs, filters it, opens a job, signs in with the twin's stand-in for Google from its Apply, and the
 * application they started completes. Axe clean and no sideways scroll on the list.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchedJob } from '#shared/api/job-shapes';
import { screenIsClean } from '#test/support/axe';
import { browserForThisFile, openPage, pageProblems, requestsSettled } from '#test/support/browser';
import { en } from '#test/support/catalogues';
import { get, signUpWorker } from '#test/support/e2e-api';
import { readRawPage } from '#test/support/job-posting-schema';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

/** A seeded open job in Hyderabad, as anyone's search finds it. */
let hyderabad: SearchedJob;
beforeAll(async () => {
  const response = await fetch(`${baseUrl}/api/searchPublicJobs?city=hyderabad-telangana&limit=20`);
  expect(response.status).toBe(200);
  const found = ((await response.json()) as { data: SearchedJob[] }).data;
  expect(found.length, 'the demo data has a job in Hyderabad').toBeGreaterThan(0);
  hyderabad = found[0] as SearchedJob;
});

describe('the public jobs as a crawler reads them (no JavaScript)', () => {
  it('lists /jobs?city=hyderabad in Hindi with its jobs and hreflang alternates, and the sitemap names it', async () => {
    const response = await fetch(`${baseUrl}/jobs?city=hyderabad&lang=hi`);
    expect(response.status).toBe(200);
    const page = readRawPage(await response.text());
    expect(page.document.documentElement.getAttribute('lang')).toBe('hi');
    expect(page.document.querySelector(`#root a[href="/jobs/${hyderabad.ID}?lang=hi"]`)).not.toBeNull();
    const hreflangs = [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
      link.getAttribute('hreflang'),
    );
    expect(hreflangs.sort()).toEqual(['en', 'hi', 'te', 'x-default']);
    expect(page.moduleScripts.some((src) => src?.startsWith('/assets/'))).toBe(true);

    const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(index).toContain(`${baseUrl}/sitemaps/pages.xml`);
    const pages = await (await fetch(`${baseUrl}/sitemaps/pages.xml`)).text();
    expect(pages).toContain(`<loc>${baseUrl}/jobs?city=hyderabad&amp;lang=hi</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('redirects the path form of a city to its one address', async () => {
    const response = await fetch(`${baseUrl}/jobs/in/hyderabad`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/jobs?city=hyderabad');
  });
});

describe('a signed-out visitor on a phone', () => {
  it('browses /jobs, filters, opens a job, signs in from Apply and completes the application', async () => {
    const worker = await signUpWorker(`Ravi Teja ${randomBytes(3).toString('hex')}`);
    const page = await openPage(browser(), 'narrowest');
    await page.goto(`${baseUrl}/jobs`);
    await page.getByRole('heading', { level: 1, name: en['publicJobs.title'] }).waitFor();
    await page.getByRole('link', { name: en['job.view'] }).first().waitFor();
    // The footer's Students links lead here.
    const footer = page.locator('footer');
    await expect(
      footer.getByRole('link', { name: en['footer.internships'] }).getAttribute('href'),
    ).resolves.toBe('/jobs?type=internship');
    await screenIsClean(page);

    // A word of the job's title, searched: the URL carries it, and the list shows the job.
    const word = hyderabad.TITLE.split(/\s+/)[0] ?? '';
    await page.getByRole('searchbox', { name: en['explore.searchLabel'] }).fill(word);
    await page.getByRole('button', { name: en['explore.search'], exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    const card = page.locator(`#job-${hyderabad.ID}-title`);
    await card.waitFor();
    await screenIsClean(page);

    await page.locator(`a[href="/jobs/${hyderabad.ID}"]`).first().click();
    await page.waitForURL(`${baseUrl}/jobs/${hyderabad.ID}`);
    await page.getByRole('heading', { level: 1, name: hyderabad.TITLE }).waitFor();
    await page.getByRole('button', { name: en['job.apply'], exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en['auth.continueGoogle'] }).click();
    await page.waitForURL(/\/dev\/idp\/signin\?/);
    await page.getByLabel('E-mail').fill(worker.email);
    await page.getByLabel('Name').fill(worker.name);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back on the job, the application it started is open: it sends.
    await page.waitForURL(`${baseUrl}/jobs/${hyderabad.ID}`);
    await page.getByRole('button', { name: en['apply.send'] }).click();
    await page.waitForURL(`${baseUrl}/dashboard*`);
    await requestsSettled(page);
    const applied = await get<{ data: { ID: number }[] }>('getAppliedJobs', worker.token);
    expect(applied.data.map((one) => one.ID)).toContain(hyderabad.ID);
    expect(pageProblems(page)).toEqual([]);
  });
});
