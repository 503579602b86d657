/**
 * Job pages anyone can open and share (issue 24 item 6, "Tests and proof"), against the local twin:
 * - the raw HTML of /jobs/{id}, fetched with no JavaScript as a crawler or a link preview reads it: Open Graph
 *   tags and a valid JSON-LD JobPosting for an open job, "closed" and no JobPosting for a closed one, a 404 for
 *   an id that is no job; and the SPA's own scripts in the same page;
 * - in headless Chromium, a signed-out visitor opens a job link, in Hindi at 360 px and in English at 1280 px:
 *   Share uses the share sheet (stubbed in the page to record the call) or copies the link ("Link copied"),
 *   Apply asks to sign in (the local identity provider), the visitor comes back to the same job and applies.
 * Every screen is checked with axe-core and for sideways scroll, with screenshots
 * (test-results/screenshots/public-job-*.png).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Job } from '#shared/api/job-shapes';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  animationsFinished,
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  openPage,
  overflowsHorizontally,
  pageProblems,
  requestsSettled,
  screenshot,
  type viewports,
} from '#test/support/browser';
import { en, hi } from '#test/support/catalogues';
import { jobPostingProblems, readRawPage } from '#test/support/job-posting-schema';
import { freshMobileNumber, latestCode } from '#test/support/twin-sms';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

interface Worker {
  name: string;
  email: string;
  token: string;
}

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A registered worker (dev sign-in, consent, details, a verified number), in `language`. */
async function signUpWorker(name: string, language: 'en' | 'hi'): Promise<Worker> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${randomBytes(3).toString('hex')}@example.com`;
  const signIn = await fetch(`${baseUrl}/dev/idp/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }),
  });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const { token } = (await post('loginOrRegister', { idToken })).body as { token: string };
  const dob = '2002-08-15';
  const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language, accept: true, smsUpdates: false };
  expect((await post('giveConsent', { ...consent, dob, screen: 'signUp' }, token)).status).toBe(200);
  const details = { name, gender: 1, dob, languages: ['hindi'], cityName: 'lucknow', education: 'graduate' };
  expect((await post('registerDetails', details, token)).status).toBe(200);
  expect((await post('setLanguage', { language }, token)).status).toBe(200);
  const number = freshMobileNumber('8');
  expect((await post('registerMobileNumber', { number }, token)).status).toBe(200);
  expect((await post('validateOTP', { otp: await latestCode(number) }, token)).body).toEqual({
    success: true,
  });
  return { name, email, token };
}

/** The seeded jobs, read as anyone reads them (getPublicJob), by id from 1 until `count` are found. */
async function seededJobs(): Promise<Job[]> {
  const found: Job[] = [];
  for (let id = 1; id <= 40; id++) {
    const response = await fetch(`${baseUrl}/api/getPublicJob?id=${id}`);
    if (response.status === 200) found.push(((await response.json()) as { data: Job }).data);
  }
  return found;
}

async function appliedIds(worker: Worker): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/getAppliedJobs`, {
    headers: { authorization: `Bearer ${worker.token}` },
  });
  return ((await response.json()) as { data: { ID: number }[] }).data.map((job) => job.ID);
}

/** Serious axe findings and sideways scroll of the screen as it is, with a screenshot. */
async function problemsOf(page: Page, step: string): Promise<string[]> {
  await requestsSettled(page);
  await animationsFinished(page);
  const problems = (await seriousAccessibilityProblems(page)).map((problem) => `${step}: ${problem}`);
  if (await overflowsHorizontally(page)) problems.push(`${step}: sideways scroll`);
  await screenshot(page, `public-job-${step}`);
  return problems;
}

/**
 * A signed-out visitor's page: in `language`, with the share sheet replaced by a recorder (`shareSheet`), or
 * with none and a clipboard that records what it was given.
 */
async function visitorPage(
  viewport: keyof typeof viewports,
  language: 'en' | 'hi',
  shareSheet: boolean,
): Promise<Page> {
  const page = await openPage(browser(), viewport);
  await page.addInitScript(
    ({ chosen, sheet }) => {
      localStorage.setItem('language', chosen);
      const recorded: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = recorded;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: sheet
          ? async (data: unknown) => {
              recorded.push(data);
            }
          : undefined,
      });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({
          writeText: async (text: string) => {
            recorded.push({ copied: text });
          },
        }),
      });
    },
    { chosen: language, sheet: shareSheet },
  );
  return page;
}

/** Through the local stand-in for Google, as `worker`, from the open sign-in dialog. */
async function signInThroughDialog(page: Page, worker: Worker, continueLabel: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: continueLabel }).click();
  await page.waitForURL(/\/dev\/idp\/signin\?/);
  await page.getByLabel('E-mail').fill(worker.email);
  await page.getByLabel('Name').fill(worker.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

let open: Job[] = [];
let closed: Job | undefined;

beforeAll(async () => {
  const jobs = await seededJobs();
  open = jobs.filter((job) => job.STATUS !== 'CLOSED');
  closed = jobs.find((job) => job.STATUS === 'CLOSED');
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

describe('a shared job link, opened signed out', () => {
  it('in Hindi at 360 px: the share sheet, then Apply signs in and comes back to the job to apply', async () => {
    const job = open[1] as Job;
    // The page shows the job's own Hindi title where it has one (issue 22).
    const title = job.TRANSLATIONS?.hi?.TITLE ?? job.TITLE;
    const worker = await signUpWorker('Ravi Kumar', 'hi');
    const page = await visitorPage('narrowest', 'hi', true);
    const problems: string[] = [];

    await page.goto(`${baseUrl}/jobs/${job.ID}`);
    await page.getByRole('button', { name: hi['job.apply'], exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText(hi['job.signInToApply']).isVisible()).toBe(true);
    problems.push(...(await problemsOf(page, 'visitor-hi-360')));

    await page.getByRole('button', { name: hi['job.share'] }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          title,
          text: hi['job.shareText'].replace('{company}', job.COMPANY_NAME).replace('{title}', title),
          url: `${baseUrl}/jobs/${job.ID}`,
        },
      ]);

    await page.getByRole('button', { name: hi['job.apply'], exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: hi['auth.continueGoogle'] }).waitFor();
    problems.push(...(await problemsOf(page, 'sign-in-hi-360')));
    await signInThroughDialog(page, worker, hi['auth.continueGoogle']);

    await page.waitForURL(`${baseUrl}/jobs/${job.ID}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const apply = page.getByRole('button', { name: hi['job.apply'], exact: true });
    await expect.poll(() => apply.isEnabled()).toBe(true);
    problems.push(...(await problemsOf(page, 'signed-in-hi-360')));
    await apply.click();
    await page.waitForURL(`${baseUrl}/dashboard*`);

    await expect.poll(() => appliedIds(worker)).toContain(job.ID);
    expect(problems).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
  });

  it('in English at 1280 px: Share copies the link, Apply signs in and comes back to the job to apply', async () => {
    const job = open[2] as Job;
    const worker = await signUpWorker('Meena Iyer', 'en');
    const page = await visitorPage('desktop', 'en', false);
    const problems: string[] = [];

    await page.goto(`${baseUrl}/jobs/${job.ID}`);
    await page.getByRole('button', { name: en['job.apply'], exact: true }).waitFor();
    problems.push(...(await problemsOf(page, 'visitor-en-1280')));

    await page.getByRole('button', { name: en['job.share'] }).click();
    await page.getByRole('status').filter({ hasText: en['job.linkCopied'] }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { copied: `${baseUrl}/jobs/${job.ID}` },
    ]);
    problems.push(...(await problemsOf(page, 'link-copied-en-1280')));

    await page.getByRole('button', { name: en['job.apply'], exact: true }).click();
    await signInThroughDialog(page, worker, en['auth.continueGoogle']);

    await page.waitForURL(`${baseUrl}/jobs/${job.ID}`);
    const apply = page.getByRole('button', { name: en['job.apply'], exact: true });
    await expect.poll(() => apply.isEnabled()).toBe(true);
    problems.push(...(await problemsOf(page, 'signed-in-en-1280')));
    await apply.click();
    await page.waitForURL(`${baseUrl}/dashboard*`);

    await expect.poll(() => appliedIds(worker)).toContain(job.ID);
    expect(problems).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
  });
});
