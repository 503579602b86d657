/**
 * Jobs in the worker's language (issue 22, "Tests and proof") in headless Chromium against the local twin: the
 * demo worker reading the site in Hindi, on a 360 px phone, sees the demo tutor job's Hindi title and pay on
 * its card in Explore Jobs and its Hindi title and description on the job page, switches to English and back
 * on both, with no sideways scroll and axe clean at each step. The demo jobs carry person-written Hindi and
 * Telugu texts (infra/local/demo-data/job-translations.ts); the twin drafts no machine translations.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import type { JobTexts } from '#shared/domain/job-texts';
import { seriousAccessibilityProblems } from '#test/support/axe';
import {
  browserForThisFile,
  JOURNEY_TIMEOUT_MS,
  overflowsHorizontally,
  pageProblems,
  screenshot,
  signedInDemoWorker,
} from '#test/support/browser';
import { hi as hindiCatalogue } from '#test/support/catalogues';

const baseUrl = inject('baseUrl');
const demoWorkerToken = inject('demoWorkerToken');
const browser = browserForThisFile();
vi.setConfig({ testTimeout: JOURNEY_TIMEOUT_MS });

const TUTOR = 'Mathematics Tutor for Class 8-10';
/** The Hindi catalogue by message id (looked up by string: the ids are new in this branch). */
const hi = hindiCatalogue as Record<string, string>;

/** What this test reads of getJobById's answer. */
interface Job {
  ID: number;
  TITLE: string;
  COMPANY_NAME: string;
  EARNINGS: string;
  DESCRIPTION: string;
  TRANSLATIONS?: { hi?: JobTexts };
}

/** The demo tutor job as the API answers it, with its translations. */
async function tutorJob(): Promise<Job> {
  const headers = { authorization: `Bearer ${demoWorkerToken}` };
  const list = (await (await fetch(`${baseUrl}/api/getAllJobs?limit=50`, { headers })).json()) as {
    data: { ID: number; TITLE: string }[];
  };
  const id = list.data.find((job) => job.TITLE === TUTOR)?.ID;
  if (id === undefined) throw new Error('The demo tutor job is not among the open jobs');
  const answer = (await (await fetch(`${baseUrl}/api/getJobById?id=${id}`, { headers })).json()) as {
    data: Job;
  };
  return answer.data;
}

/** What is wrong with the screen as it is: serious axe findings, sideways scroll at 360 px. */
async function problemsOf(page: Page, step: string): Promise<string[]> {
  const problems = (await seriousAccessibilityProblems(page)).map((problem) => `${step}: ${problem}`);
  if (await overflowsHorizontally(page)) problems.push(`${step}: wider than 360 px`);
  await screenshot(page, `job-language-${step}-narrowest`);
  return problems;
}

describe('a Hindi-reading worker at 360 px', () => {
  it('reads the demo tutor job in Hindi on its card and its page, switches to English and back', async () => {
    const job = await tutorJob();
    const hindi = job.TRANSLATIONS?.hi;
    if (!hindi) throw new Error('The demo tutor job has no Hindi texts');
    expect(hindi.MACHINE).toBe(false);
    expect(hindi.TITLE).toBe('कक्षा 8-10 के लिए गणित ट्यूटर');

    const page = await signedInDemoWorker(browser(), 'narrowest');
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    const problems: string[] = [];

    // The card in Explore Jobs.
    await page.goto(`${baseUrl}/dashboard?tab=explore`);
    const card = page.getByRole('article', { name: hindi.TITLE });
    await card.waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('hi');
    await card.getByText(hindi.EARNINGS).waitFor();
    await card.getByText(hindi.LOCATION).waitFor();
    await card.getByText(job.COMPANY_NAME).waitFor();
    problems.push(...(await problemsOf(page, 'card-hindi')));

    await card.getByRole('button', { name: hi['job.showInEnglish'] }).click();
    const englishCard = page.getByRole('article', { name: TUTOR });
    await englishCard.getByText(job.EARNINGS).waitFor();
    problems.push(...(await problemsOf(page, 'card-english')));
    await englishCard.getByRole('button', { name: hi['job.showInMyLanguage'] }).click();
    await page.getByRole('article', { name: hindi.TITLE }).waitFor();

    // The job page.
    await page.goto(`${baseUrl}/jobs/${job.ID}`);
    await page.getByRole('heading', { level: 1, name: hindi.TITLE }).waitFor();
    await page.getByText(hindi.DESCRIPTION).waitFor();
    await page.getByText(hindi.WORK_HOURS).waitFor();
    problems.push(...(await problemsOf(page, 'page-hindi')));

    await page.getByRole('button', { name: hi['job.showInEnglish'] }).click();
    const englishTitle = page.getByRole('heading', { level: 1, name: TUTOR });
    await englishTitle.waitFor();
    await expect(englishTitle.getAttribute('lang')).resolves.toBe('en');
    await page.getByText(job.DESCRIPTION).waitFor();
    problems.push(...(await problemsOf(page, 'page-english')));

    await page.getByRole('button', { name: hi['job.showInMyLanguage'] }).click();
    await page.getByRole('heading', { level: 1, name: hindi.TITLE }).waitFor();
    await page.getByText(hindi.DESCRIPTION).waitFor();

    expect(problems).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });
});
