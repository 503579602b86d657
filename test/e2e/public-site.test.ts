/**
 * The public site in headless Chromium against the local twin, in English at 1280 px: each page's spec texts
 * with no page error and no broken image, the header's and footer's links as a visitor follows them, the client
 * page's sections from its nav, the 404 page's way home, the sign-in dialog; a job link opened signed out, whose
 * Apply signs in through the twin's stand-in for Google and comes back to the job to apply; a visitor loads none
 * of the bell's code. The raw HTML of a job page, as a crawler or a link preview reads it, is fetched without a
 * browser. The 360 px layout and axe are the sweep's (sweep.test.ts); each page's content in test/web.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Job } from '#shared/api/job-shapes';
import {
  animationsFinished,
  brokenImages,
  browserForThisFile,
  openPage,
  pageProblems,
  requestsSettled,
} from '#test/support/browser';
import { en } from '#test/support/catalogues';
import { get, signUpWorker } from '#test/support/e2e-api';
import { jobPostingProblems, readRawPage } from '#test/support/job-posting-schema';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

const pages = [
  { name: 'home', path: '/', texts: ['Looking for Work', 'Want to get the work done', '5000+', '15+'] },
  { name: 'aboutus', path: '/aboutus', texts: ['Why Work With Us'] },
  {
    name: 'contactus',
    path: '/contactus',
    texts: ['CONTACT US', 'We Would Be Happy to Help You', 'Monday-Friday 9AM-7PM', 'Sunday closed'],
  },
  { name: 'client', path: '/client', texts: ['Diligence', 'Auditing', 'New Business Development'] },
  {
    name: 'privacy',
    path: '/privacy',
    texts: [
      'Privacy notice',
      'Grievance Officer, Earnlearn',
      'privacy@earnlearn.in',
      'Data Protection Board of India',
    ],
  },
  { name: 'terms', path: '/terms', texts: ['Terms and conditions', 'Acceptable use'] },
  {
    name: 'not-found',
    path: '/no/such/page',
    texts: ["Oops, This page isn't available.", 'Back To Homepage'],
  },
];

/** The seeded jobs, read as anyone reads them (getPublicJob), by id. */
let open: Job[] = [];
let closed: Job | undefined;
beforeAll(async () => {
  const found: Job[] = [];
  for (let id = 1; id <= 40; id++) {
    const response = await fetch(`${baseUrl}/api/getPublicJob?id=${id}`);
    if (response.status === 200) found.push(((await response.json()) as { data: Job }).data);
  }
  open = found.filter((job) => job.STATUS !== 'CLOSED');
  closed = found.find((job) => job.STATUS === 'CLOSED');
});

describe('a visitor on the public site', () => {
  it('reads every page, follows the header, footer and client nav, goes home from the 404 page, opens the sign-in', async () => {
    const page = await openPage(browser(), 'desktop');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const { path, texts } of pages) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // The page's own chunk loads after the shell.
      await page
        .getByText(texts[0] ?? '')
        .first()
        .waitFor();
      const body = await page.locator('body').innerText();
      for (const text of texts) expect(body, path).toContain(text);
      expect(await brokenImages(page), path).toEqual([]);
    }

    // The 404 page's way home; the home page's way to the client page.
    await page.getByRole('link', { name: 'Back To Homepage' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Want to get the work done' }).click();
    await page.waitForURL(`${baseUrl}/client`);

    // The client page's nav scrolls to each section.
    const nav = page.getByRole('navigation').first();
    for (const label of ['Our Services', 'Clients', 'Contact']) {
      await nav.getByRole('link', { name: label }).click();
      const hash = new URL(page.url()).hash;
      expect(hash.length).toBeGreaterThan(1);
      await page.waitForFunction((id) => {
        const box = document.querySelector(id)?.getBoundingClientRect();
        return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
      }, hash);
    }

    // The footer: the copyright and its links; the header's logo goes home.
    await page.goto(`${baseUrl}/aboutus`, { waitUntil: 'networkidle' });
    const footer = page.locator('footer');
    const footerText = await footer.innerText();
    expect(footerText).toMatch(/2021/);
    expect(footerText).toMatch(/all rights reserved/i);
    for (const link of [
      'About us',
      'Contact us',
      'Internships',
      'Campus Ambassador',
      'Help & Support',
      'Job Openings',
      'Partners',
    ])
      await expect(footer.getByRole('link', { name: link }).count()).resolves.toBeGreaterThan(0);
    await footer.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(`${baseUrl}/contactus`);
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${baseUrl}/`);

    // LOGIN opens the sign-in dialog with the spec's note; a click beside it leaves it open; Close closes it.
    await page.locator('header').getByRole('button', { name: 'LOGIN' }).click();
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
    await dialog
      .getByText('By logging in, I agree with all the terms and conditions and privacy policy')
      .waitFor();
    // It comes to rest in the window's middle, not flush with its top edge.
    await animationsFinished(page);
    const box = await page.getByRole('alertdialog').boundingBox();
    const above = box?.y ?? 0;
    const below = (page.viewportSize()?.height ?? 0) - above - (box?.height ?? 0);
    expect(above).toBeGreaterThan(100);
    expect(Math.abs(above - below)).toBeLessThanOrEqual(2);
    await page.mouse.click(5, 5);
    await animationsFinished(page);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A visitor has no bell: none of its code, no count asked.
    await requestsSettled(page);
    expect(requested.filter((path) => /NotificationBell|Notifications/.test(path))).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
  });

  it('opens a shared job link signed out; Apply signs in and comes back to the job, its application open', async () => {
    const job = open[2] as Job;
    const worker = await signUpWorker(`Meena Iyer ${randomBytes(3).toString('hex')}`);
    const page = await openPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/jobs/${job.ID}`);
    await page.getByRole('heading', { level: 1, name: job.TITLE }).waitFor();
    await page.getByText(en['job.signInToApply']).waitFor();
    await page.getByRole('button', { name: en['job.apply'], exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: en['auth.continueGoogle'] }).click();
    await page.waitForURL(/\/dev\/idp\/signin\?/);
    await page.getByLabel('E-mail').fill(worker.email);
    await page.getByLabel('Name').fill(worker.name);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/jobs/${job.ID}`);
    // Under the apply step's dialog (the rest of the page hidden from the accessibility tree meanwhile).
    const apply = page.getByRole('button', { name: en['job.apply'], exact: true, includeHidden: true });
    // On a desktop Apply stays in the page's flow (on a phone it is a bar in reach: the sweep).
    expect(await apply.evaluate((button) => getComputedStyle(button.parentElement as Element).position)).toBe(
      'static',
    );
    await expect(brokenImages(page)).resolves.toEqual([]);
    // The application the visitor started continues: its step opens, and sends.
    await page.getByRole('button', { name: en['apply.send'] }).click();
    await page.waitForURL(`${baseUrl}/dashboard*`);
    const applied = await get<{ data: { ID: number }[] }>('getAppliedJobs', worker.token);
    expect(applied.data.map((one) => one.ID)).toContain(job.ID);
    expect(pageProblems(page)).toEqual([]);
  });
});

describe('the raw HTML of a job page (no JavaScript)', () => {
  it('carries the Open Graph tags, a valid JobPosting and the job text of an open job', async () => {
    const job = open[0] as Job;
    const response = await fetch(`${baseUrl}/jobs/${job.ID}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = readRawPage(await response.text());
    expect(page.metaContent('og:title')).toBe(`${job.TITLE} at ${job.COMPANY_NAME} | Earnlearn`);
    expect(page.metaContent('og:url')).toBe(`${baseUrl}/jobs/${job.ID}`);
    expect(page.metaContent('og:image')).toMatch(/^https?:\/\//);
    expect(page.metaContent('og:type')).toBe('website');
    expect(page.metaContent('og:description')).toBeTruthy();
    expect(page.metaContent('description')).toBe(page.metaContent('og:description'));
    expect(page.jobPostings).toHaveLength(1);
    expect(jobPostingProblems(page.jobPostings[0])).toEqual([]);
    expect(page.rootText).toContain(job.TITLE);
    // The SPA's own scripts load and take the page over.
    expect(page.moduleScripts.some((src) => src?.startsWith('/assets/'))).toBe(true);
  });

  it('says a closed job is closed, with no JobPosting', async () => {
    expect(closed, 'the demo data has a closed job').toBeDefined();
    const response = await fetch(`${baseUrl}/jobs/${closed?.ID}`);
    expect(response.status).toBe(200);
    const page = readRawPage(await response.text());
    expect(page.rootText).toContain('This job is closed');
    expect(page.jobPostings).toEqual([]);
    expect(page.metaContent('robots')).toBe('noindex');
  });

  it("answers an id that is no job with a 404 and the SPA's not-found text", async () => {
    const response = await fetch(`${baseUrl}/jobs/987654321`);
    expect(response.status).toBe(404);
    expect(readRawPage(await response.text()).rootText).toContain("Oops, This page isn't available");
  });
});
