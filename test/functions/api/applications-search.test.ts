/**
 * getInternalDataById's search and filters: HR finds a job's applicants by name, e-mail, mobile number or city,
 * by an answer and by a listed skill, on the server, within a tab or the whole job, a page at a time (the cursor
 * goes on right after the last row returned), from the job's index of terms (decision 610), which a withdrawal,
 * a correction and an erasure keep true; each page read is logged as an access of its applicants; a search
 * longer than 100 characters is a 400 naming search, a malformed answer or an unknown skill a 400 naming theirs.
 * Each row and the applicant's page carry the match summary (decision 611).
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { eraseWorker } from '#features/consent/erase';
import { searchLimits } from '#features/job-applications/list';
import { db, tableName } from '#lib/clients/dynamodb';
import * as applications from '#lib/db/applications';
import type * as jobs from '#lib/db/jobs';
import * as profileSections from '#lib/db/profile-sections';
import * as users from '#lib/db/users';
import { EMPTY_SECTIONS } from '#shared/domain/profile-sections';
import type { ScreeningAnswer, ScreeningQuestion } from '#shared/domain/screening-rules';
import type { SkillCode } from '#shared/domain/skills';
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
    // One word looked up: its applicants oldest first, whatever their tab.
    expect(names).toEqual(['Priya Sharma', 'Priyanka Rao', 'Ravi Kumar', 'Meera Iyer', 'सुनीता देवी']);
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

  it('finds an applicant of a long job from the index alone: one late among 200', async () => {
    const long = await createJob();
    await seedApplicants(long, 870_000_000, 200, { indexed: true });
    const late = await applyAs(long, 'Zubin Late', { at: new Date(Date.UTC(2040, 0, 1)) });
    const answer = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(long.ID), search: 'zubin', limit: '10' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row) => row.USER_ID)).toEqual([late.worker.id]);
    expect(answer.body.cursor).toBeUndefined();
    // Seeding 200 applicants with their ~30 index items each takes a while on a shared machine.
  }, 90_000);

  it('reads a bounded number of index items a request, then answers what it found and a cursor to go on', async () => {
    const saved = { ...searchLimits };
    Object.assign(searchLimits, { firstBatch: 2, batch: 2, items: 2 });
    try {
      // "example" is in every e-mail: oldest first Priya, Priyanka (Shortlisted), Ravi, Meera, सुनीता.
      const pages = await pagesOf({ search: 'example', page: 'shortlisted' }, 10);
      expect(pages.map((page) => page.map((row) => row.NAME))).toEqual([['Priyanka Rao'], [], []]);
    } finally {
      Object.assign(searchLimits, saved);
    }
  });
});

describe('getInternalDataById filters by answer and skill', () => {
  const QUESTIONS: ScreeningQuestion[] = [
    { id: 'bike', kind: 'yesNo', text: 'Do you have a two-wheeler licence?' },
    { id: 'shift', kind: 'choice', text: 'Which shift can you work?', options: ['Morning', 'Evening'] },
    { id: 'hours', kind: 'number', text: 'Hours a week you can give' },
  ];
  let asked: jobs.StoredJob;
  const who = {} as Record<'asha' | 'bala' | 'chitra', Applicant>;
  const answered = (bike: boolean, shift: number): ScreeningAnswer[] => [
    { id: 'bike', answer: bike },
    { id: 'shift', answer: shift },
    { id: 'hours', answer: 10 },
  ];
  const extras = (answers: ScreeningAnswer[], skills: SkillCode[]) => ({
    screening: { questions: QUESTIONS, answers },
    skills,
  });

  beforeAll(async () => {
    asked = await createJob({ QUESTIONS });
    const at = (day: number) => new Date(Date.UTC(2031, 1, day));
    who.asha = await applyAs(asked, 'Asha Nair', {
      at: at(1),
      extras: extras(answered(true, 0), ['DELIVERY', 'SALES']),
    });
    who.bala = await applyAs(asked, 'Bala Murugan', {
      at: at(2),
      extras: extras(answered(false, 1), ['SALES']),
    });
    who.chitra = await applyAs(asked, 'Chitra Das', { at: at(3), extras: extras(answered(true, 1), []) });
  });

  const rows = async (query: Record<string, string>) => {
    const answer = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(asked.ID), ...query },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.map((row) => row.NAME);
  };

  it('keeps the applicants who gave an answer, oldest first, alone or with a skill and a search', async () => {
    expect(await rows({ answer: 'bike:yes' })).toEqual(['Asha Nair', 'Chitra Das']);
    expect(await rows({ answer: 'bike:no' })).toEqual(['Bala Murugan']);
    expect(await rows({ answer: 'shift:1' })).toEqual(['Bala Murugan', 'Chitra Das']);
    expect(await rows({ skill: 'SALES' })).toEqual(['Asha Nair', 'Bala Murugan']);
    expect(await rows({ skill: 'SALES', answer: 'shift:0' })).toEqual(['Asha Nair']);
    expect(await rows({ answer: 'bike:yes', search: 'chitra' })).toEqual(['Chitra Das']);
    expect(await rows({ answer: 'hours:1' })).toEqual([]);
    expect(await rows({ skill: 'COOKING' })).toEqual([]);
  });

  it("offers the job's yes/no and one-choice answers on its card, as the filter takes them", async () => {
    const answer = await callApi('getInternalDataById', { token: hr.token, query: { id: String(asked.ID) } });
    expect(answer.body.JOB.ANSWER_FILTERS).toEqual([
      { value: 'bike:yes', label: 'Do you have a two-wheeler licence?: Yes' },
      { value: 'bike:no', label: 'Do you have a two-wheeler licence?: No' },
      { value: 'shift:0', label: 'Which shift can you work?: Morning' },
      { value: 'shift:1', label: 'Which shift can you work?: Evening' },
    ]);
  });

  it('answers 400 naming answer or skill for a malformed one', async () => {
    for (const [field, value] of [
      ['answer', 'bike'],
      ['answer', 'bike:maybe'],
      ['skill', 'JUGGLING'],
    ] as const) {
      const refused = await callApi('getInternalDataById', {
        token: hr.token,
        query: { id: String(asked.ID), [field]: value },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.field).toBe(field);
    }
  });

  it('finds a corrected name under the new words only, and no withdrawn or erased applicant', async () => {
    const dev = await applyAs(asked, 'Devika Old', { extras: extras(answered(true, 0), ['SALES']) });
    const account = await users.get(dev.worker.id);
    await applications.correctApplicantContacts({
      ID: dev.worker.id,
      NAME: 'Devika Newname',
      MOBILE_NUMBER: account?.MOBILE_NUMBER ?? '',
    });
    expect(await rows({ search: 'newname' })).toEqual(['Devika Newname']);
    expect(await rows({ search: 'old', answer: 'bike:yes' })).toEqual([]);
    await applications.withdraw(dev.worker.id, asked.ID);
    expect(await rows({ search: 'devika' })).toEqual([]);
    expect(await termItemsOf(asked.ID, dev.worker.id)).toBe(0);
    await eraseWorker(who.bala.worker.id, 'workerRequest');
    expect(await rows({ skill: 'SALES' })).toEqual(['Asha Nair']);
    expect(await termItemsOf(asked.ID, who.bala.worker.id)).toBe(0);
  });
});

/** How many index items of the job's applications name the worker (a Scan: the test table is small). */
async function termItemsOf(jobId: number, userId: number): Promise<number> {
  const found = await db.send(
    new ScanCommand({
      TableName: tableName,
      FilterExpression: 'begins_with(pk, :job) AND USER_ID = :user',
      ExpressionAttributeValues: { ':job': `JOB#${jobId}#FIND#`, ':user': userId },
    }),
  );
  return found.Count ?? 0;
}

describe("HR's match summary per applicant", () => {
  it('is on the list row and on the applicant page, from the profile now and the job', async () => {
    const job = await createJob({ CITY: 'chennai', SKILLS: ['DELIVERY', 'SALES', 'COOKING'] });
    const fitting = await applyAs(job, 'Kavya Match', { city: 'chennai' });
    const blank = await applyAs(job, 'Lata Blank', { city: 'pune' });
    await profileSections.put(
      fitting.worker.id,
      {
        ...EMPTY_SECTIONS,
        skills: [
          { code: 'SALES', level: 'advanced' },
          { code: 'COOKING', level: 'beginner' },
        ],
        availability: { hoursPerWeek: 20, days: ['sat'], from: '' },
      },
      new Date().toISOString(),
    );
    const list = await callApi('getInternalDataById', { token: hr.token, query: { id: String(job.ID) } });
    expect(list.status).toBe(200);
    const byName = new Map(list.body.data.map((row) => [row.NAME, row.MATCH]));
    const expected = {
      skills: { count: 2, of: 3 },
      city: true,
      remote: true,
      hoursPerWeek: 20,
      hoursFit: true,
    };
    expect(byName.get('Kavya Match')).toEqual(expected);
    expect(byName.get('Lata Blank')).toBeUndefined();
    const page = await callApi('getApplicationDetails', {
      token: hr.token,
      query: { id: String(job.ID), userId: String(fitting.worker.id) },
    });
    expect(page.body.data.MATCH).toEqual(expected);
    expect(blank.worker.id).toBeGreaterThan(0);
  });
});
