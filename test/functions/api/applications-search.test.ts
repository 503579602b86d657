/**
 * getInternalDataById's search: HR finds a job's applicants by name, e-mail, mobile number or city,
 * on the server, within a tab or the whole job, a page at a time (the cursor goes on right after the last row
 * returned); each page read is logged as an access of its applicants; a search longer than 100 characters is a
 * 400 naming search.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { searchLimits } from '#features/job-applications/list';
import * as applications from '#lib/db/applications';
import type * as jobs from '#lib/db/jobs';
import { createStaff, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createJob } from '#test/support/fixtures';
import { type Applicant, accessEntriesOf, applyAs, seedApplicants } from '#test/support/job-applications';

let hr: TestAccount;
let job: jobs.StoredJob;
const people = {} as Record<'priya' | 'priyanka' | 'ravi' | 'meera' | 'hindi', Applicant>;

beforeAll(async () => {
  hr = await createStaff('HR');
  job = await createJob();
  const at = (day: number) => new Date(Date.UTC(2031, 0, day));
  people.priya = await applyAs(job, 'Priya Sharma', { city: 'chennai', at: at(1) });
  people.priyanka = await applyAs(job, 'Priyanka Rao', { city: 'pune', at: at(2) });
  people.ravi = await applyAs(job, 'Ravi Kumar', { city: 'visakhapatnam', at: at(3) });
  people.meera = await applyAs(job, 'Meera Iyer', { city: 'lucknow', at: at(4) });
  people.hindi = await applyAs(job, 'सुनीता देवी', { city: 'patna', at: at(5) });
  await applications.review(
    { userId: people.priyanka.worker.id, jobId: job.ID, from: 'APPLIED', to: 'SHORTLISTED' },
    { ID: 1, NAME: 'HR tester', EMAIL: 'hr@example.com', TYPE: 'HR' },
  );
});

interface Row {
  USER_ID: number;
  NAME: string;
}

/** Every page of a search, with `limit` rows at most each. */
async function pagesOf(query: Record<string, string>, limit = 50): Promise<Row[][]> {
  const pages: Row[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(job.ID), limit: String(limit), ...query, ...(cursor ? { cursor } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.length).toBeLessThanOrEqual(limit);
    pages.push(answer.body.data);
    cursor = answer.body.cursor;
    expect(pages.length, 'the cursor never ends').toBeLessThan(30);
  } while (cursor);
  return pages;
}

const found = async (search: string, page?: string) =>
  (await pagesOf({ search, ...(page ? { page } : {}) })).flat().map((row) => row.NAME);

describe('getInternalDataById search', () => {
  it('finds by a part of the name, in any case and script', async () => {
    expect(await found('priya')).toEqual(['Priya Sharma', 'Priyanka Rao']);
    expect(await found('RIYA sharma')).toEqual(['Priya Sharma']);
    expect(await found('देवी')).toEqual(['सुनीता देवी']);
  });

  it('finds by e-mail, by mobile number (whole or its last digits) and by city', async () => {
    expect(await found(people.ravi.email)).toEqual(['Ravi Kumar']);
    expect(await found(people.meera.number)).toEqual(['Meera Iyer']);
    expect(await found(people.meera.number.slice(-4))).toContain('Meera Iyer');
    expect(await found('visakhapatnam')).toEqual(['Ravi Kumar']);
    expect(await found('lucknow')).toEqual(['Meera Iyer']);
    expect(await found('nobody-like-this')).toEqual([]);
  });

  it('searches within the tab asked for', async () => {
    expect(await found('priya', 'new')).toEqual(['Priya Sharma']);
    expect(await found('priya', 'shortlisted')).toEqual(['Priyanka Rao']);
    expect(await found('ravi', 'shortlisted')).toEqual([]);
  });

  it('pages the matches, each once, going on right after the last row of a page', async () => {
    const pages = await pagesOf({ search: 'example.com' }, 2);
    const names = pages.flat().map((row) => row.NAME);
    expect(names).toEqual(['Priya Sharma', 'Ravi Kumar', 'Meera Iyer', 'सुनीता देवी', 'Priyanka Rao']);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  });

  it('logs an access of each applicant a search page read, and of no other', async () => {
    const before = (await accessEntriesOf(people.meera.worker.id)).length;
    const others = (await accessEntriesOf(people.ravi.worker.id)).length;
    expect(await found('meera')).toEqual(['Meera Iyer']);
    expect(await accessEntriesOf(people.meera.worker.id)).toHaveLength(before + 1);
    expect(await accessEntriesOf(people.ravi.worker.id)).toHaveLength(others);
  });

  it('answers 400 naming search for a text over 100 characters; an empty one lists everyone', async () => {
    const long = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(job.ID), search: 'a'.repeat(101) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'search', message: 'search must be at most 100 characters' }]);
    expect(await found('   ')).toHaveLength(5);
    expect(await found('')).toHaveLength(5);
  });

  it('reads a long job in batches until the page is full: an applicant after the first batch is found', async () => {
    const long = await createJob();
    await seedApplicants(long, 870_000_000, searchLimits.batch + 3);
    const late = await applyAs(long, 'Zubin Late', { at: new Date(Date.UTC(2040, 0, 1)) });
    const answer = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(long.ID), search: 'zubin', limit: '10' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row) => row.USER_ID)).toEqual([late.worker.id]);
    expect(answer.body.cursor).toBeUndefined();
  });

  it('reads a bounded number of applications a request, then answers what it found and a cursor to go on', async () => {
    const saved = { ...searchLimits };
    Object.assign(searchLimits, { firstBatch: 2, batch: 2, items: 2 });
    try {
      // The job's applications in order: Priya, Ravi, Meera, सुनीता (New), then Priyanka (Shortlisted).
      const pages = await pagesOf({ search: 'priyanka' }, 10);
      expect(pages.map((page) => page.map((row) => row.NAME))).toEqual([[], [], ['Priyanka Rao']]);
    } finally {
      Object.assign(searchLimits, saved);
    }
  });
});
