/**
 * Shared set-up of the job search API tests: a worker and a known set of open jobs (A to E, newest first) and a
 * closed one, and calls that list what a search finds by letter.
 */
import { beforeAll, expect } from 'vitest';
import * as jobs from '#lib/db/jobs';
import { createWorker, type TestAccount } from './accounts';
import { callApi } from './api';
import { createJob } from './fixtures';

export const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
export const HYDERABAD = 'hyderabad-telangana';

export let worker: TestAccount;
/** The open jobs, by letter; newest first is A, B, C, D, E. */
export const job: Record<string, jobs.StoredJob> = {};

/** Creates the worker and the known jobs of the calling test file (call once at its top). */
export function searchFixtures(): void {
  beforeAll(async () => {
    worker = await createWorker();
    const made: jobs.StoredJob[] = [];
    // One at a time: every posting adds to the same jobs count, in its transaction.
    for (const input of [
      {
        TITLE: 'Social Media Marketing Intern',
        COMPANY_NAME: 'Namma Bites',
        POSITION: 'Intern',
        CITY: HYDERABAD,
        LOCATION: 'Hyderabad',
        WORK_FROM_HOME: 1,
        TYPE: 'INTERNSHIP',
        SCHEDULE: 'PART_TIME',
        MONTHLY_EARNINGS: 8_000,
        POSTED_AT: daysAgo(1),
      },
      {
        TITLE: 'Field Survey Executive',
        COMPANY_NAME: 'Bharat Survey Co.',
        POSITION: 'Gig',
        CITY: HYDERABAD,
        LOCATION: 'Hyderabad',
        WORK_FROM_HOME: 0,
        TYPE: 'GIG',
        SCHEDULE: 'PART_TIME',
        MONTHLY_EARNINGS: 4_800,
        POSTED_AT: daysAgo(3),
      },
      {
        TITLE: 'Full Stack Developer Intern',
        COMPANY_NAME: 'CodeCraft Labs',
        POSITION: 'Intern',
        CITY: 'pune',
        LOCATION: 'Pune',
        WORK_FROM_HOME: 1,
        TYPE: 'INTERNSHIP',
        SCHEDULE: 'FULL_TIME',
        MONTHLY_EARNINGS: 20_000,
        POSTED_AT: daysAgo(10),
      },
      {
        TITLE: 'Warehouse Inventory Assistant',
        COMPANY_NAME: 'Dakshin Logistics',
        POSITION: 'Full-time',
        CITY: HYDERABAD,
        LOCATION: 'Hyderabad',
        WORK_FROM_HOME: 0,
        TYPE: 'JOB',
        SCHEDULE: 'FULL_TIME',
        MONTHLY_EARNINGS: 14_000,
        POSTED_AT: daysAgo(20),
      },
      {
        TITLE: 'Marketing Executive',
        COMPANY_NAME: 'Rangoli Events',
        POSITION: 'Full-time',
        CITY: HYDERABAD,
        LOCATION: 'Hyderabad',
        WORK_FROM_HOME: 1,
        TYPE: 'JOB',
        SCHEDULE: 'FULL_TIME',
        MONTHLY_EARNINGS: 16_000,
        POSTED_AT: daysAgo(40),
      },
      // Closed: in no list at all.
      {
        TITLE: 'Marketing Intern',
        CITY: HYDERABAD,
        WORK_FROM_HOME: 1,
        TYPE: 'INTERNSHIP',
        POSTED_AT: daysAgo(2),
      },
    ] satisfies Partial<jobs.NewJob>[]) {
      made.push(await createJob(input));
    }
    for (const [index, letter] of ['A', 'B', 'C', 'D', 'E', 'CLOSED'].entries()) {
      job[letter] = made[index] as jobs.StoredJob;
    }
    await jobs.close(job.CLOSED?.ID as number);
  });
}

export async function search(query: Record<string, string>) {
  const response = await callApi('searchJobs', { token: worker.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: Record<string, unknown>[]; cursor?: string; homeCity: string };
}

/** The letters of the jobs a search lists on its first page (limit 100). */
export async function found(query: Record<string, string>): Promise<string[]> {
  const { data } = await search({ limit: '100', ...query });
  return data.map((item) => Object.keys(job).find((letter) => job[letter]?.ID === item.ID) ?? `?${item.ID}`);
}

/** Every page of a search, as letters per page. */
export async function pages(query: Record<string, string>): Promise<string[][]> {
  const all: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await search({ ...query, ...(cursor ? { cursor } : {}) });
    all.push(page.data.map((item) => Object.keys(job).find((letter) => job[letter]?.ID === item.ID) ?? '?'));
    cursor = page.cursor;
  } while (cursor && all.length < 20);
  return all;
}
