/**
 * The HR and OPS lists: the dashboard (every job, newest first, paged, TOTAL the jobs count) and a job's
 * applications (all or one status, oldest first, paged by a checked cursor, the applicant's city by name,
 * the job's card; 404 for an unknown job).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as applications from '#lib/db/applications';
import * as jobs from '#lib/db/jobs';
import * as stats from '#lib/db/stats';
import * as users from '#lib/db/users';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi } from '#test/support/api';
import { createApplication, createJob } from '#test/support/fixtures';
import { call } from '#test/support/invoke';

let hr: TestAccount;
let ops: TestAccount;

beforeAll(async () => {
  hr = await createStaff('HR');
  ops = await createStaff('OPS');
});

type Card = { ID: number; STATUS: string; APPLICANTS: Record<string, number> };
type Row = { USER_ID: number; STATUS: string; NAME: string; LOCATION: string };

describe('getInternalDashboardData', () => {
  it('lists every job, open or closed, newest first, a page at a time, with TOTAL the jobs count', async () => {
    const posted = [];
    for (let n = 0; n < 5; n++)
      posted.push(
        await createJob({ POSTED_AT: `2031-0${n + 1}-01T09:00:00.000Z`, POSITION: `Position ${n}` }),
      );
    await jobs.close((posted[1] as jobs.StoredJob).ID);
    await createApplication({ job: posted[4] });
    const newestFirst = posted.map((job) => job.ID).reverse();

    const seen: Card[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await callApi('getInternalDashboardData', {
        token: pages % 2 ? ops.token : hr.token,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.TOTAL).toBe((await stats.getCounts()).jobs);
      expect(answer.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...answer.body.data);
      cursor = answer.body.cursor;
      pages += 1;
    } while (cursor);

    // Jobs of other tests in this file are older or newer; ours come in order, each once.
    const ours = seen.filter((card) => newestFirst.includes(card.ID));
    expect(ours.map((card) => card.ID)).toEqual(newestFirst);
    expect(seen).toHaveLength((await stats.getCounts()).jobs);
    expect(ours[3]).toMatchObject({ STATUS: 'CLOSED' });
    expect(ours[0]).toEqual({
      ID: newestFirst[0],
      LOGO_LINK: posted[4]?.LOGO_LINK,
      COMPANY_NAME: posted[4]?.COMPANY_NAME,
      TITLE: posted[4]?.TITLE,
      POSITION: 'Position 4',
      STATUS: 'OPEN',
      STATE: 'live',
      APPLICANTS: { APPLIED: 1, SHORTLISTED: 0, SELECTED: 0, REJECTED: 0 },
    });
  });

  it('refuses a cursor of another list with a 400 naming cursor', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        pk: 'USER#1',
        sk: 'PROFILE',
        gsi2pk: 'JOBS',
        gsi2sk: '2031-01-01T09:00:00.000Z#000000000001',
      }),
    ).toString('base64url');
    const answer = await callApi('getInternalDashboardData', { token: hr.token, query: { cursor: forged } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'cursor', message: expect.any(String) }]);
  });
});

describe('getInternalDataById', () => {
  let job: jobs.StoredJob;
  /** Applicants in the order they applied. */
  const applicants: TestAccount[] = [];
  const reviewer = { ID: 1, NAME: 'HR tester', EMAIL: 'hr@example.com', TYPE: 'HR' } as const;

  beforeAll(async () => {
    job = await createJob();
    // Seven apply, a day apart; then 1 and 4 are shortlisted, 2 rejected, 4 selected.
    for (let n = 0; n < 7; n++) {
      const { worker } = await createApplication({ job, at: new Date(Date.UTC(2031, 0, 1 + n)) });
      applicants.push(worker);
    }
    const move = (n: number, from: 'APPLIED' | 'SHORTLISTED', to: 'SHORTLISTED' | 'SELECTED' | 'REJECTED') =>
      applications.review({ userId: (applicants[n] as TestAccount).id, jobId: job.ID, from, to }, reviewer);
    await move(4, 'APPLIED', 'SHORTLISTED');
    await move(1, 'APPLIED', 'SHORTLISTED');
    await move(2, 'APPLIED', 'REJECTED');
    await move(4, 'SHORTLISTED', 'SELECTED');
  });

  const ids = (rows: Row[]) => rows.map((row) => row.USER_ID);
  const idsOf = (...indexes: number[]) => indexes.map((n) => (applicants[n] as TestAccount).id);

  /** Every page of one list, walked by cursor with `limit`. */
  async function walk(query: Record<string, string>, limit: number): Promise<Row[][]> {
    const pages: Row[][] = [];
    let cursor: string | undefined;
    do {
      const answer = await callApi('getInternalDataById', {
        token: ops.token,
        query: { id: String(job.ID), limit: String(limit), ...query, ...(cursor ? { cursor } : {}) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      pages.push(answer.body.data as Row[]);
      cursor = answer.body.cursor;
    } while (cursor && pages.length < 20);
    return pages;
  }

  it('lists one status group oldest first (first come, first served), a page at a time', async () => {
    const pages = await walk({ page: 'new' }, 2);
    expect(pages.map(ids)).toEqual([idsOf(0, 3), idsOf(5, 6)].concat(pages.length === 3 ? [[]] : []));
    expect(pages.flat().every((row) => row.STATUS === 'APPLIED')).toBe(true);

    expect((await walk({ page: 'shortlisted' }, 5)).flat().map((row) => row.USER_ID)).toEqual(idsOf(1));
    expect((await walk({ page: 'selected' }, 5)).flat().map((row) => row.USER_ID)).toEqual(idsOf(4));
    expect((await walk({ page: 'rejected' }, 5)).flat().map((row) => row.USER_ID)).toEqual(idsOf(2));
  });

  it('lists the whole job without page, each application once', async () => {
    const rows = (await walk({}, 3)).flat();
    expect(rows).toHaveLength(7);
    expect(new Set(ids(rows))).toEqual(new Set(idsOf(0, 1, 2, 3, 4, 5, 6)));
  });

  it("answers the spec's fields with the keys, the applicant's city by name and the job's card", async () => {
    const first = applicants[0] as TestAccount;
    const worker = await users.get(first.id);
    const answer = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(job.ID), page: 'new', limit: '1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        ID: job.ID,
        USER_ID: first.id,
        APPLIED_AT: '2031-01-01T00:00:00.000Z',
        NAME: worker?.NAME,
        EMAIL: worker?.EMAIL,
        MOBILE_NUMBER: worker?.MOBILE_NUMBER,
        COMPANY_NAME: job.COMPANY_NAME,
        TITLE: job.TITLE,
        POSITION: job.POSITION,
        // createWorker registers in the district chennai.
        LOCATION: 'Chennai',
        STATUS: 'APPLIED',
        // What decides, from the account as registered now: born 2002-05-14, never the date itself.
        AGE_BAND: '22plus',
        EDUCATION_LEVEL: 'pursuingGraduation',
        LANGUAGES: ['english', 'telugu'],
      },
    ]);
    expect(answer.body.JOB).toEqual({
      ID: job.ID,
      LOGO_LINK: job.LOGO_LINK,
      COMPANY_NAME: job.COMPANY_NAME,
      TITLE: job.TITLE,
      POSITION: job.POSITION,
      STATUS: 'OPEN',
      STATE: 'live',
      APPLICANTS: { APPLIED: 4, SHORTLISTED: 1, SELECTED: 1, REJECTED: 1 },
      // No screening questions, so no knock-out filter and no answer to filter by on its list.
      KNOCK_OUTS: 0,
      ANSWER_FILTERS: [],
      SKILLS: job.SKILLS ?? [],
    });
    const selected = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(job.ID), page: 'selected' },
    });
    expect(selected.body.data).toEqual([
      expect.objectContaining({ STATUS: 'SELECTED', REVIEWED_AT: expect.any(String) }),
    ]);
  });

  it('refuses a crafted cursor with a 400 naming cursor: another status, another job, garbage', async () => {
    const shortlisted = await callApi('getInternalDataById', {
      token: hr.token,
      query: { id: String(job.ID), page: 'new', limit: '1' },
    });
    const cursor = shortlisted.body.cursor as string;
    const otherJob = await createJob();
    const crafted: Record<string, string>[] = [
      // A real cursor of the New tab, sent with the Rejected tab.
      { page: 'rejected', cursor },
      // ... or with another job.
      { id: String(otherJob.ID), page: 'new', cursor },
      { cursor: Buffer.from('{"pk":"USER#1"}').toString('base64url') },
      { cursor: 'not-a-cursor' },
    ];
    for (const query of crafted) {
      const answer = await callApi('getInternalDataById', {
        token: hr.token,
        query: { id: String(job.ID), ...query },
      });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'cursor', message: expect.any(String) }]);
    }
  });

  it('answers 404 for an unknown job, and 400 naming page for an unknown tab', async () => {
    const unknown = await callApi('getInternalDataById', { token: hr.token, query: { id: '987654321' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no job with id 987654321.');
    const tab = await call('getInternalDataById', {
      token: hr.token,
      query: { id: String(job.ID), page: 'archived' },
    });
    expect(tab.status).toBe(400);
    expect(tab.body.message).toContain('page');
  });

  it('refuses a worker and an admin (403)', async () => {
    const worker = await createWorker();
    const admin = await createStaff('admin');
    for (const token of [worker.token, admin.token]) {
      expect((await callApi('getInternalDataById', { token, query: { id: String(job.ID) } })).status).toBe(
        403,
      );
      expect((await callApi('getInternalDashboardData', { token })).status).toBe(403);
    }
  });
});
